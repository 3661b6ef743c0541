import { useMatches } from "react-router";
import { newsPageOf, pageById, type PageEntry } from "~/pages";
import { pageIdOf } from "~/route-ids";

/** The page-table entry of the route being shown (undefined on the error page); a news item's page is the item's. */
export function usePage(): PageEntry | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const page = pageById(pageIdOf(matches[i].id));
    if (page?.id === "news") {
      const data = matches[i].loaderData as { item?: Parameters<typeof newsPageOf>[0]; languages?: string[] | null } | undefined;
      return data?.item ? newsPageOf(data.item, data.languages) : undefined;
    }
    if (page) return page;
  }
  return undefined;
}
