// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allSocialCards, cardPath, cardVersion, sectionOf } from "../app/lib/social-card";
import { pageByPath } from "../app/pages";
import {
  breakLines,
  cardSvg,
  isolateNumbers,
  layoutTitle,
  MAX_LINES,
  measure,
  MARGIN,
  renderPng,
  TITLE_WIDTH,
  titleBox,
  writeCards,
  type CardJob,
} from "./og-images";
import { ARABIC_SAMPLE } from "../scripts/lib/og-samples";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "og-images-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function pngSize(file: string): { width: number; height: number } {
  const png = fs.readFileSync(file);
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("social cards of the site", () => {
  const cards = allSocialCards();
  const out = path.join(tmp, "client");
  let result: ReturnType<typeof writeCards>;
  beforeAll(() => {
    result = writeCards(cards, out, path.join(tmp, "cache"));
  }, 60_000);

  it("one card per distinct canonical page, at a stable path", () => {
    expect(cards.map((c) => c.path)).toEqual(expect.arrayContaining(["/og/home.png", "/og/blog/blog-details.png", "/og/service.png"]));
    expect(new Set(cards.map((c) => c.path)).size).toBe(cards.length);
    expect(cardPath("/")).toBe("/og/home.png");
    expect(cardPath("/service/service-details")).toBe("/og/service/service-details.png");
  });

  it("every card is a 1200 × 630 PNG under 100 KB", () => {
    expect(result.files).toHaveLength(cards.length);
    for (const card of cards) {
      const file = path.join(out, card.path);
      expect(pngSize(file), card.path).toEqual({ width: 1200, height: 630 });
      expect(fs.statSync(file).size, card.path).toBeLessThan(100 * 1024);
    }
  });

  it("names the section from the navigation", () => {
    expect(sectionOf(pageByPath("/service/service-details")!)).toBe("Our Services");
    expect(sectionOf(pageByPath("/blog/blog-details")!)).toBe("Blog");
    expect(sectionOf(pageByPath("/project")!)).toBe("Our Work");
    expect(sectionOf(pageByPath("/team")!)).toBe("Company");
    expect(sectionOf(pageByPath("/home3")!)).toBe("Home");
    expect(sectionOf(pageByPath("/contact")!)).toBe("Get A Quote");
  });
});

describe("the cache", () => {
  const job = (title: string): CardJob => ({ ...ARABIC_SAMPLE, locale: "en", dir: "ltr", title, path: "/og/sample.png" });

  it("reuses a card whose inputs did not change and renders one whose title did", () => {
    const out = path.join(tmp, "cache-out");
    const cache = path.join(tmp, "cache-only");
    expect(writeCards([job("Cloud Services")], out, cache)).toMatchObject({ rendered: 1, reused: 0 });
    const first = fs.readFileSync(path.join(out, "og/sample.png"));
    expect(writeCards([job("Cloud Services")], out, cache)).toMatchObject({ rendered: 0, reused: 1 });
    expect(writeCards([job("Cloud Services Today")], out, cache)).toMatchObject({ rendered: 1, reused: 0 });
    expect(fs.readFileSync(path.join(out, "og/sample.png")).equals(first)).toBe(false);
    // The entry no card used any more was removed.
    expect(fs.readdirSync(cache)).toHaveLength(1);
  });
});

describe("right-to-left cards", () => {
  it("set direction and anchor the text at the right margin", () => {
    const svg = cardSvg(ARABIC_SAMPLE);
    const texts = svg.split("\n").filter((l) => l.startsWith("<text"));
    expect(texts.length).toBeGreaterThan(3);
    for (const t of texts) {
      expect(t).toContain('direction="rtl"');
      expect(t).toContain('text-anchor="end"');
    }
    expect(svg).toContain('xml:lang="ar"');
    const box = titleBox(ARABIC_SAMPLE)!;
    expect(box.right).toBeGreaterThan(1200 - MARGIN - 8);
    expect(box.right).toBeLessThanOrEqual(1200 - MARGIN + 2);
    expect(box.left).toBeGreaterThanOrEqual(MARGIN - 2);
  });

  it("left-to-right cards start at the left margin", () => {
    const box = titleBox({ ...ARABIC_SAMPLE, locale: "en", dir: "ltr", title: "Cloud Services" })!;
    expect(box.left).toBeGreaterThanOrEqual(MARGIN - 2);
    expect(box.left).toBeLessThan(MARGIN + 10);
  });

  it("render as 1200 × 630 PNGs under 100 KB too", () => {
    const file = path.join(tmp, "arabic.png");
    fs.writeFileSync(file, renderPng(cardSvg(ARABIC_SAMPLE)));
    expect(pngSize(file)).toEqual({ width: 1200, height: 630 });
    expect(fs.statSync(file).size).toBeLessThan(100 * 1024);
  });

  it("embeds numbers left to right so resvg orders them as bidi asks", () => {
    expect(isolateNumbers("خدمات 2026 و 3.5")).toBe("خدمات \u202A2026\u202C و \u202A3.5\u202C");
    expect(cardSvg(ARABIC_SAMPLE)).toContain("\u202A2026\u202C");
  });
});

describe("line breaking", () => {
  it("never makes a line wider than the title's width, in at most three lines", () => {
    const word = fc.constantFrom(
      "Cloud",
      "Migration",
      "&",
      "Cyber",
      "Security",
      "Consulting",
      "Enterprise",
      "WWWWWWWW",
      "Digital",
      "2026",
      "حلول",
      "التسويق",
      "الرقمي",
      "Nexora",
    );
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 24 }), fc.constantFrom("ltr" as const, "rtl" as const), (words, dir) => {
        const { size, lines } = layoutTitle(words.join(" "), dir);
        expect(lines.length).toBeGreaterThan(0);
        expect(lines.length).toBeLessThanOrEqual(MAX_LINES);
        for (const line of lines) expect(measure(line, { size, weight: 700, dir })).toBeLessThanOrEqual(TITLE_WIDTH);
      }),
      { numRuns: 40 },
    );
  });

  it("shrinks a long title before breaking it further, and cuts one too long with …", () => {
    expect(layoutTitle("Blog Details", "ltr")).toEqual({ size: 76, lines: ["Blog Details"] });
    const long = Array.from({ length: 40 }, (_, i) => `Word${i}`).join(" ");
    const cut = layoutTitle(long, "ltr");
    expect(cut.lines).toHaveLength(MAX_LINES);
    expect(cut.lines[MAX_LINES - 1].endsWith("…")).toBe(true);
    const giant = layoutTitle("W".repeat(80), "ltr");
    expect(measure(giant.lines[0], { size: giant.size, weight: 700, dir: "ltr" })).toBeLessThanOrEqual(TITLE_WIDTH);
  });

  it("breaks on word boundaries only", () => {
    const fixed = (text: string) => text.length * 10;
    const style = { size: 10, weight: 700, dir: "ltr" as const };
    expect(breakLines("aaaa bbbb cccc", 90, 3, style, fixed)).toEqual(["aaaa bbbb", "cccc"]);
    expect(breakLines("aaaa bbbb cccc", 40, 2, style, fixed)).toBeNull();
    expect(breakLines("aaaaaaaaaaa", 100, 3, style, fixed)).toBeNull();
  });
});

describe("cardVersion", () => {
  const texts = { locale: "en", dir: "ltr" as const, title: "Cloud", section: "Services", brand: "Nexora", domain: "nexora.example" };

  it("changes with every text a card shows, and only with them", () => {
    const versions = new Set(
      (["locale", "title", "section", "brand", "domain"] as const).map((key) => cardVersion({ ...texts, [key]: texts[key] + "x" })),
    );
    versions.add(cardVersion({ ...texts, dir: "rtl" }));
    expect(versions.size).toBe(6);
    expect(versions.has(cardVersion(texts))).toBe(false);
    expect(cardVersion({ ...texts })).toBe(cardVersion(texts));
    expect(cardVersion(texts)).toMatch(/^[0-9a-f]{8}$/);
  });

  it("is what each page links its card with", () => {
    for (const card of allSocialCards()) expect(card.url).toBe(`${card.path}?v=${cardVersion(card)}`);
  });
});
