import { useLocation } from "react-router";
import { Island } from "~/islands/island";
import { SidebarWidget } from "./sidebar-widgets";
import { SiteSearch } from "./site-search";
import { searchSite } from "./site-search-index";

/**
 * The sidebar's search box (./site-search, an island) in its widget. Rendered in the page's
 * tree on the server, so it can read the request: the form targets this page, and the
 * results for `?q=` are found here and are in the HTML, for visitors without JavaScript too.
 */
export function SiteSearchWidget({ heading, placeholder }: { heading: string; placeholder: string }) {
  const { pathname, search } = useLocation();
  const initialQuery = new URLSearchParams(search).get("q")?.trim() ?? "";
  return (
    <SidebarWidget heading={heading}>
      <Island
        name="site-search"
        component={SiteSearch}
        props={{ action: pathname, placeholder, initialQuery, initialHits: searchSite(initialQuery) }}
      />
    </SidebarWidget>
  );
}
