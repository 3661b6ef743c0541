import { defineConfig } from "@playwright/test";
import { TEST_CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "./scripts/lib/chromium";
import { edgeRun } from "./scripts/lib/edge-nginx";

const edge = edgeRun(process.env.E2E_EDGE);
if (!edge) throw new Error("playwright.edge.config.ts is run by `npm run test:edge`, which starts the edge it tests");

// Through the HTTPS edge scripts/test-edge.ts starts (no webServer here); its certificate is self-signed, made for the run.
export default defineConfig({
  testDir: "tests",
  projects: [
    {
      name: "site",
      testMatch: [
        "e2e/forms-browser.spec.ts",
        "e2e/forms-http.spec.ts",
        "e2e/security.spec.ts",
        "e2e/comments.spec.ts",
        "edge/edge.spec.ts",
        "edge/desk-edge.spec.ts",
      ],
    },
    // A publish changes the pages the others compare: it runs after them.
    { name: "publish", testMatch: ["edge/content-edge.spec.ts"], dependencies: ["site"] },
  ],
  // What the edge changes for comments is how an approved one reaches the page (its cache): the rejected comment, the
  // markup shown as text and the 3,000-comment page are the server's, and tested in front of it by `npm test`. The
  // SIGTERM test starts its own server without an edge (it signals that process), so here it would only run again.
  grepInvert:
    /a rejected comment never shows|markup and scripts in a comment are shown as text|with 3,000 approved comments|SIGTERM finishes the request in flight/,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 90_000,
  reporter: [["list"]],
  use: {
    baseURL: edge.url,
    ignoreHTTPSErrors: true,
    browserName: "chromium",
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: TEST_CHROMIUM_FLAGS,
    },
    viewport: { width: 1440, height: 900 },
  },
});
