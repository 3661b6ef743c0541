import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_PATH, TEST_CHROMIUM_FLAGS } from "./scripts/lib/chromium";

const port = Number(process.env.E2E_PORT ?? 3210);

/** Browser tests run against the production build, served by server.ts, in Debian's Chromium. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
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
      // Outside test-results/, which Playwright empties when a run starts.
      DATABASE_PATH: process.env.E2E_DATABASE_PATH ?? path.join(os.tmpdir(), `nexora-e2e-${port}-${Date.now()}.sqlite`),
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
    },
  },
});
