/**
 * Everyday German queries, each with the pages a visitor typing it would be glad to land on, judged by reading the
 * German pages (content/<collection>/de/, content/interface/de/). Written as a German visitor types: compounds and
 * their hyphenated forms, plurals and inflected adjectives, umlauts or none. Alternative home pages (/home2…) are never
 * expected, as in English (./judged-queries.en.ts). Checked by scripts/lib/search-relevance.test.ts in the `de` project.
 * The queries from "über das Unternehmen" on were written before any was searched (decision 24, "Revision").
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
  // The Cloud-Lösungen service: a translation review expected it above the blog's "Checkliste für eine reibungslose
  // Cloud-Migration" and the testimonials, so the blog no longer counts.
  { query: "Cloud-Migration", expected: ["/service", "/service/service-details"] },
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
  // Written before looking at the results (decision 24, "Revision"): colloquial phrasings, questions and typos, as visitors type them.
  // The reviewer's: the About page ("Über uns"), not the article or a home variant.
  { query: "über das Unternehmen", expected: ["/about"] },
  { query: "über die Firma", expected: ["/about"] },
  // The home page's pricing is headed "Preispakete" and "Preise"; a visitor asks for plans.
  { query: "Preispläne", expected: ["/"] },
  { query: "Preisplane", expected: ["/"] },
  // The FAQ "Was kosten Ihre Leistungen?" is on the service details page.
  { query: "was kostet das", expected: ["/", "/service/service-details"] },
  { query: "welche Leistungen bieten Sie an", expected: ["/service"] },
  { query: "Cloud Lösungen", expected: ["/service", "/service/service-details"] },
  // The contact page says "Rufen Sie uns an".
  { query: "Telefonnummer", expected: ["/contact"] },
  { query: "Oeffnungszeiten", expected: ["/contact"] },
  { query: "Adresse", expected: ["/contact"] },
  { query: "Kundenstimen", expected: ["/testimonial"] },
  { query: "Softwarentwicklung", expected: ["/service", "/service/service-details"] },
  { query: "Cybersicherhiet", expected: ["/service", "/service/service-details"] },
  { query: "Mitarbeiter", expected: ["/team"] },
  { query: "Bewertungen", expected: ["/testimonial"] },
  // References: the case studies and what the clients say.
  { query: "Referenzen", expected: ["/project", "/project/project-details", "/testimonial"] },
  { query: "FAQ", expected: ["/service/service-details"] },
  { query: "News", expected: ["/blog"] },
  // "Netzwerkinfrastruktur" split in two.
  { query: "Netzwerk Infrastruktur", expected: ["/service", "/about"] },
  // The legal pages, found by their names only (app/pages.ts).
  { query: "Datenschutz", expected: ["/privacy-policy"] },
  { query: "Impressum", expected: ["/legal-notice"] },
  // A heading of the page, not its name (docs/notes/search-relevance.md, the fifth blind set).
  { query: "Umsatzsteuer-ID", expected: ["/legal-notice"] },
  { query: "Übermittlung in die USA", expected: ["/privacy-policy"] },
  { query: "AGB", expected: ["/terms-conditions"] },
  // A compound no page has, read by its head ("Geschichte" in the synonym table).
  { query: "Unternehmensgeschichte", expected: ["/about"] },
];
