/** The search's constants that the browser's island needs at once (this module imports nothing). */

/** The search results page (app/routes/search.tsx): the search boxes' form target. */
export const SEARCH_PATH = "/search";

/** Longest query searched; the rest is cut off (the search box takes no more). */
export const MAX_QUERY_LENGTH = 100;
