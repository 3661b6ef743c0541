/**
 * The server's front: what answers before Express. A handler takes the request (returns true)
 * or leaves it to the next one; probes, built assets and prerendered pages are answered here,
 * from memory, without Express's per-request work (setting prototypes, walking its router).
 */
import type { IncomingMessage, ServerResponse } from "node:http";

export type Handler = (req: IncomingMessage, res: ServerResponse) => boolean;

/** The path of a request target, without its query string (not decoded). */
export function pathnameOf(url: string | undefined): string {
  if (!url) return "/";
  const q = url.indexOf("?");
  return q === -1 ? url : url.slice(0, q);
}

/** The query string of a request target, without the "?" ("" when there is none). */
export function searchOf(url: string | undefined): string {
  const q = url?.indexOf("?") ?? -1;
  return q === -1 ? "" : url!.slice(q + 1);
}

export function isGetOrHead(req: IncomingMessage): boolean {
  return req.method === "GET" || req.method === "HEAD";
}
