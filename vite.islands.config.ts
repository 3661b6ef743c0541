// The browser's JavaScript (docs/decisions/0010-islands.md), built before `react-router build`.
import { defineConfig, type Plugin } from "vite";
import { CLIENT_ENTRIES, islandsOutDir } from "./scripts/lib/islands-build.ts";
import { contentPlugin } from "./scripts/lib/content-plugin.ts";

// The loader needs only each island's default export; the binding beside it (`export const XIsland = island(X)`) is for
// pages. Rolldown keeps every export of a dynamically imported module, so the loader imports a stand-in that re-exports
// the default alone, and the binding and `island()` stay out of the browser's chunks.
const DEFAULT_ONLY = "?island-default";

function islandDefaultsOnly(): Plugin {
  const globbed = /import\("(\.\.\/islands\/[\w-]+\.island\.tsx)"\)/g;
  return {
    name: "island-defaults-only",
    enforce: "post",
    transform(code, id) {
      if (!id.endsWith("/app/client/islands.ts")) return undefined;
      // Vite's glob output is matched as text: a change in it stops the build rather than ship the bindings.
      if (!globbed.test(code)) this.error(`Vite's glob output changed: no ${globbed.source} in the island loader`);
      return { code: code.replace(globbed, `import("$1${DEFAULT_ONLY}")`), map: null };
    },
    async resolveId(source, importer) {
      if (!source.endsWith(DEFAULT_ONLY)) return null;
      const resolved = await this.resolve(source.slice(0, -DEFAULT_ONLY.length), importer, { skipSelf: true });
      return resolved && `${resolved.id}${DEFAULT_ONLY}`;
    },
    load(id) {
      if (!id.endsWith(DEFAULT_ONLY)) return null;
      return `export { default } from ${JSON.stringify(id.slice(0, -DEFAULT_ONLY.length))};`;
    },
  };
}

// Vite wraps every dynamic import in a preload helper (~0.4 KB of brotli), even with `modulePreload: false`, because the
// same helper would load a chunk's CSS (vitejs/vite#18551). Islands import no CSS, so every call passes no dependencies;
// the helper is replaced by one that only calls the import, and the build stops if a call ever passes some.
const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";

function plainDynamicImports(): Plugin {
  return {
    name: "plain-dynamic-imports",
    enforce: "pre",
    load(id) {
      if (id !== PRELOAD_HELPER_ID) return null;
      return "export const __vitePreload = (load) => load();";
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.code.includes("__vite__mapDeps"))
          this.error(`${chunk.fileName} preloads dependencies with a dynamic import; the plain helper would drop them`);
      }
    },
  };
}

export default defineConfig({
  // In the browser the content reader throws: islands get props.
  plugins: [plainDynamicImports(), contentPlugin({ browser: true }), islandDefaultsOnly()],
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
