// The browser's JavaScript (docs/decisions/0010-islands.md), built before `react-router build`.
import { defineConfig, type Plugin } from "vite";
import { CLIENT_ENTRIES, islandsOutDir } from "./scripts/lib/islands-build";
import { contentPlugin } from "./scripts/lib/content-plugin";

// Vite's glob writes `.then((m) => m["default"])`, hiding from tree-shaking that the loader needs only the default:
// destructuring lets Rolldown drop the binding and `island()` from the browser's chunks.
function islandDefaultsOnly(): Plugin {
  const globbed = '.then((m) => m["default"])';
  return {
    name: "island-defaults-only",
    enforce: "post",
    transform(code, id) {
      if (!id.endsWith("/app/client/islands.ts")) return undefined;
      if (!code.includes(globbed)) this.error(`Vite's glob output changed: no ${globbed} in the island loader`);
      return { code: code.replaceAll(globbed, ".then(({ default: m }) => m)"), map: null };
    },
  };
}

export default defineConfig({
  // In the browser the content reader throws: islands get props.
  plugins: [contentPlugin({ browser: true }), islandDefaultsOnly()],
  resolve: { tsconfigPaths: true },
  oxc: { jsx: { runtime: "automatic" } },
  publicDir: false,
  build: {
    outDir: islandsOutDir(),
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
    // The preload helper weighs more than it saves: the loader imports an island and the React chunk together.
    modulePreload: false,
    // Terser saves ~0.3 KB of brotli over Vite 8's Oxc minifier on the islands (84.6 vs 84.9 KB): on a 60 KB budget, worth the time.
    minify: process.env.NO_MINIFY ? false : "terser",
    terserOptions: { compress: { passes: 2 }, mangle: { toplevel: true }, format: { comments: false } },
    rolldownOptions: {
      input: Object.values(CLIENT_ENTRIES),
      // Rolldown's note that plugins take most of the time: the content check, by design; bench:build watches the time.
      checks: { bundlerTimings: false },
      output: {
        entryFileNames: "assets/[name]-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        assetFileNames: "assets/[name]-[hash][extname]",
        codeSplitting: {
          groups: [
            // React, React DOM and the hydration call: one chunk, loaded by the first island that starts.
            { name: "react", test: /\/node_modules\/(react|react-dom|scheduler)\/|\/app\/client\/hydrate\.tsx$/ },
          ],
        },
      },
    },
  },
});
