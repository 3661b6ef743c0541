/**
 * What server.ts gives React Router's actions and loaders for a request. The routes read it through the typed contexts
 * of app/lib/request-context.server.ts, which the build makes (`routerContextOf`). `npm run dev` serves through
 * server.ts too; only prerendering has none, and it posts no form.
 */
import type { Request, Response } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { FormStart } from "../shared/forms/form-result";
import type { CommentReader } from "../shared/comments";
import type { SiteSearch } from "../shared/search";
import type { LeadService } from "./lead-service";

/** What app code may log through: the request's logger (its lines carry the request id). */
export interface RequestLog {
  error(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

export interface FormContext {
  /** The visitor's address as the socket (or a trusted proxy) reports it; "" if unknown. */
  clientIp: string;
  leads: LeadService;
  log: RequestLog;
  /** Adds a header to the response (e.g. Retry-After), which route actions cannot do alone. */
  setResponseHeader(name: string, value: string): void;
  /** A start token for the forms of a page rendered now (undefined until the store is open). */
  formStart(): FormStart | undefined;
}

/** A request's values, each optional: a render for a page's comments passes only `comments`. */
export interface RequestValues {
  forms?: FormContext;
  /** An article's approved comments (the blog-details loader); without it a page shows only the spec's samples. */
  comments?: CommentReader;
  /** The request's logger (errors React Router catches are logged with the request id). */
  log?: RequestLog;
  /** The site search behind /search; undefined when there is no index (a build without its postbuild step). */
  search?: () => Promise<SiteSearch | undefined>;
  /** The search index the page's language links as served: written into a page rendered now (one build, every language). */
  searchIndexUrl?: string;
  /** For the Content-Security-Policy of a page rendered now. */
  cspNonce?: string;
  /** The languages a page made from the content (a news item's) is in, as served. */
  languages?: (path: string) => string[];
}

export type RequestContextSetter = (provider: RouterContextProvider, values: RequestValues) => void;

/**
 * A provider for these values: of the react-router that handles the request (it checks the class), set through the
 * build's own contexts (app/entry.server.tsx exports `setRequestContext`).
 */
export async function routerContextOf(
  build: ServerBuild | (() => Promise<ServerBuild>),
  values: RequestValues,
): Promise<RouterContextProvider> {
  const loaded = typeof build === "function" ? await build() : build;
  const set = (loaded.entry.module as { setRequestContext?: RequestContextSetter }).setRequestContext;
  if (!set) throw new Error("the server build's entry exports no setRequestContext (app/entry.server.tsx)");
  const provider = new RouterContextProvider();
  set(provider, values);
  return provider;
}

export function createFormContext(req: Request, res: Response, leads: LeadService): FormContext {
  return {
    clientIp: req.ip ?? req.socket.remoteAddress ?? "",
    leads,
    log: req.log,
    setResponseHeader: (name, value) => {
      if (!res.headersSent) res.setHeader(name, value);
    },
    formStart: () => {
      const tokens = leads.formTokens();
      return tokens && { token: tokens.issue(), minFillMs: leads.options.minFillMs };
    },
  };
}
