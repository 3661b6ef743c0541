import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { pages, searchPage, subscriptionPage, type PageEntry } from "./pages";

/**
 * The route table. Every page of app/pages.ts is a route; light pages render inside the
 * light layout route and dark pages inside the dark one (same page modules, another theme).
 * Matching is case-insensitive (React Router's default). The search page is rendered on
 * request only (not prerendered: react-router.config.ts lists `pages`), as is the newsletter's confirmation page.
 */
function toRoute(page: PageEntry) {
  return page.path === "/" ? index(page.module, { id: page.id }) : route(page.path.slice(1), page.module, { id: page.id });
}

export default [
  layout("layouts/light.tsx", [...pages.filter((p) => p.theme === "light"), searchPage, subscriptionPage].map(toRoute)),
  layout("layouts/dark.tsx", pages.filter((p) => p.theme === "dark").map(toRoute)),
  route("forms/submit", "routes/lead-submit.ts", { id: "lead-submit" }), // the forms' JSON endpoint: SUBMIT_PATH in shared/forms/form-result.ts
  route("forms/token", "routes/form-token.ts", { id: "form-token" }), // the islands' start tokens: TOKEN_PATH
] satisfies RouteConfig;
