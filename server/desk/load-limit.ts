/**
 * The desk cannot starve the site (docs/decisions/0022-desk.md, "Load"). Two limits, in memory, per instance:
 *
 * - per session (or, before sign-in, per client address): a token bucket; past it, 429 with Retry-After. A person
 *   clicking through the desk never meets it; a script or fifty tabs of one session do.
 * - per instance: at most `running` desk requests at once and `startsPerSecond` started a second, `waiting` more
 *   queued; past that, 503 with Retry-After. A desk list on SQLite is 10–40 ms of synchronous work that nothing
 *   interrupts (100,000 leads), and on PostgreSQL each holds a pooled connection: ten sessions asking as fast as they
 *   could kept the event loop busy all the time and a health probe waited over 5 s. Paced, the desk takes at most
 *   about half of it, and the probes, the public pages and the forms' writes are answered beside it (bench:desk).
 *
 * Exports stream for seconds while awaiting the client: they do not take a turn, but at most `exports` run at once.
 */
import type { NextFunction, Request, Response } from "express";
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pathnameOf, type Handler } from "../front";
import { plainPage } from "../http-guards";
import { BUSY_RETRY_AFTER_SECONDS } from "../render-turns";
import { clientKey, TokenBuckets } from "../search-limit";

export interface DeskLoad {
  /** A session's (or an address's) bucket: requests at once, then per second. */
  burst: number;
  perSecond: number;
  /** Desk requests in progress at once on this instance. */
  running: number;
  /** Desk requests started per second on this instance (a few more at once after a quiet moment). */
  startsPerSecond: number;
  /** Queued behind them; one more is turned away. */
  waiting: number;
  /** Exports streaming at once on this instance. */
  exports: number;
}

export const DEFAULT_DESK_LOAD: DeskLoad = { burst: 30, perSecond: 5, running: 2, startsPerSecond: 20, waiting: 64, exports: 2 };

// How many starts a quiet instance may make at once.
const START_BURST = 5;

export function isDeskPath(path: string): boolean {
  return path === "/desk" || path.startsWith("/desk/");
}

const isExport = (path: string) => /^\/desk\/(?:leads\/[^/]+\/)?export$/.test(path);

// The session cookie's value is a bearer token: only its hash is kept as a key.
function sessionKey(req: IncomingMessage, cookieName: string, clientIp: (req: IncomingMessage) => string | undefined): string {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === cookieName) {
      return `s:${crypto
        .createHash("sha256")
        .update(part.slice(eq + 1).trim())
        .digest("base64url")}`;
    }
  }
  return `a:${clientKey(clientIp(req))}`;
}

function refusal(status: 429 | 503, seconds: number): string {
  return status === 429
    ? plainPage(
        429,
        "Too Many Requests",
        `The desk received many requests from you in a short time. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
      )
    : plainPage(503, "Service Unavailable", `The desk is very busy at the moment. Please try again in ${seconds} seconds.`);
}

function refuse(res: ServerResponse, status: 429 | 503, seconds: number, reason: string, head: boolean): void {
  // A rate-limited warn, not a line per refusal (server/logger.ts).
  res.turnedAway = reason;
  const page = refusal(status, seconds);
  res.writeHead(status, {
    "Retry-After": String(seconds),
    "Cache-Control": "no-store",
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(page),
  });
  res.end(head ? undefined : page);
}

/**
 * Before Express (server/pipeline.ts), like the search's limit: refusing a flood must cost far less than answering it.
 * By the session's cookie, or before sign-in by the client's address as Express sees it (TRUST_PROXY).
 */
export function deskRateLimit(
  { cookieName, load = DEFAULT_DESK_LOAD }: { cookieName: string; load?: DeskLoad },
  clientIp: (req: IncomingMessage) => string | undefined,
): Handler {
  const buckets = new TokenBuckets({ burst: load.burst, perSecond: load.perSecond });
  return (req, res) => {
    if (!isDeskPath(pathnameOf(req.url))) return false;
    const wait = buckets.take(sessionKey(req, cookieName, clientIp));
    if (!wait) return false;
    refuse(res, 429, wait, "desk rate limit", req.method === "HEAD");
    return true;
  };
}

// The client left: its response's close has been emitted (a listener added now would never run) or soon will be.
const gone = (req: Request, res: Response) => req.socket.destroyed || res.closed || res.writableEnded;

/** The instance's turns (Express middleware, in the desk's stage). */
export function deskTurns(load: DeskLoad = DEFAULT_DESK_LOAD) {
  const queue: { req: Request; res: Response; next: NextFunction }[] = [];
  let running = 0;
  let exporting = 0;

  // Starts are paced by a bucket of START_BURST tokens refilled at startsPerSecond; one queued request starts per turn of
  // the event loop (setImmediate, or a timer until the next token), so Node reads its sockets again between two.
  let tokens = START_BURST;
  let filledAt = performance.now();
  let scheduled = false;
  const refill = () => {
    const now = performance.now();
    tokens = Math.min(START_BURST, tokens + ((now - filledAt) / 1000) * load.startsPerSecond);
    filledAt = now;
  };
  const mayStart = () => {
    refill();
    return running < load.running && tokens >= 1;
  };
  const admit = () => {
    scheduled = false;
    for (let turn = queue.shift(); turn; turn = queue.shift()) {
      // A client that left while it waited takes no turn.
      if (gone(turn.req, turn.res)) continue;
      if (!mayStart()) {
        queue.unshift(turn);
        break;
      }
      start(turn.res, turn.next);
      break;
    }
    schedule();
  };
  const schedule = () => {
    if (scheduled || !queue.length || running >= load.running) return;
    scheduled = true;
    refill();
    if (tokens >= 1) setImmediate(admit);
    else setTimeout(admit, Math.ceil(((1 - tokens) / load.startsPerSecond) * 1000));
  };

  const start = (res: Response, next: NextFunction) => {
    running++;
    tokens--;
    res.once("close", () => {
      running--;
      schedule();
    });
    next();
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (!isDeskPath(req.path)) return next();
    // Gone before it got here (the stages before may wait on the disk): its close has passed, nothing would free a turn.
    if (gone(req, res)) return;
    if (isExport(req.path)) {
      if (exporting >= load.exports) return refuse(res, 503, BUSY_RETRY_AFTER_SECONDS, "desk exports", req.method === "HEAD");
      exporting++;
      res.once("close", () => exporting--);
      return next();
    }
    if (!queue.length && mayStart()) return start(res, next);
    if (queue.length >= load.waiting) return refuse(res, 503, BUSY_RETRY_AFTER_SECONDS, "desk queue", req.method === "HEAD");
    queue.push({ req, res, next });
    schedule();
  };
}
