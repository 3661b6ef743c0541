import { describe, expect, it } from "vitest";
import { pages, pageByPath } from "~/pages";
import { faqPage, pageStructuredData } from "./structured-data";

const types = (page: NonNullable<ReturnType<typeof pageByPath>>) =>
  pageStructuredData(page).map((d) => (d as Record<string, { "@type": string }>)["script:ld+json"]["@type"]);

describe("structured data", () => {
  it("puts Organization and WebSite on every page, BreadcrumbList on inner pages only", () => {
    for (const page of pages) {
      const t = types(page);
      expect(t).toContain("Organization");
      expect(t).toContain("WebSite");
      expect(t.includes("BreadcrumbList")).toBe(page.inner);
    }
  });

  it("says which language the site is in", () => {
    const site = pageStructuredData(pageByPath("/")!)
      .map((d) => (d as Record<string, { "@type": string; inLanguage?: string }>)["script:ld+json"])
      .find((d) => d["@type"] === "WebSite");
    expect(site?.inLanguage).toBe("en");
  });

  it("names the canonical page in the breadcrumb of a dark twin", () => {
    const dark = pageByPath("/projectDark")!;
    const crumb = pageStructuredData(dark)
      .map((d) => (d as Record<string, { "@type": string; itemListElement?: { item: string }[] }>)["script:ld+json"])
      .find((d) => d["@type"] === "BreadcrumbList");
    expect(crumb?.itemListElement?.[1].item).toMatch(/\/project$/);
  });

  it("builds an FAQPage from question/answer pairs", () => {
    const faq = faqPage([{ question: "Q?", answer: "A." }]) as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity[0]).toMatchObject({ name: "Q?", acceptedAnswer: { text: "A." } });
  });
});
