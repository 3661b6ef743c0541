import { describe, expect, it } from "vitest";
import { LOCALES, localePath, splitLocale } from "./locales";
import { localHref } from "../app/i18n/links";

describe("a page's path in a language", () => {
  it("is the page table's path for English and under the language's code for the others", () => {
    expect(localePath("/about", "en")).toBe("/about");
    expect(localePath("/", "en")).toBe("/");
    expect(localePath("/about", "de")).toBe("/de/about");
    expect(localePath("/", "ar")).toBe("/ar");
  });

  it("is found again from a URL path, whatever its casing; only a whole first segment names a language", () => {
    expect(splitLocale("/de/about")).toMatchObject({ locale: { code: "de" }, path: "/about" });
    expect(splitLocale("/DE/About")).toMatchObject({ locale: { code: "de" }, path: "/About" });
    expect(splitLocale("/ar")).toMatchObject({ locale: { code: "ar" }, path: "/" });
    expect(splitLocale("/ar/")).toMatchObject({ locale: { code: "ar" }, path: "/" });
    expect(splitLocale("/ar?sent=contact")).toMatchObject({ locale: { code: "ar" }, path: "/?sent=contact" });
    expect(splitLocale("/details")).toMatchObject({ locale: { code: "en" }, path: "/details" });
    expect(splitLocale("/dear")).toMatchObject({ locale: { code: "en" }, path: "/dear" });
    expect(splitLocale("/en/about")).toMatchObject({ locale: { code: "en" }, path: "/en/about" });
    expect(splitLocale("/fr/about")).toMatchObject({ locale: { code: "en" }, path: "/fr/about" });
    for (const { code } of LOCALES) for (const p of ["/", "/blog/blog-details"]) expect(splitLocale(localePath(p, code)).path).toBe(p);
  });

  it("links a page's own language: site paths get the prefix, fragments and other schemes do not", () => {
    expect(localHref("/contact", "de")).toBe("/de/contact");
    expect(localHref("/search?q=seo", "ar")).toBe("/ar/search?q=seo");
    expect(localHref("/#pricing", "de")).toBe("/de#pricing");
    expect(localHref("/contact", "en")).toBe("/contact");
    for (const other of ["#main", "mailto:hello@nexora.example", "tel:+15550100", "https://x.example/", "//x.example/a"])
      expect(localHref(other, "de")).toBe(other);
  });
});
