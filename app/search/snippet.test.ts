import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { markTerms, snippet, SNIPPET_LENGTH, type SnippetPart } from "./snippet";

const show = (parts: SnippetPart[]) => parts.map((p) => (p.mark ? `[${p.text}]` : p.text)).join("");
const plain = (parts: SnippetPart[]) => parts.map((p) => p.text).join("");

describe("markTerms", () => {
  it("marks whole words that are among the terms, in any case, and nothing else", () => {
    expect(show(markTerms("Cloud clouds, CLOUD-first; cloudy.", ["cloud"]))).toBe("[Cloud] clouds, [CLOUD]-first; cloudy.");
    expect(show(markTerms("SEO & Digital", ["seo", "digital"]))).toBe("[SEO] & [Digital]");
    expect(markTerms("nothing here", ["cloud"])).toEqual([{ text: "nothing here", mark: false }]);
  });
});

describe("snippet", () => {
  const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

  it("shows the text around the first match, cut between words, with ellipses where text was left out", () => {
    const text = `${filler(40)} our cloud migration checklist ${filler(60)}`;
    const parts = snippet(text, ["cloud", "migration"]);
    const shown = show(parts);
    expect(shown).toMatch(/^… word\d+ /);
    expect(shown).toMatch(/ …$/);
    expect(shown).toContain("our [cloud] [migration] checklist");
    expect(plain(parts).length).toBeLessThanOrEqual(SNIPPET_LENGTH + 4);
    // Whole words only at both ends.
    expect(
      plain(parts)
        .replace(/^… | …$/g, "")
        .split(" ")
        .every((w) => /^(word\d+|our|cloud|migration|checklist)$/.test(w)),
    ).toBe(true);
  });

  it("prefers the first place that has more of the matched words", () => {
    const text = `cloud ${filler(80)} a smooth cloud migration ${filler(10)}`;
    expect(show(snippet(text, ["cloud", "migration"]))).toContain("smooth [cloud] [migration]");
  });

  it("starts at the beginning when the text has no match, and leaves a short text whole", () => {
    expect(show(snippet("A short page about us.", ["zzz"]))).toBe("A short page about us.");
    expect(show(snippet(`Intro ${filler(100)}`, ["zzz"]))).toMatch(/^Intro word0 .* …$/);
  });

  it("is plain text of the page, whatever the page or the terms hold", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), fc.array(fc.string({ maxLength: 12 }), { maxLength: 6 }), (text, terms) => {
        const parts = snippet(text, terms);
        const inner = plain(parts).replace(/^… /, "").replace(/ …$/, "");
        expect(text).toContain(inner);
        for (const part of parts) if (part.mark) expect(terms).toContain(part.text.toLowerCase());
      }),
      { numRuns: 300 },
    );
  });
});
