import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import type { DeskLead } from "../store/desk-types";
import { deskLead } from "./desk-lead.fixture";
import { csvCell, csvLine, writeExport } from "./export";

const lead = deskLead;

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
    expect(text.startsWith("\uFEFFID,Received (UTC),Status,First name,Last name,E-mail,Phone,Subject,Message,Page\r\n")).toBe(true);
    expect(text).toContain(
      `7,2026-11-26T10:00:00.000Z,new,Ada,Lovelace,ada@example.com,,'=SUM(A1),"He said ""no""\nthen left",/contact\r\n`,
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
    expect(csv[0]).toBe("ID,Received (UTC),Status,E-mail,Page,Confirmed (UTC),Consent");
    expect(csv[1]).toBe(`2,2026-11-26T10:00:00.000Z,new,ada@example.com,/de/home2,,${consent}`);
    expect(csv[2]).toBe(`1,2026-11-26T10:00:00.000Z,new,ada@example.com,/contact,2026-11-26T10:05:00.000Z,${consent}`);
    const json = JSON.parse(await collect("json", subscribers, "subscribe")) as Record<string, unknown>[];
    expect(json.map((row) => [row.confirmedAt, row.consent])).toEqual([
      [null, consent],
      ["2026-11-26T10:05:00.000Z", consent],
    ]);
    // Other kinds have neither column.
    expect((await collect("csv", [lead({})])).split("\r\n")[0]).not.toContain("Consent");
  });

  it("writes an empty view as a header or an empty array", async () => {
    expect(await collect("csv", [])).toBe("\uFEFFID,Received (UTC),Status,First name,Last name,E-mail,Phone,Subject,Message,Page\r\n");
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
    expect(head).toBe("ID;Received (Europe/Berlin);Status;First name;Last name;E-mail;Phone;Subject;Message;Page");
    // The separator inside a cell is quoted; a comma is not, here.
    expect(row).toBe('3;15.01.2026 00:30;new;Ada;Lovelace;ada@example.com;;"a;b";x,y;/contact');
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
    expect(head).toBe("ID,Received (UTC),Kind,Status,First name,Last name,Name,E-mail,Phone,Subject,Message,Page");
    expect(contact).toMatch(/^5,[^,]+,contact,new,Ada,Lovelace,,ada@example.com,/);
    expect(quote).toMatch(/^6,[^,]+,quote,new,,,Quinn,ada@example.com,/);
  });
});
