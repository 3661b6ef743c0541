import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { contentPlugin } from "./scripts/lib/content-plugin";

// Unit and component tests only; the React Router plugin is not needed here.
export default defineConfig({
  // Tests read the content files as the build does: checked first, then built in.
  plugins: [contentPlugin(), tsconfigPaths()],
  esbuild: { jsx: "automatic" },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
    // A throwaway PostgreSQL cluster for the store's tests (they run against SQLite and PostgreSQL).
    globalSetup: ["./tests/support/vitest-postgres.ts"],
  },
});
