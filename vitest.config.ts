import os from "node:os";
import { defineConfig } from "vitest/config";
import { contentPlugin } from "./scripts/lib/content-plugin";
import { DEFAULT_LOCALE, LOCALES } from "./shared/locales";

// Unit and component tests only; the React Router plugin is not needed here.
// Tests read the content files as the build does: checked first, then built in, in one language (SITE_LOCALE, else
// English). The judged search queries run once more over the German and the Arabic pages, a project each.
const SEARCH_LOCALES = LOCALES.filter((l) => l.code !== DEFAULT_LOCALE.code).map((l) => l.code);

export default defineConfig({
  test: {
    // Vitest keeps a core for itself by default: one worker on a two-core machine, where the files mostly wait on
    // imports, jsdom and PostgreSQL. Each file makes its own databases, so they run side by side.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        plugins: [contentPlugin()],
        resolve: { tsconfigPaths: true },
        oxc: { jsx: { runtime: "automatic" } },
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["app/**/*.test.{ts,tsx}"],
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      // The server's, the scripts' and the shared code's tests render no component: no browser document to set up.
      {
        plugins: [contentPlugin()],
        resolve: { tsconfigPaths: true },
        oxc: { jsx: { runtime: "automatic" } },
        test: {
          name: "node",
          environment: "node",
          include: ["server/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "shared/**/*.test.ts"],
          // A throwaway PostgreSQL cluster for the store's tests (they run against SQLite and PostgreSQL).
          globalSetup: ["./tests/support/vitest-postgres.ts"],
        },
      },
      ...SEARCH_LOCALES.map((locale) => ({
        plugins: [contentPlugin({ locale })],
        resolve: { tsconfigPaths: true },
        oxc: { jsx: { runtime: "automatic" as const } },
        test: { name: `search-${locale}`, environment: "node", include: ["scripts/lib/search-relevance.test.ts"] },
      })),
    ],
  },
});
