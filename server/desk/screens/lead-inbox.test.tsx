// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { DeskLead } from "../../store/desk-types";
import { mailtoOf, timelineOf } from "./lead-inbox";

const lead = { id: 4, kind: "contact", createdAt: "2025-06-01T10:00:00.000Z" } as DeskLead;

describe("a lead's inbox sections", () => {
  it("write a mailto: link whose address cannot add a header or a recipient", () => {
    expect(mailtoOf("ada@example.com")).toBe("mailto:ada@example.com");
    expect(mailtoOf("a?cc=v@evil.example&x@example.com")).toBe("mailto:a%3Fcc%3Dv@evil.example%26x@example.com");
    // Letters beyond ASCII as UTF-8, as RFC 3986 has them; one beyond the BMP whole.
    expect(mailtoOf("jürgen@example.de")).toBe("mailto:j%C3%BCrgen@example.de");
    expect(mailtoOf("a😀b@example.com")).toBe("mailto:a%F0%9F%98%80b@example.com");
  });

  it("put the timeline in order: received, replies and every attempt with its result", () => {
    const events = timelineOf(
      lead,
      [
        {
          id: 1,
          outboxId: 1,
          channel: "webhook",
          attempt: 1,
          at: "2025-06-01T10:00:01.000Z",
          ok: false,
          error: "webhook: HTTP 500",
          replyId: null,
        },
        { id: 2, outboxId: 1, channel: "webhook", attempt: 2, at: "2025-06-01T10:00:06.000Z", ok: true, error: null, replyId: null },
        { id: 3, outboxId: 2, channel: "reply", attempt: 1, at: "2025-06-01T11:00:01.000Z", ok: true, error: null, replyId: 9 },
      ],
      [
        {
          id: 9,
          leadId: 4,
          author: "bob@example.com",
          to: "ada@example.com",
          subject: "Re: Hi",
          body: "…",
          createdAt: "2025-06-01T11:00:00.000Z",
          state: "delivered",
          attempts: 1,
          deliveredAt: "2025-06-01T11:00:01.000Z",
          lastError: null,
        },
      ],
    );
    expect(events.map((e) => [e.text, e.error ?? null])).toEqual([
      ["Received", null],
      ["Webhook: failed (attempt 1)", "webhook: HTTP 500"],
      ["Webhook: delivered (attempt 2)", null],
      ["Reply written by bob@example.com: “Re: Hi”", null],
      ["Reply e-mail to ada@example.com: delivered (attempt 1)", null],
    ]);
  });
});
