import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { DeskLead } from "../../store/desk-types";
import { deskLead } from "../desk-lead.fixture";
import { LeadDetail, LeadList } from "./leads";

const subscriber = (over: Partial<DeskLead>): DeskLead =>
  deskLead({ kind: "subscribe", page: "/home2", firstName: "", lastName: "", subject: "", message: "", ...over });

const cells = (html: string) =>
  [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) => [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((c) => c[1]));

describe("the subscribers' list", () => {
  it("says which subscriptions are confirmed, and when the others expire", () => {
    const html = renderToStaticMarkup(
      <LeadList
        view={{ scope: "subscribe", kind: "subscribe", page: 1, pageSize: 50 }}
        rows={[
          subscriber({ id: 2, email: "grace@example.com", confirmedAt: "2026-11-26T10:05:00.000Z" }),
          subscriber({ id: 1, createdAt: "2026-11-27T08:00:00.000Z" }),
        ]}
        total={2}
        csrf="token"
        back="/desk/leads/subscribe"
      />,
    );
    const [head, confirmed, waiting] = cells(html);
    const column = head!.indexOf("Confirmed");
    expect(column).toBeGreaterThan(0);
    expect(confirmed![column]).toBe("2026-11-26 10:05 UTC");
    expect(waiting![column]).toMatch(/^Not yet \(expires 2026-1[12]-\d\d \d\d:\d\d UTC\)$/);
  });

  it("is a column of the subscribers' list only", () => {
    const html = renderToStaticMarkup(
      <LeadList
        view={{ scope: "contact", kind: "contact", page: 1, pageSize: 50 }}
        rows={[subscriber({ kind: "contact", message: "Hi" })]}
        total={1}
        csrf="token"
        back="/desk/leads/contact"
      />,
    );
    expect(cells(html)[0]).not.toContain("Confirmed");
  });
});

describe("a lead's reply and call links", () => {
  const detail = (over: Partial<DeskLead>) =>
    renderToStaticMarkup(
      <LeadDetail
        view={{ scope: "contact", kind: "contact", page: 1, pageSize: 50 }}
        lead={deskLead(over)}
        deliveries={[]}
        csrf="token"
        back="/desk/leads/contact/1"
      />,
    );
  const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

  it("keeps what the visitor wrote inside the address: no header of its own, no other scheme", () => {
    const html = detail({
      email: "ada@example.com?cc=boss@example.com&bcc=x@example.com",
      subject: "Hi & bye",
      phone: "javascript:alert(1)",
    });
    const mailto = hrefs(html).filter((h) => h.startsWith("mailto:"));
    expect(mailto.length).toBeGreaterThan(0);
    for (const href of mailto) {
      expect(href).toMatch(/^mailto:ada@example\.com%3Fcc%3Dboss@example\.com%26bcc%3Dx@example\.com\?subject=Re%3A%20Hi%20%26%20bye$/);
    }
    // No digits to dial: no call link at all.
    expect(hrefs(html).some((h) => h.startsWith("tel:") || h.startsWith("javascript:"))).toBe(false);
  });

  it("dials the digits of a phone number as typed", () => {
    const html = detail({ phone: "+49 (30) 1234-5678" });
    expect(hrefs(html)).toContain("tel:+493012345678");
  });
});

describe("the inbox's list", () => {
  it("has the same columns for every kind, and a card of name, kind, time, status and first line", () => {
    const html = renderToStaticMarkup(
      <LeadList
        view={{ page: 1, pageSize: 50 }}
        rows={[deskLead({ id: 9, message: "First line\nsecond line", deskStatus: "spam" })]}
        total={1}
        csrf="token"
        back="/desk/leads"
        timeZone="Europe/Berlin"
      />,
    );
    const [head] = cells(html);
    expect(head).toEqual(["Received", "Kind", "From", "E-mail", "Subject", "Message", "Status"]);
    expect(html).toContain('href="/desk/leads/contact/9?inbox=1"');
    expect(html).toContain("2026-11-26 11:00 Europe/Berlin");
    expect(html).toMatch(/<span class="card-line" dir="auto">First line<\/span>/);
    expect(html).toContain("Not spam");
  });
});
