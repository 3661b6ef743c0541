/**
 * What the sidebar search looks through: the services and the post teasers. Its own module,
 * so the search island (./site-search) loads this text only when a visitor starts to type.
 */
import { services } from "~/content/services";
import { posts } from "~/content/posts";

/** A result. (A type, not an interface: the island gets the server's results as JSON props.) */
export type SearchHit = {
  title: string;
  href: string;
  kind: "Service" | "Article";
};

const index: (SearchHit & { text: string })[] = [
  ...services.map((s) => ({ title: s.title, href: s.btnLink, kind: "Service" as const, text: `${s.title} ${s.desc}` })),
  ...posts.map((p) => ({
    title: p.title,
    href: p.link,
    kind: "Article" as const,
    text: `${p.title} ${p.summary} ${p.category} ${p.author}`,
  })),
];

/** Services and articles whose text contains every word of the query (case-insensitive). */
export function searchSite(query: string, limit = 6): SearchHit[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return index
    .filter((entry) => {
      const text = entry.text.toLowerCase();
      return words.every((w) => text.includes(w));
    })
    .slice(0, limit)
    .map(({ title, href, kind }) => ({ title, href, kind }));
}
