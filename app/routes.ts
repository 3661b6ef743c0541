import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";
import { newsPage, pages, searchPage, subscriptionPage, type PageEntry } from "./pages";
import { LOCALES, localePath } from "../shared/locales";
import { routeIdIn } from "./route-ids";

/**
 * The route table. Every page of app/pages.ts is a route in every language: English at its own path, another
 * language under its code (/de/about), the same modules; the language is the route's, read when a page is rendered
 * (docs/decisions/0026-locales.md). Light pages render inside the light layout route and dark pages inside the dark
 * one (same page modules, another theme). Matching is case-insensitive (React Router's default). The search page is
 * rendered on request only (not prerendered: react-router.config.ts lists `pages`), as is the newsletter's
 * confirmation page.
 */
function routesIn(code: string): RouteConfigEntry[] {
  const toRoute = (page: PageEntry) => {
    const id = routeIdIn(page.id, code);
    const path = localePath(page.path, code);
    return path === "/" ? index(page.module, { id }) : route(path.slice(1), page.module, { id });
  };
  const endpoint = (path: string, file: string, id: string) => route(localePath(path, code).slice(1), file, { id: routeIdIn(id, code) });
  return [
    layout(
      "layouts/light.tsx",
      { id: routeIdIn("light", code) },
      [...pages.filter((p) => p.theme === "light"), searchPage, subscriptionPage, newsPage].map(toRoute),
    ),
    layout("layouts/dark.tsx", { id: routeIdIn("dark", code) }, pages.filter((p) => p.theme === "dark").map(toRoute)),
    endpoint("/forms/submit", "routes/lead-submit.ts", "lead-submit"), // the forms' JSON endpoint: SUBMIT_PATH in shared/forms/form-result.ts
    endpoint("/forms/token", "routes/form-token.ts", "form-token"), // the islands' start tokens: TOKEN_PATH
    endpoint("/blog/feed.xml", "routes/blog-feed.ts", "blog-feed"), // the blog's Atom feed, from the content served
    endpoint("/blog/sitemap.xml", "routes/blog-sitemap.ts", "blog-sitemap"), // the news items' sitemap
  ];
}

export default LOCALES.flatMap((l) => routesIn(l.code)) satisfies RouteConfig;
