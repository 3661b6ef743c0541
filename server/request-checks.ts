// What a request must be before anything reads it: malformed ones get their 4xx here, since React Router's adapter
// throws a TypeError (a 500) on a target or Host it cannot parse. Absolute-form targets are taken apart as RFC 9112 asks.
import type { IncomingMessage } from "node:http";
import { matchRoutes, type ServerBuild } from "react-router";
import { answerClientError, SERVER_ALLOW } from "./client-errors";
import { pathnameOf, type Handler } from "./front";

// "POST" only for a resource route.
export type AllowFor = (pathname: string) => string;

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteNode[];
}

// Matched as React Router matches it.
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
    // A resource route: the forms' JSON endpoint.
    return module.default ? "GET, HEAD, POST" : "POST";
  };
}

// A host name or IP literal and an optional port, nothing else.
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~!$&'()*+,;=%-]+)(?::\d{1,5})?$/;

// A server sees a handful.
const validHosts = new Set<string>();

export function isValidHost(host: string): boolean {
  if (validHosts.has(host)) return true;
  if (!HOST.test(host)) return false;
  try {
    // React Router's adapter's own parser (a port over 65535, a bad IPv6 literal fail here).
    if (new URL(`http://${host}/`).host === "") return false;
  } catch {
    return false;
  }
  // Anyone can send any valid Host.
  if (validHosts.size >= 64) validHosts.clear();
  validHosts.add(host);
  return true;
}

export function badPath(pathname: string): boolean {
  if (!pathname.includes("%")) return false;
  try {
    return decodeURIComponent(pathname).includes("\0");
  } catch {
    return true;
  }
}

const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;

// False when it is not an http(s) URL we can read.
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
    // React Router's adapter cannot even turn some of them (TRACE) into a Request.
    answerClientError(req, res, 405, "method not allowed", { headers: { Allow: allow } });
    return true;
  };
}
