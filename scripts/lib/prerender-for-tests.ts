// For tests that need the site's pages before the build: each rendered as the build prerenders it.
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet, RouterContextProvider } from "react-router";
import type { PageEntry } from "../../app/pages";
import { site } from "../../app/content/site";
import { SiteShell } from "../../app/layouts/site-shell";

type RouteModule = {
  default: ComponentType;
  loader?: (args: { request: Request; url: URL; params: object; context: RouterContextProvider }) => unknown;
};
const routeModules = import.meta.glob<RouteModule>("../../app/routes/*.tsx");

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * A page as the build prerenders it: its route module (and loader, without the server's
 * context, as at build time) in the site shell, with its title and description.
 */
export async function prerender(page: PageEntry): Promise<string> {
  const module = await routeModules[`../../app/${page.module}`]();
  const url = new URL(`http://localhost${page.path}`);
  // An empty context, as React Router's prerender passes.
  const loaderData = module.loader
    ? await module.loader({ request: new Request(url), url, params: {}, context: new RouterContextProvider() })
    : undefined;
  const Stub = createRoutesStub([
    {
      id: "layout",
      Component: () => createElement(SiteShell, null, createElement(Outlet)),
      children: [{ id: page.id, path: page.path, Component: module.default, ...(module.loader ? { loader: () => loaderData } : {}) }],
    },
  ]);
  const hydrationData = { loaderData: module.loader ? { [page.id]: loaderData } : {} };
  const body = renderToString(createElement(Stub, { initialEntries: [page.path], hydrationData }));
  return `<!DOCTYPE html><html lang="en"><head><title>${page.title} | ${site().name}</title><meta name="description" content="${escapeAttr(page.description)}"></head><body>${body}</body></html>`;
}
