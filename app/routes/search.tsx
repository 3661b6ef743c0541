import { useId } from "react";
import { data } from "react-router";
import { searchContext } from "~/lib/request-context.server";
import { site } from "~/content/site";
import { serviceSidebar } from "~/content/labels";
import { searchPage } from "~/pages";
import { resultsSummary, searchLabels } from "~/search/labels";
import { normalizeQuery } from "~/search/search-options";
import type { FoundPage } from "~/search/search.server";
import { Highlighted } from "~/components/sections/highlighted";
import { SearchForm } from "~/components/sections/search-form";
import type { Route } from "./+types/search";
import { fill } from "~/i18n/format";
import { localHref } from "~/i18n/links";

/**
 * /search?q=…: the site search's results, rendered on request (never prerendered) from the
 * index built with the site (app/search/), which the server passes in the load context. Works
 * without JavaScript; not for search engines.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const query = normalizeQuery(url.searchParams.get("q") ?? "");
  const search = await context.get(searchContext)?.();
  if (!search) return data({ query, results: null as FoundPage[] | null }, { status: 503 });
  return { query, results: query ? search.search(query) : [] };
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  const query = loaded?.query ?? "";
  const title = query ? fill(searchLabels.resultsTitle, { query }) : searchPage.title;
  return [
    { title: `${title} | ${site().name}` },
    { name: "description", content: searchPage.description },
    { name: "robots", content: "noindex" },
  ];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, results } = loaderData;
  const inputId = useId();
  const headingId = useId();
  const found = query && results;
  return (
    <section aria-labelledby={headingId} className="section">
      <div className="container-site">
        <div className="mx-auto max-w-3xl">
          <SearchForm inputId={inputId} placeholder={serviceSidebar.searchPlaceholder} defaultValue={query} words={searchLabels} />
          {found ? (
            <h2 id={headingId} className="mt-10 text-2xl">
              {resultsSummary(query, results.length, searchLabels)}
            </h2>
          ) : (
            <>
              <h2 id={headingId} className="sr-only">
                {searchLabels.boxLabel}
              </h2>
              <p className="mt-10 text-lg text-muted">{results ? searchLabels.emptyQuery : searchLabels.unavailable}</p>
            </>
          )}
          {found && !results.length ? <p className="mt-3 text-muted">{searchLabels.noResultsHint}</p> : null}
          {found && results.length ? (
            <ol aria-label={searchLabels.resultsLabel} className="mt-8 flex flex-col gap-8">
              {results.map((result) => (
                <li key={result.path}>
                  <h3 className="text-xl">
                    <a href={localHref(result.path)} className="text-ink hover:text-brand-ink hover:underline">
                      {result.title}
                    </a>
                  </h3>
                  <p className="mt-1 text-sm text-brand-ink">
                    {/* An address reads left to right on a right-to-left page too. */}
                    <bdi dir="ltr">{localHref(result.path)}</bdi>
                  </p>
                  <p className="mt-2 leading-relaxed text-muted">
                    <Highlighted parts={result.snippet} />
                  </p>
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      </div>
    </section>
  );
}
