/**
 * What server.ts gives the routes for a request, as React Router's typed contexts (middleware is always on since
 * React Router 8, so the load context is a RouterContextProvider). Each default is null: the prerender at build time
 * passes an empty provider, and a page then renders without the server's services, as before.
 */
import { createContext, RouterContextProvider } from "react-router";
import type { CommentReader } from "../../shared/comments";
import type { SiteSearch } from "../../shared/search";
import type { FormContext, RequestContextSetter, RequestLog, RequestValues } from "../../server/load-context";

export const formsContext = createContext<FormContext | null>(null);
/** An article's approved comments (the blog-details loader); without it a page shows only the spec's samples. */
export const commentsContext = createContext<CommentReader | null>(null);
/** The request's logger (errors React Router catches are logged with the request id). */
export const logContext = createContext<RequestLog | null>(null);
export const cspNonceContext = createContext<string | null>(null);
/** The site search behind /search; it answers undefined when there is no index (a build without its postbuild step). */
export const searchContext = createContext<(() => Promise<SiteSearch | undefined>) | null>(null);
/** The index a page rendered now links (app/entry.server.tsx); none: the placeholder stays (the build links it). */
export const searchIndexUrlContext = createContext<string | null>(null);
/** The languages a news item's page is in (the switcher and hreflang); none: every language is assumed. */
export const languagesContext = createContext<((path: string) => string[]) | null>(null);

/**
 * Exported by app/entry.server.tsx: the server must set the contexts of the very build that reads them (a bundle has
 * its own copy of this module), on a provider of the React Router that handles the request (under `npm run dev` Vite
 * loads another copy of react-router, and the handler checks the provider's class).
 */
export const setRequestContext: RequestContextSetter = (provider, values) => {
  if (values.forms) provider.set(formsContext, values.forms);
  if (values.comments) provider.set(commentsContext, values.comments);
  if (values.log) provider.set(logContext, values.log);
  if (values.cspNonce) provider.set(cspNonceContext, values.cspNonce);
  if (values.search) provider.set(searchContext, values.search);
  if (values.searchIndexUrl) provider.set(searchIndexUrlContext, values.searchIndexUrl);
  if (values.languages) provider.set(languagesContext, values.languages);
};

/** A provider with these values, for tests that call a loader or an action. */
export function requestContext(values: RequestValues): RouterContextProvider {
  const provider = new RouterContextProvider();
  setRequestContext(provider, values);
  return provider;
}
