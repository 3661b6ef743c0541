import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { builtClientAssets, devClientAssets, islandsBuilt } from "./scripts/lib/islands-build";
import { contentPlugin } from "./scripts/lib/content-plugin";

/*
 * React Router renders and prerenders the pages. Its client build is not sent to browsers
 * (pages are not hydrated): their scripts come from the islands build (vite.islands.config.ts),
 * which `npm run build` runs first, so its URLs can be written into the pages here.
 */
export default defineConfig(({ command }) => ({
  // contentPlugin: the content files, checked (a bad one fails the build) and built in.
  plugins: [contentPlugin(), tailwindcss(), reactRouter(), tsconfigPaths()],
  define: {
    // (`react-router typegen` loads this config too, with no islands build: it needs no URLs.
    // A page built without them would point at the sources, which scripts/check-site.ts flags.)
    __CLIENT_ASSETS__: JSON.stringify(command === "build" && islandsBuilt() ? builtClientAssets() : devClientAssets),
  },
  build: {
    // No data: URLs (fonts, images) in the CSS: they would need a laxer CSP and bloat the CSS.
    assetsInlineLimit: 0,
  },
}));
