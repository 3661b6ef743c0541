import { describe, expect, it } from "vitest";
import { localHref } from "./links";

describe("localHref", () => {
  it("links a page's own language: site paths get the prefix, fragments and other schemes do not", () => {
    expect(localHref("/contact", "de")).toBe("/de/contact");
    expect(localHref("/search?q=seo", "ar")).toBe("/ar/search?q=seo");
    expect(localHref("/#pricing", "de")).toBe("/de#pricing");
    expect(localHref("/contact", "en")).toBe("/contact");
    for (const other of ["#main", "mailto:hello@nexora.example", "tel:+15550100", "https://x.example/", "//x.example/a"])
      expect(localHref(other, "de")).toBe(other);
  });
});
