// Per client, in memory, per instance (docs/decisions/0017-search-load.md): refusing must cost little, and a search changes nothing.
import type { Express, Request } from "express";
import type { IncomingMessage } from "node:http";
import net from "node:net";
import { isGetOrHead, pathnameOf, type Handler } from "./front";
import { plainPage } from "./http-guards";

export interface SearchRate {
  /** With a full bucket. */
  burst: number;
  perSecond: number;
  /** For all clients together. */
  totalPerSecond: number;
}

// The least recently seen is forgotten first (a full bucket again).
export const MAX_CLIENTS = 50_000;

// `take`: 0 when there was a token, else the whole seconds until there is one (Retry-After).
export class TokenBuckets {
  // Insertion order is use order: the first is the least recent.
  readonly #buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly rate: Pick<SearchRate, "burst" | "perSecond">,
    private readonly maxClients = MAX_CLIENTS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get clients(): number {
    return this.#buckets.size;
  }

  has(client: string): boolean {
    const bucket = this.#buckets.get(client);
    return !bucket || bucket.tokens + ((this.now() - bucket.at) / 1000) * this.rate.perSecond >= 1;
  }

  take(client: string): number {
    const now = this.now();
    const bucket = this.#buckets.get(client);
    let tokens = this.rate.burst;
    if (bucket) {
      tokens = Math.min(this.rate.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.rate.perSecond);
      this.#buckets.delete(client);
    }
    const allowed = tokens >= 1;
    if (allowed) tokens -= 1;
    this.#buckets.set(client, { tokens, at: now });
    if (this.#buckets.size > this.maxClients) this.#buckets.delete(this.#buckets.keys().next().value!);
    return allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / this.rate.perSecond));
  }
}

// IPv6 by its /64: one subscriber commonly has a whole /64 and could take a new address per request.
export function clientKey(ip: string | undefined): string {
  if (!ip) return "unknown";
  const address = ip.replace(/%.*$/, ""); // no zone id (fe80::1%eth0)
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped && net.isIPv4(mapped[1])) return mapped[1];
  if (!net.isIPv6(address)) return address;
  const [head, tail] = address.split("::");
  const groups = head ? head.split(":") : [];
  if (tail !== undefined) {
    const after = tail ? tail.split(":") : [];
    const dotted = after.at(-1)?.includes(".") ? 1 : 0; // a trailing IPv4 part is two groups
    groups.push(...Array<string>(8 - groups.length - after.length - dotted).fill("0"), ...after);
  }
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

// React Router decodes, resolves dot segments, ignores case and a trailing slash, and answers `/search.data` and, since
// version 8, `/search/_.data` (the data URL of `/search/`): every spelling counts.
export function isSearchPath(rawPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(new URL(rawPath, "http://x").pathname);
  } catch {
    return false;
  }
  const path = decoded
    .toLowerCase()
    .replace(/\/_\.data$|\.data$/, "")
    .replace(/\/+$/, "");
  return path === "/search";
}

export function retryAfterMessage(seconds: number): string {
  return `You have searched many times in a short time. Please wait ${seconds} second${seconds === 1 ? "" : "s"}, then search again.`;
}

// Before Express has seen the request: its request prototype computes `req.ip` (honouring "trust proxy").
export function expressClientIp(app: Express): (req: IncomingMessage) => string | undefined {
  return (req) => (Object.setPrototypeOf(req, app.request) as Request).ip;
}

// Before Express (server/front.ts): refusing must cost far less than searching.
export function searchRateLimit(
  rate: SearchRate,
  clientIp: (req: IncomingMessage) => string | undefined,
  buckets = new TokenBuckets(rate),
  instance = new TokenBuckets({ burst: rate.totalPerSecond, perSecond: rate.totalPerSecond }),
): Handler {
  return (req, res) => {
    if (!isGetOrHead(req) || !isSearchPath(pathnameOf(req.url))) return false;
    // Past the instance's own budget a search is turned away as busy, checked first: that needs no client address.
    let wait = 0;
    let busy = instance.has("*") ? 0 : instance.take("*");
    if (!busy) {
      wait = buckets.take(clientKey(clientIp(req)));
      if (!wait) busy = instance.take("*");
    }
    if (!wait && !busy) return false;
    const page = wait ? refusalPage(429, wait) : refusalPage(503, busy);
    // Neither is a line per request: a flood would bury the log and spend the CPU that refusing saves (server/logger.ts).
    if (wait) res.clientError = "search rate limit";
    else res.turnedAway = "search rate";
    res.writeHead(wait ? 429 : 503, {
      "Retry-After": String(wait || busy),
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": Buffer.byteLength(page),
    });
    res.end(req.method === "HEAD" ? undefined : page);
    return true;
  };
}

const refusalPages = new Map<string, string>();

// Made once per status and wait: a flood asks for the same few.
function refusalPage(status: 429 | 503, seconds: number): string {
  const key = `${status}:${seconds}`;
  let page = refusalPages.get(key);
  if (page === undefined) {
    page =
      status === 429
        ? plainPage(429, "Too Many Requests", retryAfterMessage(seconds))
        : plainPage(503, "Service Unavailable", busyMessage(seconds));
    if (refusalPages.size < 1_000) refusalPages.set(key, page);
  }
  return page;
}

export function busyMessage(seconds: number): string {
  return `Our search is very busy at the moment. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
}
