import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { SEARCH_PATH } from "~/search/constants";
import { resultsSummary, searchLabels } from "~/search/labels";
import type { LiveSearch } from "~/search/live-search";
import { Highlighted } from "./highlighted";
import { SearchForm } from "./search-form";

/** How long typing must pause before the count is announced (one announcement, not one per key). */
export const ANNOUNCE_DELAY_MS = 500;
/** Live results shown under the box; the rest are on /search. */
export const LIVE_RESULTS = 5;

const loadSearch = (indexUrl: string) => import("~/search/live-search").then((m) => m.loadLiveSearch(indexUrl));

/**
 * The sidebar's site search: an island (app/islands/site-search.island.tsx). As HTML it is a
 * GET form to /search, which lists the results. With JavaScript, the index (`indexUrl`, built
 * with the site) and the code that searches it load when the box is first focused, then the
 * best results show as links under the box as the visitor types (Tab reaches them; Escape
 * clears the box), and the count is announced in a polite status line once typing pauses.
 * Enter still submits to /search.
 */
export function SiteSearch({ placeholder, indexUrl }: { placeholder: string; indexUrl: string }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [announced, setAnnounced] = useState("");
  const [search, setSearch] = useState<LiveSearch | null>(null);
  const [failed, setFailed] = useState(false);
  const loading = useRef(false);

  function load() {
    if (loading.current) return;
    loading.current = true;
    loadSearch(indexUrl).then(
      (loaded) => {
        setSearch(loaded);
        setFailed(false);
      },
      (error: unknown) => {
        // Offline, or a new deployment replaced the index: the form still submits. Try again next focus.
        console.error("Site search: the index could not load", error);
        loading.current = false;
        setFailed(true);
      },
    );
  }

  // Focus or typing that came before this island started (they woke it): catch up.
  useEffect(() => {
    const box = inputRef.current;
    if (!box) return;
    if (box.value) setQuery(box.value);
    if (document.activeElement === box) load();
    // Once, after hydration: `load` reads refs only, so a later render's copy would do the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const trimmed = query.trim();
  useEffect(() => {
    if (trimmed === announced) return;
    const timer = setTimeout(() => setAnnounced(trimmed), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [trimmed, announced]);

  const hits = search && trimmed ? search.search(trimmed) : [];
  const announcedCount = search && announced ? search.search(announced).length : 0;
  const status = failed && trimmed ? searchLabels.liveUnavailable : search ? resultsSummary(announced, announcedCount) : "";

  function clear() {
    const box = inputRef.current;
    if (box) {
      box.value = "";
      box.focus();
    }
    setQuery("");
    setAnnounced("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "Escape" || !inputRef.current?.value) return;
    event.preventDefault();
    clear();
  }

  return (
    // Escape anywhere in the widget (the box, a result) clears it and returns to the box; the
    // handler only listens for keys that bubble up from the box and the result links.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={onKeyDown}>
      <SearchForm
        inputId={inputId}
        placeholder={placeholder}
        input={{
          ref: inputRef,
          onFocus: load,
          onChange: (event) => {
            load();
            setQuery(event.currentTarget.value);
          },
        }}
      />
      <p role="status" className={status ? "mt-4 text-sm text-muted" : "sr-only"}>
        {status}
      </p>
      {hits.length ? (
        <ul aria-label={searchLabels.resultsLabel} className="mt-3 flex flex-col gap-1">
          {hits.slice(0, LIVE_RESULTS).map((hit) => (
            <li key={hit.path}>
              <a href={hit.path} className="flex flex-col gap-0.5 rounded-lg px-3 py-2 hover:bg-surface-alt">
                <span className="font-medium text-ink">{hit.title}</span>
                <span className="line-clamp-2 text-sm text-muted">
                  <Highlighted parts={hit.text} />
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {hits.length > LIVE_RESULTS ? (
        <a
          href={`${SEARCH_PATH}?q=${encodeURIComponent(trimmed)}`}
          className="mt-2 inline-block px-3 text-sm font-semibold text-brand-ink hover:underline"
        >
          {searchLabels.allResults} ({hits.length})
        </a>
      ) : null}
    </div>
  );
}
