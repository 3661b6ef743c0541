import { useEffect, useId, useState, type FormEvent } from "react";
import { Search } from "~/components/ui/icons";
import { detailLabels } from "~/content/inner-pages";
import type { SearchHit } from "./site-search-index";

export type { SearchHit } from "./site-search-index";

type Searcher = (query: string) => SearchHit[];

/** What the status line says about a query's results ("" for no query). */
export function searchStatus(query: string, count: number): string {
  if (!query) return "";
  if (!count) return `${detailLabels.searchNoResults} “${query}”`;
  return `${count} ${count === 1 ? detailLabels.searchResult : detailLabels.searchResults} “${query}”`;
}

/** How long typing must pause before the count is announced (one announcement, not one per key). */
export const ANNOUNCE_DELAY_MS = 500;

const loadIndex = () => import("./site-search-index");

/**
 * Keyword search of the site's services and articles: an island
 * (app/islands/site-search.island.tsx). It is a GET form to the page it is on (`action`), so
 * without JavaScript the server renders the results of `?q=` (`initialQuery`, with its
 * `initialHits`). With JavaScript the results follow the box as the visitor types, and the
 * count is announced in a status line once typing pauses, or at once on submit. The text it
 * searches (./site-search-index) loads when the box is first focused or typed in.
 */
export function SiteSearch({
  action,
  placeholder,
  initialQuery = "",
  initialHits = [],
}: {
  /** The page's path: the form's target. */
  action: string;
  placeholder: string;
  /** The `q` of the request the page was rendered for. */
  initialQuery?: string;
  /** Its results, found on the server. */
  initialHits?: SearchHit[];
}) {
  const inputId = useId();
  const [text, setText] = useState(initialQuery);
  const [announced, setAnnounced] = useState(initialQuery.trim());
  const [searcher, setSearcher] = useState<Searcher | null>(null);
  const query = text.trim();

  function load() {
    if (!searcher) void loadIndex().then((m) => setSearcher(() => m.searchSite));
  }

  // A prerendered copy of the page (or a static host) ignores the query: read it here then.
  // After hydration, so the first render matches the server's.
  useEffect(() => {
    if (initialQuery) return;
    const q = new URLSearchParams(window.location.search).get("q")?.trim();
    if (q) {
      setText(q);
      setAnnounced(q);
      void loadIndex().then((m) => setSearcher(() => m.searchSite));
    }
  }, [initialQuery]);

  useEffect(() => {
    if (query === announced) return;
    const timer = setTimeout(() => setAnnounced(query), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, announced]);

  /** Results for a query: the server's for its own query until the index is here. */
  const find = (q: string): SearchHit[] | undefined =>
    searcher ? searcher(q) : q === initialQuery.trim() ? initialHits : q ? undefined : [];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    load();
    setAnnounced(query);
    // The address says what is shown, as after the form's own submission.
    window.history.replaceState(window.history.state, "", query ? `${action}?q=${encodeURIComponent(query)}` : action);
  }

  const hits = find(query) ?? [];
  const announcedHits = find(announced);
  // Nothing is announced until the count is known (the index arrives within moments).
  const status = announcedHits ? searchStatus(announced, announcedHits.length) : "";

  return (
    <>
      <form role="search" action={action} method="get" onSubmit={onSubmit} className="relative">
        <label htmlFor={inputId} className="sr-only">
          {detailLabels.searchLabel}
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          value={text}
          onChange={(e) => {
            load();
            setText(e.target.value);
          }}
          onFocus={load}
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
              <a href={hit.href} className="flex flex-col rounded-lg px-3 py-2 hover:bg-surface-alt">
                <span className="text-xs font-semibold tracking-wide text-brand-ink uppercase">
                  {detailLabels.searchKinds[hit.kind]}
                </span>
                <span className="font-medium text-ink">{hit.title}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
