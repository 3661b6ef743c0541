import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import type { DeskLead } from "../store/desk-types";
import { deskLead } from "./desk-lead.fixture";
import { EMPTY_CONTEXT } from "../../shared/forms/lead-context";
import { csvCell, csvLine, writeExport } from "./export";

const CONTEXT_HEAD = "Plan,Service,Came from,Landing page,Campaign,Campaign source,Campaign medium,Campaign term,Campaign content,Language";

const lead = deskLead;
const CONTEXT = "Plan,Service,Came from,Landing page,Campaign,Campaign source,Campaign medium,Campaign term,Campaign content,Language";
const NO_CONTEXT = ",".repeat(10);

async function* rows(list: DeskLead[]) {
  for (const l of list) yield l;
}

async function collect(format: "csv" | "json", list: DeskLead[], kind: DeskLead["kind"] = "contact"): Promise<string> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  await writeExport(out, format, kind, rows(list));
  return Buffer.concat(chunks).toString("utf8");
}

describe("CSV cells", () => {
  it("quotes what RFC 4180 asks to be quoted and doubles quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvLine(["a", 1, null])).toBe("a,1,\r\n");
  });

  it("turns a cell that starts like a formula into text", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}HYPERLINK("x")`).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    expect(csvCell("ok=1")).toBe("ok=1");
  });
});

describe("the export", () => {
  it("writes CSV with a BOM, a header and CRLF lines", async () => {
    const text = await collect("csv", [lead({ id: 7, subject: "=SUM(A1)", message: 'He said "no"\nthen left' })]);
    expect(text.startsWith(`\uFEFFID,Received (UTC),Status,First name,Last name,E-mail,Phone,Subject,Message,Page,${CONTEXT}\r\n`)).toBe(
      true,
    );
    expect(text).toContain(
      `7,2026-11-26T10:00:00.000Z,new,Ada,Lovelace,ada@example.com,,'=SUM(A1),"He said ""no""\nthen left",/contact${NO_CONTEXT}\r\n`,
    );
  });

  it("writes JSON that parses to every row, markup kept as text", async () => {
    const text = await collect("json", [lead({ id: 1 }), lead({ id: 2, message: "<script>alert(1)</script>" })]);
    const parsed = JSON.parse(text) as { id: number; message: string }[];
    expect(parsed.map((r) => r.id)).toEqual([1, 2]);
    expect(parsed[1].message).toBe("<script>alert(1)</script>");
  });

  it("gives subscribers their confirmation time (empty while waiting) and the consent they gave", async () => {
    const consent = "Wir nutzen Ihre E-Mail-Adresse nur für den Newsletter.";
    const subscribers = [
      lead({ id: 2, kind: "subscribe", subject: "", message: "", page: "/de/home2", consentText: consent }),
      lead({ id: 1, kind: "subscribe", subject: "", message: "", confirmedAt: "2026-11-26T10:05:00.000Z", consentText: consent }),
    ];
    const csv = (await collect("csv", subscribers, "subscribe")).replace(/^\uFEFF/, "").split("\r\n");
    expect(csv[0]).toBe(`ID,Received (UTC),Status,E-mail,Page,${CONTEXT},Confirmed (UTC),Consent`);
    expect(csv[1]).toBe(`2,2026-11-26T10:00:00.000Z,new,ada@example.com,/de/home2${NO_CONTEXT},,${consent}`);
    expect(csv[2]).toBe(`1,2026-11-26T10:00:00.000Z,new,ada@example.com,/contact${NO_CONTEXT},2026-11-26T10:05:00.000Z,${consent}`);
    const json = JSON.parse(await collect("json", subscribers, "subscribe")) as Record<string, unknown>[];
    expect(json.map((row) => [row.confirmedAt, row.consent])).toEqual([
      [null, consent],
      ["2026-11-26T10:05:00.000Z", consent],
    ]);
    // Other kinds have neither column.
    expect((await collect("csv", [lead({})])).split("\r\n")[0]).not.toContain("Consent");
  });

  it("gives what led to the form, a cell that starts like a formula made text", async () => {
    const context = {
      plan: "Standard",
      service: "Cloud Solution",
      referrerHost: "www.google.com",
      landingPage: "/pricing",
      utmCampaign: "-winter",
      utmSource: "newsletter",
      language: "en",
    };
    const quote = lead({ id: 3, kind: "quote", name: "Ada", subject: "", page: "/service/service-details", ...context });
    const csv = (await collect("csv", [quote], "quote")).replace(/^\uFEFF/, "").split("\r\n");
    expect(csv[0]).toBe(`ID,Received (UTC),Status,Name,E-mail,Phone,Message,Page,${CONTEXT}`);
    expect(csv[1]).toBe(
      "3,2026-11-26T10:00:00.000Z,new,Ada,ada@example.com,,Hi,/service/service-details," +
        "Standard,Cloud Solution,www.google.com,/pricing,'-winter,newsletter,,,,en",
    );
    const [json] = JSON.parse(await collect("json", [quote], "quote")) as { context: Record<string, string> }[];
    // Every key, as text: what is not known is "".
    expect(json.context).toEqual({ ...EMPTY_CONTEXT, ...context });
  });

  it("writes an empty view as a header or an empty array", async () => {
    expect(await collect("csv", [])).toBe(
      `\uFEFFID,Received (UTC),Status,First name,Last name,E-mail,Phone,Subject,Message,Page,${CONTEXT}\r\n`,
    );
    expect(JSON.parse(await collect("json", []))).toEqual([]);
  });
});

describe("CSV for the reader's spreadsheet", () => {
  const write = async (style: "iso" | "dmy" | "mdy", list: DeskLead[], kind?: DeskLead["kind"]) => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (c: Buffer) => chunks.push(c));
    await writeExport(out, "csv", kind, rows(list), { style, timeZone: "Europe/Berlin" });
    return Buffer.concat(chunks)
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .split("\r\n");
  };

  it("writes semicolons and day.month.year on the company's clock for a German Excel", async () => {
    const [head, row] = await write(
      "dmy",
      [lead({ id: 3, createdAt: "2026-01-14T23:30:00.000Z", subject: "a;b", message: "x,y" })],
      "contact",
    );
    expect(head).toBe(
      `ID;Received (Europe/Berlin);Status;First name;Last name;E-mail;Phone;Subject;Message;Page;${CONTEXT_HEAD.replaceAll(",", ";")}`,
    );
    // The separator inside a cell is quoted; a comma is not, here. The lead was sent with no context: empty cells.
    expect(row).toBe(`3;15.01.2026 00:30;new;Ada;Lovelace;ada@example.com;;"a;b";x,y;/contact${";".repeat(10)}`);
  });

  it("writes month/day/year with commas, and ISO in UTC by default", async () => {
    const one = [lead({ id: 4, createdAt: "2026-07-04T10:00:00.000Z" })];
    expect((await write("mdy", one, "contact"))[1]).toMatch(/^4,07\/04\/2026 12:00,new,/);
    expect((await write("iso", one, "contact"))[0]).toMatch(/^ID,Received \(UTC\),/);
    expect((await write("iso", one, "contact"))[1]).toMatch(/^4,2026-07-04T10:00:00.000Z,new,/);
  });

  it("gives the inbox every kind's fields and the kind", async () => {
    const [head, contact, quote] = await write("iso", [
      lead({ id: 5 }),
      lead({ id: 6, kind: "quote", name: "Quinn", firstName: "", lastName: "" }),
    ]);
    expect(head).toBe(`ID,Received (UTC),Kind,Status,First name,Last name,Name,E-mail,Phone,Subject,Message,Page,${CONTEXT_HEAD}`);
    expect(contact).toMatch(/^5,[^,]+,contact,new,Ada,Lovelace,,ada@example.com,/);
    expect(quote).toMatch(/^6,[^,]+,quote,new,,,Quinn,ada@example.com,/);
  });
});
