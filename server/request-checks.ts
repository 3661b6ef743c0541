/**
 * The first handler of the server's front: what a request must be before anything reads it.
 * Malformed ones are answered here with their 4xx (server/client-errors.ts), not thrown into
 * Express or React Router (whose adapter builds a URL from the target and Host and throws a
 * TypeError, a 500, on what it cannot parse):
 *
 * - the target: an absolute-form URL is taken apart as RFC 9112 asks (its path is the target,
 *   its authority the host); `*` only for OPTIONS; a bad %-escape or a NUL in the path is 400;
 * - Host: an unparsable one is 400; none at all (HTTP/1.0, Node already refuses HTTP/1.1
 *   without one) is served as "localhost";
 * - the method: OPTIONS is answered with Allow (204), methods the site does not serve with
 *   405 and Allow; a POST where no form is gets its Allow and goes on to React Router's 405 page.
 */
import type { IncomingMessage } from "node:http";
import { matchRoutes, type ServerBuild } from "react-router";
import { answerClientError, SERVER_ALLOW } from "./client-errors";
import { pathnameOf, type Handler } from "./front";

/** The methods a path answers, for Allow: GET, HEAD and POST where a route has an action ("POST" for a resource route). */
export type AllowFor = (pathname: string) => string;

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteNode[];
}

/** Allow for each path, from the build's route table, matched as React Router matches it. */
export function allowedMethods(routes: ServerBuild["routes"]): AllowFor {
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(routes)) {
    if (route) nodes.set(route.id, { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive });
  }
  const tree: RouteNode[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else tree.push(node);
  }
  for (const node of nodes.values()) if (node.index) delete node.children;
  return (pathname) => {
    let matches: ReturnType<typeof matchRoutes> = null;
    try {
      matches = matchRoutes(tree as Parameters<typeof matchRoutes>[0], pathname);
    } catch {
      matches = null;
    }
    const leaf = matches?.at(-1)?.route as RouteNode | undefined;
    const module = leaf ? routes[leaf.id]?.module : undefined;
    if (!module?.action) return "GET, HEAD";
    // A route without a component is a resource route: the forms' JSON endpoint takes posts only.
    return module.default ? "GET, HEAD, POST" : "POST";
  };
}

/** A Host (or X-Forwarded-Host) value: a host name or IP literal and an optional port, nothing else. */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~!$&'()*+,;=%-]+)(?::\d{1,5})?$/;

/** Hosts already found valid: a server sees a handful, so parsing each request's is wasted work. */
const validHosts = new Set<string>();

export function isValidHost(host: string): boolean {
  if (validHosts.has(host)) return true;
  if (!HOST.test(host)) return false;
  try {
    // The same parser React Router's adapter uses (a port over 65535, a bad IPv6 literal fail here).
    if (new URL(`http://${host}/`).host === "") return false;
  } catch {
    return false;
  }
  // Anyone can send any valid Host: the cache is bounded.
  if (validHosts.size >= 64) validHosts.clear();
  validHosts.add(host);
  return true;
}

/** A %-escape that does not decode (not UTF-8), or a NUL in the decoded path. */
export function badPath(pathname: string): boolean {
  if (!pathname.includes("%")) return false;
  try {
    return decodeURIComponent(pathname).includes("\0");
  } catch {
    return true;
  }
}

const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;

/** Rewrites an absolute-form target to origin form; false when it is not an http(s) URL we can read. */
function takeAbsoluteForm(req: IncomingMessage): boolean {
  let url: URL;
  try {
    url = new URL(req.url!);
  } catch {
    return false;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.host) return false;
  req.url = url.pathname + url.search;
  req.headers.host = url.host;
  return true;
}

export function requestChecks(allowFor: AllowFor): Handler {
  return (req, res) => {
    const target = req.url ?? "/";
    if (target === "*") {
      if (req.method === "OPTIONS") {
        res.statusCode = 204;
        res.setHeader("Allow", SERVER_ALLOW);
        res.end();
      } else answerClientError(req, res, 400, "asterisk target");
      return true;
    }
    if (ABSOLUTE_FORM.test(target) && !takeAbsoluteForm(req)) {
      answerClientError(req, res, 400, "bad target");
      return true;
    }
    if (!req.url!.startsWith("/")) {
      answerClientError(req, res, 400, "bad target");
      return true;
    }
    const host = req.headers.host;
    if (host === undefined) req.headers.host = "localhost";
    else if (!isValidHost(host)) {
      answerClientError(req, res, 400, "bad host");
      return true;
    }
    // Read only behind a trusted proxy, which never sends a malformed one: dropped, not refused.
    const forwardedHost = req.headers["x-forwarded-host"];
    if (typeof forwardedHost === "string" && !forwardedHost.split(",").every((h) => isValidHost(h.trim())))
      delete req.headers["x-forwarded-host"];

    const pathname = pathnameOf(req.url);
    if (badPath(pathname)) {
      answerClientError(req, res, 400, "bad path");
      return true;
    }
    const method = req.method ?? "";
    if (method === "GET" || method === "HEAD") return false;
    const allow = allowFor(pathname);
    if (method === "OPTIONS") {
      res.statusCode = 204;
      res.setHeader("Allow", allow);
      res.end();
      return true;
    }
    if (method === "POST") {
      // React Router answers a post where no form is with its 405 page; Allow says what works.
      if (!allow.includes("POST")) res.setHeader("Allow", allow);
      return false;
    }
    // No route of ours takes any other method (PUT, DELETE, TRACE, PROPFIND…); React Router's
    // adapter cannot even turn some of them (TRACE) into a Request.
    answerClientError(req, res, 405, "method not allowed", { headers: { Allow: allow } });
    return true;
  };
}
