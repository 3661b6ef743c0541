import { Island } from "~/islands/island";
import { SiteSearchIsland } from "~/islands/site-search.island";
import { SEARCH_INDEX_URL } from "~/search/index-file";
import { searchBoxWords } from "~/search/labels";
import { SidebarWidget } from "./sidebar-widgets";

/**
 * The sidebar's search box (./site-search, an island) in its widget: a form to /search, with
 * live results once the box is used; its code loads only then. The index's URL is the build's (app/search/index-file.ts).
 */
export function SiteSearchWidget({ heading, placeholder }: { heading: string; placeholder: string }) {
  return (
    <SidebarWidget heading={heading}>
      {/* On use: until someone reaches for the box, the page loads no script for it (a plain form to /search). */}
      <Island of={SiteSearchIsland} start="use" props={{ placeholder, indexUrl: SEARCH_INDEX_URL, words: searchBoxWords() }} />
    </SidebarWidget>
  );
}
