/** The entry modules every page (the header) or every page with an island (the loader) loads. */
export const CLIENT_ENTRIES = {
  header: "app/client/header.ts",
  loader: "app/client/islands.ts",
} as const;

/** Their URLs: the built files' in production, the sources' under Vite in development. */
export type ClientAssets = Record<keyof typeof CLIENT_ENTRIES, string>;
