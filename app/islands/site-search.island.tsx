import { SiteSearch } from "~/components/sections/site-search";
import { island } from "./bind";

export default SiteSearch;
export const SiteSearchIsland = island(SiteSearch);
