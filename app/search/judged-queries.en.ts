/**
 * Everyday English queries, each with the pages a visitor typing it would be glad to land on, judged by reading the
 * built pages. Alternative home pages (/home2…) are never expected: they repeat the main pages' sections. Checked by
 * scripts/lib/search-relevance.ts: every query must find one of its pages in the top 3.
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
];
