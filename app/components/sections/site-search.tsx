import { useEffect, useId, useState, type FormEvent } from "react";
import { Link, useLocation } from "react-router";
import { Search } from "~/components/ui/icons";
import { services } from "~/content/services";
import { posts } from "~/content/posts";
import { detailLabels } from "~/content/inner-pages";
import { SidebarWidget } from "./sidebar-widgets";

export interface SearchHit {
  title: string;
  href: string;
  kind: "Service" | "Article";
}

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

/**
 * Keyword search of the site's services and articles. It is a GET form to the current page
 * (so `?q=` survives without JavaScript and is read after hydration); with JavaScript the
 * results appear under the box and the count is announced.
 */
export function SiteSearch({ heading, placeholder }: { heading: string; placeholder: string }) {
  const { pathname } = useLocation();
  const inputId = useId();
  const [text, setText] = useState("");
  const [query, setQuery] = useState<string | null>(null);

  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get("q")?.trim();
    if (q) {
      setText(q);
      setQuery(q);
    }
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery(text.trim());
  }

  const hits = query ? searchSite(query) : [];
  const status = query
    ? hits.length
      ? `${hits.length} ${hits.length === 1 ? detailLabels.searchResult : detailLabels.searchResults} “${query}”`
      : `${detailLabels.searchNoResults} “${query}”`
    : "";

  return (
    <SidebarWidget heading={heading}>
      <form role="search" action={pathname} method="get" onSubmit={onSubmit} className="relative">
        <label htmlFor={inputId} className="sr-only">
          {detailLabels.searchLabel}
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className="w-full rounded-full border border-line bg-surface py-3 pr-14 pl-5 text-ink placeholder:text-muted"
        />
        <button
          type="submit"
          className="absolute top-1 right-1 inline-flex size-10 items-center justify-center rounded-full bg-brand text-on-brand hover:bg-brand-strong"
        >
          <Search aria-hidden="true" className="size-4" />
          <span className="sr-only">{detailLabels.searchButton}</span>
        </button>
      </form>
      <p role="status" className={status ? "mt-4 text-sm text-muted" : "sr-only"}>
        {status}
      </p>
      {hits.length ? (
        <ul className="mt-3 flex flex-col gap-2">
          {hits.map((hit) => (
            <li key={hit.title}>
              <Link to={hit.href} className="flex flex-col rounded-lg px-3 py-2 hover:bg-surface-alt">
                <span className="text-xs font-semibold tracking-wide text-brand-ink uppercase">
                  {detailLabels.searchKinds[hit.kind]}
                </span>
                <span className="font-medium text-ink">{hit.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </SidebarWidget>
  );
}
