/**
 * The server's log: JSON lines on stdout (pino), one per request with its method,
 * path, status, duration and request id, and error lines carrying the same request id.
 *
 * What is never logged: the visitor's IP address, request or response headers (cookies),
 * the query string (a search term, an e-mail address in a link), bodies (form contents).
 */
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { answerClientError, type ClientErrorLog } from "./client-errors";

export type { ClientErrorLog };
import { pathnameOf } from "./front";
import { pino, type DestinationStream, type Level, type LevelWithSilent, type Logger } from "pino";

export type { Logger };

/** The levels LOG_LEVEL may name (server/config.ts), most severe first. */
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

/**
 * The logger in the shape of `console` (info, warn, error with any arguments), for the parts that
 * log that way (the lead service, its outbox worker and retention): one JSON line each, the
 * arguments joined into its message (an Error by its message, never its stack).
 */
export function consoleShaped(logger: Logger): Pick<Console, "info" | "warn" | "error"> {
  const text = (args: unknown[]) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(" ");
  return {
    info: (...args: unknown[]) => logger.info(text(args)),
    warn: (...args: unknown[]) => logger.warn(text(args)),
    error: (...args: unknown[]) => logger.error(text(args)),
  };
}

/** A request id from a client or proxy is kept only if it is a short plain token. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === "string" && REQUEST_ID.test(header) ? header : crypto.randomUUID();
}

/** Paths a load balancer polls every few seconds: their successes are logged at debug level. */
export const PROBE_PATHS = new Set(["/healthz", "/readyz"]);

/** What app code logs through: lines that carry the request's id. */
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
    /** Set by requestLogger. */
    log: RequestLog;
  }
  interface ServerResponse {
    /** An error to put in the request's line (errorHandler). */
    err?: unknown;
    /**
     * Set when the request was refused as malformed (a client error): why, in a few words. Its
     * line is then one rate-limited `warn` (clientErrorLog) instead of the request line.
     */
    clientError?: string;
  }
}

function levelOf(path: string, status: number, failed: boolean): Level {
  const probe = PROBE_PATHS.has(path);
  if (failed || status >= 500) return probe ? "warn" : "error";
  return probe ? "debug" : "info";
}

/** Client-error lines each reason may write per second (then one summary line per second). */
export const CLIENT_ERROR_LINES_PER_SECOND = 10;
/** Reasons tracked at once; any further reason shares one bucket, so memory stays bounded. */
const MAX_REASONS = 64;

/**
 * The log of malformed requests: a flood of them (a scanner, a broken client) must not bury
 * the log or cost a stack trace each. A token bucket per reason lets `perSecond` lines through
 * each second (bursts up to that many); what it holds back is counted, and one line says how
 * many were suppressed, a second after the first of them (the timer is unref'd): at most
 * `perSecond` + 1 lines a second per reason, however many requests.
 */
export function createClientErrorLog(
  logger: Logger,
  {
    perSecond = CLIENT_ERROR_LINES_PER_SECOND,
    now = () => performance.now(),
    flushMs = 1_000,
  }: { perSecond?: number; now?: () => number; flushMs?: number } = {},
): ClientErrorLog {
  const buckets = new Map<string, { tokens: number; at: number; suppressed: number; timer?: NodeJS.Timeout }>();
  const flush = (reason: string) => {
    const bucket = buckets.get(reason);
    if (!bucket) return;
    clearTimeout(bucket.timer);
    bucket.timer = undefined;
    if (bucket.suppressed === 0) return;
    logger.warn({ reason, suppressed: bucket.suppressed }, `client errors: ${bucket.suppressed} more lines of this reason suppressed`);
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
      logger.warn({ ...fields, reason }, "client error");
    },
  };
}

const clientErrorLogs = new WeakMap<Logger, ClientErrorLog>();

/** The one client-error log of a logger: the request log and the server's socket-level answers share its buckets. */
export function clientErrorLog(logger: Logger): ClientErrorLog {
  let log = clientErrorLogs.get(logger);
  if (!log) clientErrorLogs.set(logger, (log = createClientErrorLog(logger)));
  return log;
}

/**
 * Gives each request its id (X-Request-Id, sent back on the response) and `req.log`, and logs
 * one line when the response is done (or the connection is gone): method, path, status,
 * duration in ms, request id, and the error errorHandler handed over, if any.
 *
 * Written on pino directly rather than with pino-http, whose child logger per request and
 * second listener cost more per request than serving a prerendered page (bench:pages).
 */
export function requestLogger(logger: Logger, clientErrors: ClientErrorLog = clientErrorLog(logger)) {
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
      const level = levelOf(path, status, res.err !== undefined);
      if (!logger.isLevelEnabled(level)) return;
      const fields = { requestId, method: req.method, path, status, durationMs: Math.round((performance.now() - start) * 100) / 100 };
      logger[level](res.err === undefined ? fields : { ...fields, err: res.err }, status >= 500 ? "request failed" : "request");
    });
  };
}

/** The 4xx status an error carries (`status` or `statusCode`, as http-errors and Express set them), if any. */
export function clientStatusOf(err: unknown): number | undefined {
  if (typeof err !== "object" || err === null) return undefined;
  const { status, statusCode } = err as { status?: unknown; statusCode?: unknown };
  const code = typeof status === "number" ? status : statusCode;
  return typeof code === "number" && Number.isInteger(code) && code >= 400 && code < 500 ? code : undefined;
}

/**
 * Last resort. An error that says it is the client's (a 4xx `status`/`statusCode`: a bad
 * escape in the path, a failed precondition, an unsatisfiable range) is answered with that
 * status and logged as a client error (one warn line, no stack). Anything else goes into the
 * request's line (level error, with the request id); the visitor gets no stack trace.
 */
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
