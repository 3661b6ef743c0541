export const CLIENT_ENTRIES = {
  header: "app/client/header.ts",
  loader: "app/client/islands.ts",
} as const;

// The built files' URLs in production, the sources' under Vite in development.
export type ClientAssets = Record<keyof typeof CLIENT_ENTRIES, string>;
