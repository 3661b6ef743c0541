/**
 * The browser's JavaScript (docs/decisions/0010-islands.md): the header module that every page
 * loads, the island loader, each island's module, and React DOM in one chunk shared by them.
 * Built before `react-router build` (npm run build), whose client build is never sent to
 * browsers: pages are not hydrated.
 */
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { CLIENT_ENTRIES, islandsOutDir } from "./scripts/lib/islands-build";
import { contentPlugin } from "./scripts/lib/content-plugin";

/**
 * The loader imports each island's default export only; the island's binding (its other
 * export) is for pages on the server. Vite's glob writes `.then(m => m["default"])`, which
 * hides that from the tree-shaking; the destructured form lets Rollup drop the binding and
 * `island()` from the browser's chunks.
 */
function islandDefaultsOnly(): Plugin {
  const globbed = '.then(m => m["default"])';
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
  // Content modules are server-only: in the browser their reader throws (islands get props).
  plugins: [contentPlugin({ browser: true }), tsconfigPaths(), islandDefaultsOnly()],
  esbuild: { jsx: "automatic" },
  publicDir: false,
  build: {
    outDir: islandsOutDir(),
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
    // No preload helper in the loader (it weighs more than it saves): the loader imports an
    // island's module and the React chunk (which holds ./hydrate) together, so React does not
    // wait for the island's module to name it.
    modulePreload: false,
    // Terser saves ~1 KB of brotli over esbuild on React DOM: on a 60 KB budget, worth the time.
    minify: process.env.NO_MINIFY ? false : "terser",
    terserOptions: { compress: { passes: 2 }, mangle: { toplevel: true }, format: { comments: false } },
    rollupOptions: {
      input: Object.values(CLIENT_ENTRIES),
      output: {
        entryFileNames: "assets/[name]-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        assetFileNames: "assets/[name]-[hash][extname]",
        manualChunks(id: string) {
          // React, React DOM and the hydration call: one chunk, loaded by the first island that starts.
          if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id) || id.endsWith("/app/client/hydrate.tsx")) return "react";
          return undefined;
        },
      },
    },
  },
});
