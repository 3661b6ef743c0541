import { defineConfig } from "@playwright/test";

// One at a time: the fault tests mount file systems and stop, crash and freeze their own PostgreSQL cluster. Needs root.
export default defineConfig({
  testDir: "tests/faults",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: [["list"]],
});
