import { Island } from "~/islands/island";
import { SiteSearchIsland } from "~/islands/site-search.island";
import { SEARCH_INDEX_URL } from "~/search/index-file";
import { SidebarWidget } from "./sidebar-widgets";

/**
 * The sidebar's search box (./site-search, an island) in its widget: a form to /search, with
 * live results once the box is used. The index's URL is the build's (app/search/index-file.ts).
 */
export function SiteSearchWidget({ heading, placeholder }: { heading: string; placeholder: string }) {
  return (
    <SidebarWidget heading={heading}>
      <Island of={SiteSearchIsland} props={{ placeholder, indexUrl: SEARCH_INDEX_URL }} />
    </SidebarWidget>
  );
}
