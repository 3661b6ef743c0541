import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { TEST_CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "./scripts/lib/chromium";

const port = Number(process.env.E2E_PORT ?? 3210);
// The shared server's store: outside test-results/, which Playwright empties when a run starts, and deleted when the run
// ends (tests/e2e/global-teardown.ts) unless E2E_DATABASE_PATH names one to keep. Set once: workers inherit it.
process.env.E2E_RUN_DATABASE ??= path.join(os.tmpdir(), `nexora-e2e-${port}-${Date.now()}.sqlite`);

/** Browser tests run against the production build, served by server.ts, in Debian's Chromium. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"]],
  globalTeardown: "./tests/e2e/global-teardown.ts",
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: TEST_CHROMIUM_FLAGS,
    },
    viewport: { width: 1440, height: 900 },
  },
  webServer: {
    command: "node --import tsx server.ts",
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: process.env.E2E_DATABASE_PATH ?? process.env.E2E_RUN_DATABASE,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
    },
  },
});
