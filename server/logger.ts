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
  }
}

function levelOf(path: string, status: number, failed: boolean): Level {
  const probe = PROBE_PATHS.has(path);
  if (failed || status >= 500) return probe ? "warn" : "error";
  return probe ? "debug" : "info";
}

/**
 * Gives each request its id (X-Request-Id, sent back on the response) and `req.log`, and logs
 * one line when the response is done (or the connection is gone): method, path, status,
 * duration in ms, request id, and the error errorHandler handed over, if any.
 *
 * Written on pino directly rather than with pino-http, whose child logger per request and
 * second listener cost more per request than serving a prerendered page (bench:pages).
 */
export function requestLogger(logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const start = performance.now();
    const requestId = requestIdFrom(req.headers["x-request-id"]);
    const path = pathnameOf(req.url);
    res.setHeader("X-Request-Id", requestId);
    req.log = new RequestLog(logger, requestId);
    res.once("close", () => {
      const status = res.statusCode;
      const level = levelOf(path, status, res.err !== undefined);
      if (!logger.isLevelEnabled(level)) return;
      const fields = { requestId, method: req.method, path, status, durationMs: Math.round((performance.now() - start) * 100) / 100 };
      logger[level](res.err === undefined ? fields : { ...fields, err: res.err }, status >= 500 ? "request failed" : "request");
    });
  };
}

/**
 * Last resort: the error goes into the request's line (level error, with the request id);
 * the visitor gets no stack trace.
 */
export function errorHandler(err: unknown, _req: Request, res: Response, _next: NextFunction) {
  res.err = err instanceof Error ? err : new Error(String(err));
  if (!res.headersSent) res.status(500).type("text").send("Internal Server Error");
  else res.destroy();
}
