/**
 * Everyday English queries, each with the pages a visitor typing it would be glad to land on, judged by reading the
 * built pages. Alternative home pages (/home2…) are never expected: they repeat the main pages' sections. Checked by
 * scripts/lib/search-relevance.ts: every query must find one of its pages in the top 3. The queries from "about the
 * company" on were written before any was searched (decision 24, "Revision"); a query added later should be too.
 */
export interface JudgedQuery {
  query: string;
  /** Canonical paths, any of which answers the query. */
  expected: readonly string[];
}

export const judgedQueriesEn: readonly JudgedQuery[] = [
  // The article titled "Seven SEO Trends Every Business Should Watch This Year".
  { query: "seo trends", expected: ["/blog/blog-details"] },
  { query: "seo", expected: ["/", "/blog/blog-details"] },
  // The Cloud Solution service, or the blog listing the cloud migration checklist.
  { query: "cloud migration", expected: ["/service", "/service/service-details", "/blog"] },
  { query: "cloud", expected: ["/service", "/service/service-details"] },
  { query: "seo agency", expected: ["/"] },
  { query: "pricing", expected: ["/"] },
  { query: "contact", expected: ["/contact"] },
  { query: "email", expected: ["/contact"] },
  { query: "office", expected: ["/contact"] },
  { query: "team", expected: ["/team"] },
  { query: "about us", expected: ["/about"] },
  { query: "our mission", expected: ["/about"] },
  { query: "cyber security", expected: ["/service", "/service/service-details"] },
  { query: "cybersecurity", expected: ["/service", "/service/service-details", "/blog"] },
  { query: "security", expected: ["/service", "/service/service-details"] },
  { query: "it consulting", expected: ["/service", "/service/service-details"] },
  { query: "software development", expected: ["/service", "/service/service-details"] },
  { query: "mobile app", expected: ["/service", "/service/service-details", "/blog"] },
  { query: "data analytics", expected: ["/service", "/service/service-details"] },
  { query: "managed it services", expected: ["/service", "/service/service-details", "/about"] },
  { query: "digital marketing", expected: ["/"] },
  { query: "frequently asked questions", expected: ["/service/service-details"] },
  { query: "technologies", expected: ["/service/service-details"] },
  { query: "projects", expected: ["/project"] },
  { query: "case studies", expected: ["/project", "/project/project-details"] },
  // A project's name and its case study's subject.
  { query: "hybrid cloud migration", expected: ["/project/project-details"] },
  { query: "erp implementation", expected: ["/project/project-details", "/project"] },
  { query: "priya raman", expected: ["/team", "/about"] },
  // The article's author and the company's head of SEO.
  { query: "sofia alvarez", expected: ["/team", "/blog/blog-details"] },
  { query: "testimonials", expected: ["/testimonial"] },
  // A testimonial's subject.
  { query: "organic traffic", expected: ["/testimonial"] },
  { query: "cloud costs", expected: ["/testimonial"] },
  { query: "blog", expected: ["/blog"] },
  { query: "local seo", expected: ["/blog"] },
  // Written before looking at the results (decision 24, "Revision"): colloquial phrasings, questions and typos, as visitors type them.
  // The reviewer's: the About page, not the article or a home variant; the Services list, not one service's page.
  { query: "about the company", expected: ["/about"] },
  { query: "services you offer", expected: ["/service"] },
  // The FAQ "How much do your services cost?" is on the service details page; the pricing plans on the home page.
  { query: "how much does it cost", expected: ["/", "/service/service-details"] },
  { query: "pricing plans", expected: ["/"] },
  { query: "pricng", expected: ["/"] },
  { query: "how do i contact you", expected: ["/contact"] },
  // The contact page shows the numbers under "Call Us"; "phone" is the visitor's word.
  { query: "phone number", expected: ["/contact"] },
  { query: "where is your office", expected: ["/contact"] },
  { query: "opening hours", expected: ["/contact"] },
  { query: "cyber securty", expected: ["/service", "/service/service-details"] },
  { query: "sofware development", expected: ["/service", "/service/service-details"] },
  { query: "testimonals", expected: ["/testimonial"] },
  { query: "meet the team", expected: ["/team"] },
  { query: "staff", expected: ["/team"] },
  // Clients' words about the company are its testimonials.
  { query: "customer reviews", expected: ["/testimonial"] },
  { query: "latest news", expected: ["/blog"] },
  // "Frequently Asked Question" on the service details page.
  { query: "faq", expected: ["/service/service-details"] },
  // Someone who wants the migration done, not to read about it.
  { query: "cloud migration services", expected: ["/service", "/service/service-details"] },
  // Daniel Whitmore, "CEO & Founder", on the team page and the About page's leaders.
  { query: "who is the ceo", expected: ["/team", "/about"] },
  { query: "network infrastructure", expected: ["/service", "/about"] },
  // The legal pages, found by their names only (app/pages.ts).
  { query: "privacy", expected: ["/privacy-policy"] },
  { query: "terms of use", expected: ["/terms-conditions"] },
  { query: "imprint", expected: ["/legal-notice"] },
  // A heading of the page, not its name (docs/notes/search-relevance.md, the fifth blind set).
  { query: "vat id", expected: ["/legal-notice"] },
];
