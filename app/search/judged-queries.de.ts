/**
 * Everyday German queries, each with the pages a visitor typing it would be glad to land on, judged by reading the
 * German pages (content/<collection>/de/, content/interface/de/). Written as a German visitor types: compounds and
 * their hyphenated forms, plurals and inflected adjectives, umlauts or none. Alternative home pages (/home2…) are never
 * expected, as in English (./judged-queries.en.ts). Checked by scripts/lib/search-relevance.test.ts in the `de` project.
 */
import type { JudgedQuery } from "./judged-queries.en";

export const judgedQueriesDe: readonly JudgedQuery[] = [
  // The services page is "Unsere Leistungen"; "Dienstleistungen" is the word many visitors use for it.
  { query: "Dienstleistungen", expected: ["/service", "/service/service-details"] },
  { query: "Leistungen", expected: ["/service", "/service/service-details"] },
  { query: "IT-Beratung", expected: ["/service", "/service/service-details"] },
  { query: "Softwareentwicklung", expected: ["/service", "/service/service-details"] },
  { query: "App-Entwicklung", expected: ["/service", "/service/service-details", "/blog"] },
  { query: "Datenanalyse", expected: ["/service", "/service/service-details"] },
  { query: "IT-Betreuung", expected: ["/service", "/service/service-details", "/about"] },
  { query: "Cybersicherheit", expected: ["/service", "/service/service-details", "/blog"] },
  // The service's heading says "Cybersicherheit"; the short word is what a visitor types first.
  { query: "IT-Sicherheit", expected: ["/service", "/service/service-details"] },
  { query: "Cloud-Lösungen", expected: ["/service", "/service/service-details"] },
  // The Cloud-Lösungen service, or the blog listing the "Checkliste für eine reibungslose Cloud-Migration".
  { query: "Cloud-Migration", expected: ["/service", "/service/service-details", "/blog"] },
  // Written as one word, as the pages never do.
  { query: "Cloudmigration", expected: ["/service", "/service/service-details", "/blog"] },
  { query: "Netzwerke", expected: ["/service", "/about"] },
  { query: "Technologien", expected: ["/service/service-details"] },
  // The FAQ ("Häufig gestellte Fragen") is on the service details page.
  { query: "häufige Fragen", expected: ["/service/service-details"] },
  { query: "Kontakt", expected: ["/contact"] },
  // A compound no page has: its first word finds the page.
  { query: "Kontaktformular", expected: ["/contact"] },
  { query: "E-Mail", expected: ["/contact"] },
  { query: "Preise", expected: ["/"] },
  // The home page's title is "Agentur für SEO & digitales Marketing".
  { query: "SEO-Agentur", expected: ["/"] },
  { query: "digitales Marketing", expected: ["/"] },
  { query: "Team", expected: ["/team"] },
  // Typed without the umlaut.
  { query: "uber uns", expected: ["/about"] },
  { query: "unsere Mission", expected: ["/about"] },
  { query: "Projekte", expected: ["/project"] },
  { query: "Fallstudien", expected: ["/project", "/project/project-details"] },
  { query: "ERP-Einführung", expected: ["/project/project-details", "/project"] },
  // A project's name.
  { query: "Hybrid-Cloud-Migration", expected: ["/project/project-details"] },
  { query: "Kundenstimmen", expected: ["/testimonial"] },
  // Testimonials' subjects.
  { query: "organische Besucherzahlen", expected: ["/testimonial"] },
  { query: "Cloud-Kosten", expected: ["/testimonial"] },
  { query: "Blog", expected: ["/blog"] },
  // The article "Sieben SEO-Trends, die jedes Unternehmen dieses Jahr im Blick haben sollte".
  { query: "SEO-Trends", expected: ["/blog/blog-details"] },
  { query: "lokales SEO", expected: ["/blog"] },
  { query: "Priya Raman", expected: ["/team", "/about"] },
  // The article's author and the company's head of SEO.
  { query: "Sofia Alvarez", expected: ["/team", "/blog/blog-details"] },
];
