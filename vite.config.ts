import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
  build: {
    // No data: URLs (fonts, images) in the CSS: they would need a laxer CSP and bloat the CSS.
    assetsInlineLimit: 0,
    // NO_MINIFY=1 keeps function names readable in a CPU profile of the built site.
    minify: process.env.NO_MINIFY ? false : undefined,
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            // No merging of small chunks: over HTTP/2 a small file costs little, while merging
            // put modules on pages that do not use them (docs/decisions/0006).
            experimentalMinChunkSize: 0,
            // zod is statically imported by the content modules (for their schemas, which
            // production bundles drop), so rollup would park it in the shared content chunk
            // and every page would download it. In its own chunk only form pages load it.
            manualChunks(id: string) {
              if (id.includes("/node_modules/zod/")) return "zod";
              return undefined;
            },
          },
        },
  },
}));
