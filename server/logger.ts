// Never logged: the visitor's IP, headers (cookies), the query string (search terms, e-mails in links), bodies.
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { answerClientError, type RateLimitedLog } from "./client-errors";

export type { RateLimitedLog };
import { pathnameOf } from "./front";
import { pino, type DestinationStream, type Level, type LevelWithSilent, type Logger } from "pino";

export type { Logger };

export const LOG_LEVELS: readonly LevelWithSilent[] = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

export function createLogger({ level = "info", destination }: { level?: LevelWithSilent; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

// For the parts that log like `console`: one JSON line each, an Error by its message, never its stack.
export function consoleShaped(logger: Logger): Pick<Console, "info" | "warn" | "error"> {
  const text = (args: unknown[]) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(" ");
  return {
    info: (...args: unknown[]) => logger.info(text(args)),
    warn: (...args: unknown[]) => logger.warn(text(args)),
    error: (...args: unknown[]) => logger.error(text(args)),
  };
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === "string" && REQUEST_ID.test(header) ? header : crypto.randomUUID();
}

// Polled by load balancers every few seconds: successes at debug level.
export const PROBE_PATHS = new Set(["/healthz", "/readyz"]);

export class RequestLog {
  constructor(
    private readonly logger: Logger,
    readonly requestId: string,
  ) {}
  error(fields: object, message: string): void {
    this.logger.error({ requestId: this.requestId, ...fields }, message);
  }
  warn(fields: object, message: string): void {
    this.logger.warn({ requestId: this.requestId, ...fields }, message);
  }
  info(fields: object, message: string): void {
    this.logger.info({ requestId: this.requestId, ...fields }, message);
  }
}

declare module "node:http" {
  interface IncomingMessage {
    log: RequestLog;
  }
  interface ServerResponse {
    err?: unknown;
    /** Why a malformed request was refused: its line is a rate-limited `warn` instead. */
    clientError?: string;
    /** Which queue turned the request away with 503 because the instance is busy: a rate-limited `warn`, not an `error` per refusal. */
    turnedAway?: string;
  }
}

function levelOf(path: string, status: number, failed: boolean): Level {
  const probe = PROBE_PATHS.has(path);
  if (failed || status >= 500) return probe ? "warn" : "error";
  return probe ? "debug" : "info";
}

export const CLIENT_ERROR_LINES_PER_SECOND = 10;
// Further reasons share one bucket, so memory stays bounded.
const MAX_REASONS = 64;

// A flood (malformed requests, refusals of a busy instance) must not bury the log: a token bucket per reason, then one
// line a second saying how many were suppressed.
export function createRateLimitedLog(
  logger: Logger,
  {
    perSecond = CLIENT_ERROR_LINES_PER_SECOND,
    now = () => performance.now(),
    flushMs = 1_000,
    message = "client error",
  }: { perSecond?: number; now?: () => number; flushMs?: number; message?: string } = {},
): RateLimitedLog {
  const buckets = new Map<string, { tokens: number; at: number; suppressed: number; timer?: NodeJS.Timeout }>();
  const flush = (reason: string) => {
    const bucket = buckets.get(reason);
    if (!bucket) return;
    clearTimeout(bucket.timer);
    bucket.timer = undefined;
    if (bucket.suppressed === 0) return;
    logger.warn({ reason, suppressed: bucket.suppressed }, `${message}: ${bucket.suppressed} more lines of this reason suppressed`);
    bucket.suppressed = 0;
  };
  return {
    warn(rawReason, fields) {
      if (!logger.isLevelEnabled("warn")) return;
      const reason = buckets.has(rawReason) || buckets.size < MAX_REASONS ? rawReason : "other";
      const t = now();
      let bucket = buckets.get(reason);
      if (!bucket) buckets.set(reason, (bucket = { tokens: perSecond, at: t, suppressed: 0 }));
      bucket.tokens = Math.min(perSecond, bucket.tokens + ((t - bucket.at) / 1000) * perSecond);
      bucket.at = t;
      if (bucket.tokens < 1) {
        bucket.suppressed++;
        bucket.timer ??= setTimeout(() => flush(reason), flushMs).unref();
        return;
      }
      bucket.tokens--;
      logger.warn({ ...fields, reason }, message);
    },
  };
}

const clientErrorLogs = new WeakMap<Logger, RateLimitedLog>();

// Shared by the request log and the server's socket-level answers.
export function clientErrorLog(logger: Logger): RateLimitedLog {
  let log = clientErrorLogs.get(logger);
  if (!log) clientErrorLogs.set(logger, (log = createRateLimitedLog(logger)));
  return log;
}

// Written on pino directly: pino-http's child logger per request costs more than serving a prerendered page (bench:pages).
export function requestLogger(
  logger: Logger,
  clientErrors: RateLimitedLog = clientErrorLog(logger),
  // A flood shed as busy would otherwise be an error line per refusal: thousands a second, each costing the CPU it protects.
  turnedAway: RateLimitedLog = createRateLimitedLog(logger, { message: "turned away: busy" }),
) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const start = performance.now();
    const requestId = requestIdFrom(req.headers["x-request-id"]);
    const path = pathnameOf(req.url);
    res.setHeader("X-Request-Id", requestId);
    req.log = new RequestLog(logger, requestId);
    res.once("close", () => {
      const status = res.statusCode;
      if (res.clientError !== undefined && status < 500) {
        clientErrors.warn(res.clientError, { requestId, method: req.method, path: path.slice(0, 200), status });
        return;
      }
      if (res.turnedAway !== undefined && status === 503) {
        turnedAway.warn(res.turnedAway, { requestId, method: req.method, path: path.slice(0, 200), status });
        return;
      }
      const level = levelOf(path, status, res.err !== undefined);
      if (!logger.isLevelEnabled(level)) return;
      const fields = { requestId, method: req.method, path, status, durationMs: Math.round((performance.now() - start) * 100) / 100 };
      logger[level](res.err === undefined ? fields : { ...fields, err: res.err }, status >= 500 ? "request failed" : "request");
    });
  };
}

// As http-errors and Express set them.
export function clientStatusOf(err: unknown): number | undefined {
  if (typeof err !== "object" || err === null) return undefined;
  const { status, statusCode } = err as { status?: unknown; statusCode?: unknown };
  const code = typeof status === "number" ? status : statusCode;
  return typeof code === "number" && Number.isInteger(code) && code >= 400 && code < 500 ? code : undefined;
}

// A 4xx error is the client's: that status and one warn line. Anything else goes into the request's line; no stack to the visitor.
export function errorHandler(err: unknown, req: Request, res: Response, _next: NextFunction) {
  const status = clientStatusOf(err);
  if (status !== undefined && !res.headersSent) {
    const name = (err as { name?: unknown }).name;
    // Headers the error asks for, such as a 416's Content-Range (http-errors' `headers`).
    const headers = (err as { headers?: unknown }).headers;
    answerClientError(req, res, status, typeof name === "string" && /^\w{1,40}$/.test(name) ? name : `status ${status}`, {
      headers: typeof headers === "object" && headers !== null ? (headers as Record<string, string>) : undefined,
    });
    return;
  }
  res.err = err instanceof Error ? err : new Error(String(err));
  if (!res.headersSent) res.status(500).type("text").send("Internal Server Error");
  else res.destroy();
}
