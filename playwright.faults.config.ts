import { defineConfig } from "@playwright/test";

/**
 * The lead store's fault tests (tests/faults/): HTTP only, no browser, against production
 * servers they start themselves on free ports; one at a time (they mount file systems and
 * stop, crash and freeze their own PostgreSQL cluster). `npm run test:faults`; needs root.
 */
export default defineConfig({
  testDir: "tests/faults",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: [["list"]],
});
