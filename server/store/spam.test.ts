import { describe, expect, it } from "vitest";
import { SPAM_RULES, contentSignals, judgeLead, senderKey } from "./spam";
import type { NewLead } from "./types";

const lead = (message: string, over: Partial<NewLead> = {}): NewLead => ({
  kind: "contact",
  page: "/contact",
  ipHash: "h",
  fields: { firstName: "Ada", email: "ada@example.com", message },
  ...over,
});

describe("a lead's spam score", () => {
  it("lets a plain message and one link through, with no reasons", () => {
    expect(judgeLead(lead("Please call me about a new website."), 0, false)).toEqual({ score: 0, reasons: [], spam: false });
    expect(judgeLead(lead("Our site is https://ada.example, can you redo it?"), 0, false).score).toBe(0);
  });

  it("counts links in every field, in their three spellings", () => {
    const links = "http://a.example https://b.example www.c.example [url=d.example]d[/url]";
    const verdict = contentSignals(lead(links, { fields: { firstName: "http://x.example", email: "x@example.com", message: links } }));
    expect(verdict.reasons).toEqual(["5 links"]);
    expect(verdict.score).toBe((5 - SPAM_RULES.linkFree) * SPAM_RULES.pointsPerLink);
  });

  it("names the known phrases it found, any case", () => {
    expect(contentSignals(lead("Get BACKLINKS and SEO Services today")).reasons).toEqual([
      'Known spam phrases: "seo services", "backlinks"',
    ]);
  });

  it("adds the time trap's verdict and a burst from one address", () => {
    expect(contentSignals(lead("Hi", { timeTrap: "untimed" })).score).toBe(SPAM_RULES.untimedPoints);
    expect(contentSignals(lead("Hi", { timeTrap: "timed" })).score).toBe(0);
    expect(judgeLead(lead("Hi"), SPAM_RULES.repeatAfter - 1, false).score).toBe(0);
    expect(judgeLead(lead("Hi"), SPAM_RULES.repeatAfter, false)).toMatchObject({ score: SPAM_RULES.repeatPoints, spam: false });
  });

  it("files a high score as spam, unless its sender is trusted or it is a comment", () => {
    const stuffed = lead("casino http://a.example http://b.example");
    expect(judgeLead(stuffed, 0, false).spam).toBe(true);
    expect(judgeLead(stuffed, 0, true)).toMatchObject({ spam: false, score: judgeLead(stuffed, 0, false).score });
    expect(judgeLead({ ...stuffed, kind: "comment" }, 0, false).spam).toBe(false);
  });

  it("keys a sender by the address, trimmed and lower-cased", () => {
    expect(senderKey("  Ada@Example.COM ")).toBe("ada@example.com");
  });

  it("keeps its phrase list lower-case and honest: none is an everyday word of a real enquiry", () => {
    for (const phrase of SPAM_RULES.phrases) expect(phrase).toBe(phrase.toLowerCase().trim());
    for (const everyday of ["quote", "price", "website", "offer", "free", "help", "seo"])
      expect(SPAM_RULES.phrases).not.toContain(everyday);
  });
});
