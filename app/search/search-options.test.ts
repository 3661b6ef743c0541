import { describe, expect, it } from "vitest";
import fc from "fast-check";
import MiniSearch from "minisearch";
import {
  MAX_QUERY_LENGTH,
  MAX_QUERY_TERMS,
  findPages,
  indexOptions,
  indexOptionsFor,
  normalizeQuery,
  searchKey,
  type SearchDocument,
} from "./search-options";
import { searchLanguage } from "./stemming";
import { compileSynonyms, type SynonymTable } from "./synonyms";

const doc = (path: string, title: string, body: string, headings = ""): SearchDocument => ({
  path,
  title,
  headings,
  body,
  description: `About ${title}`,
});

function index(docs: SearchDocument[]) {
  const search = new MiniSearch<SearchDocument>(indexOptions());
  search.addAll(docs);
  return search;
}

const paths = (hits: { path: string }[]) => hits.map((h) => h.path);

describe("normalizeQuery", () => {
  it("keeps text only: trimmed, single spaces, no control characters", () => {
    expect(normalizeQuery("  cloud \t\n migration ")).toBe("cloud migration");
    expect(normalizeQuery("se\u0000o\u0007")).toBe("se o");
    expect(normalizeQuery(["seo"])).toBe("");
    expect(normalizeQuery(undefined)).toBe("");
    expect(normalizeQuery({ toString: () => "x" })).toBe("");
  });

  it("drops direction controls, which would reverse the page's words around an echoed query, and keeps joiners", () => {
    expect(normalizeQuery("\u202Etxet\u202C seo")).toBe("txet seo");
    expect(normalizeQuery("\u2066cloud\u2069 \u200Fمرحبا\u200E \u061Cx")).toBe("cloud مرحبا x");
    expect(normalizeQuery("\u202E")).toBe("");
    expect(normalizeQuery("می\u200Cخواهم")).toBe("می\u200Cخواهم");
  });

  it(`cuts a query to ${MAX_QUERY_LENGTH} characters, whole code points`, () => {
    expect(normalizeQuery("a".repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
    const emoji = normalizeQuery("😀".repeat(200));
    expect(Array.from(emoji)).toHaveLength(MAX_QUERY_LENGTH);
    expect(emoji).not.toMatch(/[\uD800-\uDFFF](?![\uDC00-\uDFFF])/u);
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 400 }), (raw) => {
        const q = normalizeQuery(raw);
        expect(Array.from(q).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
        expect(q).not.toMatch(/\p{Cc}/u);
        expect(q).toBe(q.trim());
      }),
    );
  });
});

describe("searchKey", () => {
  it("gives one key to queries that differ in case, spacing or Unicode form", () => {
    for (const q of ["SEO", " seo ", "Seo", "\tsEo\n", "ｓｅｏ", "SE\u200bO", "\u202eseo"]) expect([q, searchKey(q)]).toEqual([q, "seo"]);
    expect(searchKey("  Cloud \u3000  MIGRATION ")).toBe("cloud migration");
    expect(searchKey("ﬁnance")).toBe("finance");
    // Composed and decomposed accents are one key.
    expect(searchKey("Cafe\u0301")).toBe(searchKey("café"));
    expect(searchKey(["seo"])).toBe("");
    expect(searchKey("\u200b \u0000")).toBe("");
  });

  it(`is at most ${MAX_QUERY_LENGTH} characters (whole code points), even where NFKC lengthens a query`, () => {
    expect(searchKey("A".repeat(300))).toBe("a".repeat(MAX_QUERY_LENGTH));
    // U+FDFA expands to 18 characters, with spaces.
    const expanded = searchKey("\uFDFA".repeat(20));
    expect(Array.from(expanded).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(expanded).toBe(expanded.trim());
  });

  it("is stable: a key is its own key, and a query's key does not depend on the case it was typed in", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (raw) => {
        const key = searchKey(raw);
        expect(searchKey(key)).toBe(key);
        expect(Array.from(key).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
        expect(key).not.toMatch(/[\p{Cc}\p{Cf}]|\s\s/u);
        expect(key).toBe(key.trim());
        expect(key).toBe(key.toLowerCase());
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii", maxLength: 150 }), (raw) => {
        expect(searchKey(raw.toUpperCase())).toBe(searchKey(raw.toLowerCase()));
      }),
    );
  });
});

describe("findPages", () => {
  const pages = index([
    doc("/cloud", "Cloud Solution", "Migrate, modernise and run your workloads on secure cloud platforms."),
    doc("/blog", "Blog", "A practical checklist for a smooth cloud migration.", "Latest articles"),
    doc("/seo", "SEO Services", "Search engine optimisation that brings customers.", "Technical SEO"),
    doc("/see", "Visit", "Come and see our office; we set the agenda together."),
    doc("/security", "Cyber Security", "Risk assessments and continuous monitoring."),
    doc("/data", "Data", "Dashboards and analytics for every team."),
  ]);

  it("finds pages with every word of the query, in any of its forms (migration → migrate)", () => {
    expect(paths(findPages(pages, "cloud migration"))).toEqual(expect.arrayContaining(["/blog", "/cloud"]));
    expect(paths(findPages(pages, "cloud migration"))).toHaveLength(2);
    expect(findPages(pages, "cloud migration").find((h) => h.path === "/cloud")?.terms).toEqual(
      expect.arrayContaining(["cloud", "migrate"]),
    );
  });

  it("ranks a match in the title above one in the body", () => {
    expect(paths(findPages(pages, "seo"))[0]).toBe("/seo");
    expect(paths(findPages(pages, "cloud"))[0]).toBe("/cloud");
  });

  it("matches by prefix and forgives a typo in a long word, not in a short one", () => {
    expect(paths(findPages(pages, "analyt"))).toEqual(["/data"]);
    expect(paths(findPages(pages, "secruity"))).toEqual(["/security"]);
    // "seo" is not "see" or "set".
    expect(paths(findPages(pages, "seo"))).toEqual(["/seo"]);
  });

  it("falls back to any word when no page has them all, and finds nothing for nothing", () => {
    expect(paths(findPages(pages, "cloud zzzzqqq"))).toEqual(expect.arrayContaining(["/cloud", "/blog"]));
    expect(findPages(pages, "zzzzqqq")).toEqual([]);
    // A one-letter or one-digit word does not match every page by prefix on its own.
    expect(findPages(pages, "zzzzqqq 1 a")).toEqual([]);
    expect(findPages(pages, "")).toEqual([]);
    expect(findPages(pages, " ... !!! ")).toEqual([]);
  });

  it("returns each page's stored title and short text, and at most `limit` pages", () => {
    expect(findPages(pages, "cloud", 1)).toEqual([
      expect.objectContaining({ path: "/cloud", title: "Cloud Solution", description: "About Cloud Solution" }),
    ]);
  });

  it(`searches the first ${MAX_QUERY_TERMS} words only, and never throws`, () => {
    const many = `${"filler ".repeat(MAX_QUERY_TERMS)}cloud`;
    expect(findPages(pages, many)).toEqual([]);
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (raw) => {
        const hits = findPages(pages, raw);
        expect(Array.isArray(hits)).toBe(true);
      }),
      { numRuns: 300 },
    );
    for (const odd of ["__proto__", "constructor", "toString", "hasOwnProperty", "*", "%", "\u0000"]) {
      expect(() => findPages(pages, odd)).not.toThrow();
    }
  });
});

describe("findPages: what a visitor means", () => {
  const english = searchLanguage("en");
  const site = index([
    doc("/about", "About Us", "Our mission is to make technology work for every business.", "Our Mission"),
    doc("/service", "Our Services", "What we offer: consulting, cloud and security services.", "Cloud Solution"),
    doc("/service/service-details", "Service Details", "Every service we offer, and answers to frequently asked questions."),
    doc("/blog", "Blog", "How to choose the right platform for your company; what the move is about.", "Latest articles"),
    doc("/contact", "Contact Us", "Visit our office or send us a message.", "Send Us a Message"),
    doc("/testimonial", "Testimonials", "What our clients say about the company.", "Client stories"),
  ]);
  const table = (synonyms: SynonymTable["synonyms"]) => compileSynonyms({ synonyms }, english);
  const find = (q: string, synonyms = table([])) => paths(findPages(site, q, 20, english, synonyms));

  it("drops the words that say nothing, unless nothing else is left", () => {
    expect(find("where is your office")).toEqual(["/contact"]);
    expect(find("how do i contact you")[0]).toBe("/contact");
    // Only stopwords: searched as they are, not as nothing.
    expect(find("what")).toContain("/service");
  });

  it("also finds what the synonym table says a phrase means, as much as the words typed", () => {
    const synonyms = table([{ query: ["who are you", "company profile"], alsoFind: ["about us"] }]);
    expect(find("who are you")).not.toContain("/about");
    expect(find("who are you", synonyms)[0]).toBe("/about");
    expect(find("company profile", synonyms)[0]).toBe("/about");
  });

  it("puts the page whose title names the query first, and finds it when it lacks another of the query's words", () => {
    // The testimonials say "about the company" in their text; the About page is named "About".
    expect(find("about")[0]).toBe("/about");
    expect(find("about the company")[0]).toBe("/about");
    // "Contact Us" has no "details"; "Service Details" no "contact": each is found by what its title names.
    expect(find("contact details")).toEqual(expect.arrayContaining(["/contact", "/service/service-details"]));
    expect(find("contact details")).not.toContain("/blog");
  });

  it("puts a list page above its detail page when both have the query and the list's title names it", () => {
    expect(find("services we offer")).toEqual(["/service", "/service/service-details"]);
    // The details page alone has "frequently asked questions".
    expect(find("frequently asked questions")).toEqual(["/service/service-details"]);
  });

  it("trusts the title of a page made of other pages' sections less, by its own share of text", () => {
    const docs = [
      { ...doc("/home7", "Managed IT & Cyber Security", "Cyber security and more, from the other pages."), own: 0.1 },
      { ...doc("/service", "Our Services", "Cyber security: risk assessments and monitoring.", "Cyber Security"), own: 0.9 },
    ];
    const search = new MiniSearch<SearchDocument>(indexOptionsFor(english));
    search.addAll(docs);
    expect(paths(findPages(search, "cyber security", 20, english))).toEqual(["/service", "/home7"]);
    search.removeAll();
    search.addAll(docs.map((d) => ({ ...d, own: undefined })));
    expect(paths(findPages(search, "cyber security", 20, english))[0]).toBe("/home7");
  });
});
