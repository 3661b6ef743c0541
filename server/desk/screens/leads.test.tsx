import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { DeskLead } from "../../store/desk-types";
import { deskLead } from "../desk-lead.fixture";
import { LeadList } from "./leads";

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
