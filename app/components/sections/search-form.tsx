import type { ComponentPropsWithRef } from "react";
import { Search } from "~/components/ui/icons";
import { MAX_QUERY_LENGTH, SEARCH_PATH } from "~/search/constants";
import type { SearchBoxWords } from "~/search/summary";
import { localHref } from "~/i18n/links";

/**
 * The site's search form: a GET form to the results page (/search?q=…), so it works without
 * JavaScript; Enter submits it. Used by the sidebar search island and by the results page.
 */
export function SearchForm({
  inputId,
  placeholder,
  defaultValue,
  input,
  words,
}: {
  inputId: string;
  words: Pick<SearchBoxWords, "boxLabel" | "button">;
  placeholder: string;
  /** The query shown back in the box. */
  defaultValue?: string;
  /** What the island adds to the box (a ref, handlers). */
  input?: ComponentPropsWithRef<"input">;
}) {
  return (
    <form role="search" action={localHref(SEARCH_PATH)} method="get" className="relative">
      <label htmlFor={inputId} className="sr-only">
        {words.boxLabel}
      </label>
      <input
        {...input}
        id={inputId}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        className="w-full rounded-full border border-line bg-surface py-3 ps-5 pe-14 text-ink placeholder:text-muted"
      />
      <button
        type="submit"
        className="absolute end-1 top-1 inline-flex size-10 items-center justify-center rounded-full bg-brand text-on-brand hover:bg-brand-strong"
      >
        <Search aria-hidden="true" className="size-4" />
        <span className="sr-only">{words.button}</span>
      </button>
    </form>
  );
}
