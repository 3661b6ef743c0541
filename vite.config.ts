import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { builtClientAssets, devClientAssets, islandsBuilt } from "./scripts/lib/islands-build";
import { contentPlugin } from "./scripts/lib/content-plugin";

/**
 * decap-cms (the content editor's bundle, served from node_modules by `npm run cms`) brings
 * react-router-dom 5 into node_modules; React Router's plugin then asks the dev server to
 * pre-bundle it, which fails against React Router 7. The site never imports react-router-dom.
 */
function noReactRouterDomPrebundle(): Plugin {
  return {
    name: "no-react-router-dom-prebundle",
    config: {
      order: "post",
      handler(config) {
        if (config.optimizeDeps?.include)
          config.optimizeDeps.include = config.optimizeDeps.include.filter((name) => name !== "react-router-dom");
      },
    },
  };
}

/*
 * React Router renders and prerenders the pages. Its client build is not sent to browsers
 * (pages are not hydrated): their scripts come from the islands build (vite.islands.config.ts),
 * which `npm run build` runs first, so its URLs can be written into the pages here.
 */
export default defineConfig(({ command }) => ({
  // contentPlugin: the content files, checked (a bad one fails the build) and built in.
  plugins: [contentPlugin(), tailwindcss(), reactRouter(), tsconfigPaths(), noReactRouterDomPrebundle()],
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
