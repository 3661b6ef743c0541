import { describe, expect, it } from "vitest";
import { pageByPath } from "~/pages";
import { languageAlternates, pageMeta } from "./meta";

function metaFor(path: string) {
  const page = pageByPath(path)!;
  return pageMeta({ matches: [{ id: "root" }, { id: "layouts/dark" }, { id: page.id }] });
}

const find = (meta: ReturnType<typeof metaFor>, key: string, value: string) =>
  meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("pageMeta", () => {
  it("gives the page its title, description and canonical link", () => {
    const meta = metaFor("/about");
    expect(meta).toContainEqual({ title: "About Us | Nexora" });
    expect(find(meta, "name", "description")?.content).toBe(pageByPath("/about")!.description);
    expect(find(meta, "rel", "canonical")?.href).toBe("https://www.nexora.example/about");
    expect(find(meta, "property", "og:locale")?.content).toBe("en_US");
  });

  it("links the page in every language and x-default (English), the canonical page's for twins and layouts", () => {
    const alternates = metaFor("/blog/blog-details-right-dark").filter((m) => (m as Record<string, unknown>).rel === "alternate");
    expect(alternates).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://www.nexora.example/blog/blog-details" },
      { tagName: "link", rel: "alternate", hrefLang: "de", href: "https://www.nexora.example/de/blog/blog-details" },
      { tagName: "link", rel: "alternate", hrefLang: "ar", href: "https://www.nexora.example/ar/blog/blog-details" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://www.nexora.example/blog/blog-details" },
    ]);
    const home = metaFor("/").filter((m) => (m as Record<string, unknown>).rel === "alternate");
    expect(home.map((m) => (m as Record<string, string>).href)).toContain("https://www.nexora.example/de");
    const meta = metaFor("/");
    expect(meta.filter((m) => (m as Record<string, unknown>).property === "og:locale:alternate")).toEqual([
      { property: "og:locale:alternate", content: "de_DE" },
      { property: "og:locale:alternate", content: "ar_AR" },
    ]);
  });

  it("points dark variants and detail layouts at the spec's light page", () => {
    expect(find(metaFor("/projectDark"), "rel", "canonical")?.href).toBe("https://www.nexora.example/project");
    expect(find(metaFor("/blog/blog-details-right-dark"), "rel", "canonical")?.href).toBe("https://www.nexora.example/blog/blog-details");
  });

  it("links the page's own card with its size, type and alt text", () => {
    const meta = metaFor("/");
    // Versioned by what the card shows (cardVersion).
    expect(find(meta, "property", "og:image")?.content).toMatch(/^https:\/\/www\.nexora\.example\/og\/home\.png\?v=[0-9a-f]{8}$/);
    expect(find(meta, "name", "twitter:image")?.content).toBe(find(meta, "property", "og:image")?.content);
    expect(find(meta, "property", "og:image:type")?.content).toBe("image/png");
    expect(find(meta, "property", "og:image:width")?.content).toBe("1200");
    expect(find(meta, "property", "og:image:height")?.content).toBe("630");
    expect(find(meta, "property", "og:image:alt")?.content).toBe("Grow Your Business With Smart SEO & Digital Marketing — Home, Nexora");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(metaFor("/service/service-details"), "property", "og:image")?.content).toMatch(
      /^https:\/\/www\.nexora\.example\/og\/service\/service-details\.png\?v=/,
    );
  });

  it("gives dark twins and detail layouts their light page's card", () => {
    const card = (path: string) => find(metaFor(path), "property", "og:image")?.content;
    expect(card("/projectDark")).toBe(card("/project"));
    expect(card("/blog/blog-details-right-dark")).toBe(card("/blog/blog-details"));
    expect(card("/blog/blog-details")).toMatch(/\/og\/blog\/blog-details\.png\?v=[0-9a-f]{8}$/);
    expect(find(metaFor("/blog/blog-details-center"), "property", "og:image:alt")?.content).toBe(
      "Seven SEO Trends Every Business Should Watch This Year — Blog, Nexora",
    );
  });

  it("returns nothing for a route that is not a page", () => {
    expect(pageMeta({ matches: [{ id: "root" }] })).toEqual([]);
  });
});

describe("languageAlternates", () => {
  it("names only the languages a news item is written in, and x-default by English, else the first", () => {
    const hreflangs = (languages?: string[]) =>
      languageAlternates("/blog/berlin", languages).map((d) => `${(d as { hrefLang: string }).hrefLang} ${(d as { href: string }).href}`);
    expect(hreflangs(["en", "de"])).toEqual([
      "en https://www.nexora.example/blog/berlin",
      "de https://www.nexora.example/de/blog/berlin",
      "x-default https://www.nexora.example/blog/berlin",
    ]);
    expect(hreflangs(["ar"])).toEqual([
      "ar https://www.nexora.example/ar/blog/berlin",
      "x-default https://www.nexora.example/ar/blog/berlin",
    ]);
    expect(hreflangs()).toHaveLength(4);
  });
});
