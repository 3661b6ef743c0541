import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { builtClientAssets, devClientAssets, islandsBuilt } from "./scripts/lib/islands-build.ts";
import { contentPlugin } from "./scripts/lib/content-plugin.ts";

// Pages are not hydrated: their scripts come from the islands build, run first so its URLs can be written in (docs/decisions/0010-islands.md).
export default defineConfig(({ command }) => ({
  plugins: [contentPlugin(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: {
    // `react-router typegen` loads this config with no islands build; a page built without URLs is flagged by scripts/check-site.ts.
    __CLIENT_ASSETS__: JSON.stringify(command === "build" && islandsBuilt() ? builtClientAssets() : devClientAssets),
  },
  build: {
    // data: URLs would need a laxer CSP and bloat the CSS.
    assetsInlineLimit: 0,
    // Rolldown's note that plugins take most of the time: the content check and React Router's, by design; bench:build
    // watches the time.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
}));
