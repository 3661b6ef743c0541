/**
 * The per-client limit on /search: each client (its address as Express sees it, `req.ip`,
 * which honours TRUST_PROXY; an IPv6 client by its /64) has a bucket of `burst` searches that
 * refills by `perSecond`; an empty bucket gets 429 with Retry-After and a small page saying
 * how long to wait, made without rendering anything (answering a flood must cost little).
 *
 * In memory, per instance (docs/decisions/0017-search-load.md): unlike the lead forms' limit,
 * nothing needs sharing: a search changes nothing, and a client spread over N instances gets
 * N times the allowance, still far below what would hurt.
 */
import type { Express, Request } from "express";
import type { IncomingMessage } from "node:http";
import net from "node:net";
import { isGetOrHead, pathnameOf, type Handler } from "./front";
import { plainPage } from "./http-guards";

export interface SearchRate {
  /** Searches a client may make at once, with a full bucket. */
  burst: number;
  /** Searches per second its bucket refills by. */
  perSecond: number;
  /** Searches per second this instance runs for all clients together (and at once, at most). */
  totalPerSecond: number;
}

/** Clients remembered at most; the one seen least recently is forgotten first (a full bucket again). */
export const MAX_CLIENTS = 50_000;

/**
 * Token buckets by client. `take` spends one token: 0 when there was one, otherwise the whole
 * seconds until there is one again (for Retry-After).
 */
export class TokenBuckets {
  // Insertion order is use order (re-inserted on each use): the first is the least recent.
  readonly #buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly rate: Pick<SearchRate, "burst" | "perSecond">,
    private readonly maxClients = MAX_CLIENTS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get clients(): number {
    return this.#buckets.size;
  }

  /** Whether `client` has a token now (spends nothing). */
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

/**
 * The key a client is limited by: its IPv4 address (also when written IPv4-mapped,
 * ::ffff:1.2.3.4), or the /64 of an IPv6 address, since one subscriber commonly has a whole
 * /64 and could otherwise take a new address per request.
 */
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

/**
 * Whether a request path reaches the search page: React Router decodes the path, resolves
 * dot segments, ignores case and a trailing slash, and answers `/search.data` (its data
 * requests) with the same loader, so every one of these spellings counts.
 */
export function isSearchPath(rawPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(new URL(rawPath, "http://x").pathname);
  } catch {
    return false;
  }
  const path = decoded
    .toLowerCase()
    .replace(/\/?\.data$/, "")
    .replace(/\/+$/, "");
  return path === "/search";
}

export function retryAfterMessage(seconds: number): string {
  return `You have searched many times in a short time. Please wait ${seconds} second${seconds === 1 ? "" : "s"}, then search again.`;
}

/**
 * A request's address as Express's `req.ip` gives it (honouring the app's "trust proxy"),
 * before Express has seen the request: Express's request prototype computes it, and Express
 * would give the request that prototype anyway.
 */
export function expressClientIp(app: Express): (req: IncomingMessage) => string | undefined {
  return (req) => (Object.setPrototypeOf(req, app.request) as Request).ip;
}

/**
 * A front handler (server/front.ts): GET and HEAD of /search over the client's limit get 429,
 * before Express (refusing must cost far less than searching). `clientIp` gives the address
 * as Express's `req.ip` does.
 */
export function searchRateLimit(
  rate: SearchRate,
  clientIp: (req: IncomingMessage) => string | undefined,
  buckets = new TokenBuckets(rate),
  instance = new TokenBuckets({ burst: rate.totalPerSecond, perSecond: rate.totalPerSecond }),
): Handler {
  return (req, res) => {
    if (!isGetOrHead(req) || !isSearchPath(pathnameOf(req.url))) return false;
    // Many clients, each within its own allowance, still cannot take the whole instance: past
    // its own budget a search is turned away as busy, and the probes and pages keep their CPU.
    // Checked first while the instance is out of budget: that answer needs no client address,
    // and in a flood the cost of each refusal is what the probes wait behind.
    let wait = 0;
    let busy = instance.has("*") ? 0 : instance.take("*");
    if (!busy) {
      wait = buckets.take(clientKey(clientIp(req)));
      if (!wait) busy = instance.take("*");
    }
    if (!wait && !busy) return false;
    // No log line of its own: the request's line has the status, and a flood must not flood the log.
    const page = wait ? refusalPage(429, wait) : refusalPage(503, busy);
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

/** The small page of a refusal, made once per status and wait (a flood asks for the same few). */
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
