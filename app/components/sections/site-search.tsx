import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { SEARCH_PATH } from "~/search/constants";
import { resultsSummary, type SearchBoxWords } from "~/search/summary";
import type { LiveSearch } from "~/search/live-search";
import { withoutDirectionControls } from "~/search/direction-controls";
import { Highlighted } from "./highlighted";
import { SearchForm } from "./search-form";
import { localHref } from "~/i18n/links";

// One announcement, not one per key.
export const ANNOUNCE_DELAY_MS = 500;
// The rest are on /search.
export const LIVE_RESULTS = 5;

const loadSearch = (indexUrl: string) => import("~/search/live-search").then((m) => m.loadLiveSearch(indexUrl));

// As HTML a GET form to /search; with JavaScript the index and the search code load on first focus and the best results show as the visitor types.
export function SiteSearch({ placeholder, indexUrl, words }: { placeholder: string; indexUrl: string; words: SearchBoxWords }) {
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
        // Offline, or a new deployment replaced the index: the form still submits.
        console.error("Site search: the index could not load", error);
        loading.current = false;
        setFailed(true);
      },
    );
  }

  // Focus or typing that woke this island: catch up.
  useEffect(() => {
    const box = inputRef.current;
    if (!box) return;
    if (box.value) setQuery(box.value);
    if (document.activeElement === box) load();
    // Once: `load` reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // As /search reads it: without direction controls, which echoed would turn the words around them.
  const trimmed = withoutDirectionControls(query).trim();
  useEffect(() => {
    if (trimmed === announced) return;
    const timer = setTimeout(() => setAnnounced(trimmed), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [trimmed, announced]);

  const hits = search && trimmed ? search.search(trimmed) : [];
  const announcedCount = search && announced ? search.search(announced).length : 0;
  const status = failed && trimmed ? words.liveUnavailable : search ? resultsSummary(announced, announcedCount, words) : "";

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
    // Escape anywhere in the widget clears it and returns to the box.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={onKeyDown}>
      <SearchForm
        inputId={inputId}
        placeholder={placeholder}
        words={words}
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
        <ul aria-label={words.resultsLabel} className="mt-3 flex flex-col gap-1">
          {hits.slice(0, LIVE_RESULTS).map((hit) => (
            <li key={hit.path}>
              <a href={localHref(hit.path)} className="flex flex-col gap-0.5 rounded-lg px-3 py-2 hover:bg-surface-alt">
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
          href={localHref(`${SEARCH_PATH}?q=${encodeURIComponent(trimmed)}`)}
          className="mt-2 inline-block px-3 text-sm font-semibold text-brand-ink hover:underline"
        >
          {words.allResults} ({hits.length})
        </a>
      ) : null}
    </div>
  );
}
