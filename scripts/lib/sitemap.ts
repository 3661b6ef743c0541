// The sitemap: every page in every language, each listing all of them (docs/decisions/0026-locales.md).
import { LOCALES, localePath } from "../../shared/locales";

/** Every language's URL of every canonical page, each with all of them as alternates (and x-default: English). */
export function sitemapXml(origin: string, paths: readonly string[], codes: readonly string[]): string {
  const url = (p: string) => `${origin}${p === "/" ? "/" : p}`;
  const locales = LOCALES.filter((l) => codes.includes(l.code));
  const entries = paths.flatMap((p) =>
    locales.map((l) =>
      [
        `  <url>`,
        `    <loc>${url(localePath(p, l.code))}</loc>`,
        ...locales.map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.code}" href="${url(localePath(p, alt.code))}"/>`),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(p)}"/>`,
        `  </url>`,
      ].join("\n"),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}
