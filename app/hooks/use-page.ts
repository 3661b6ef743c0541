import { useMatches } from "react-router";
import { pageById, type PageEntry } from "~/pages";
import { pageIdOf } from "~/route-ids";

/** The page-table entry of the route being shown (undefined on the error page). */
export function usePage(): PageEntry | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const page = pageById(pageIdOf(matches[i].id));
    if (page) return page;
  }
  return undefined;
}
