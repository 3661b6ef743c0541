/**
 * /blog/sitemap.xml in each language: the company's news items written in it, read from the content being served (the
 * built sitemap.xml lists the pages of the table; robots.txt names both).
 */
import { news, newsPath } from "~/content/news";
import { absoluteUrl } from "~/lib/meta";
import { localHref } from "~/i18n/links";
import { xmlText } from "~/lib/xml";

export function loader() {
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...news().map(
      (item) => `  <url><loc>${xmlText(absoluteUrl(localHref(newsPath(item.slug))))}</loc><lastmod>${item.date}</lastmod></url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "no-cache" } });
}
