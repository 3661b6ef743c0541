/**
 * Answers to requests that are the client's fault: a small page (or JSON, for the forms' JSON
 * endpoint) with a 4xx status, never a 5xx or a closed socket, and one rate-limited `warn` line
 * in the log (server/logger.ts, clientErrorLog) instead of a stack trace.
 *
 * Two paths: requests Node parsed (answerClientError, on the ServerResponse) and what never
 * becomes a request (answerOutsideRequests: Node's `clientError` for bytes it cannot parse or
 * headers over its limit, and `connect` for CONNECT, which Node hands to that event only and
 * otherwise closes the socket unanswered).
 */
import type http from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { plainPage, wantsJson } from "./http-guards";
import { contentSecurityPolicy, staticSecurityHeaders } from "./security-headers";

export interface ClientErrorLog {
  /** Logs one `warn` line for a refused request (no stack), unless its reason's bucket is empty. */
  warn(reason: string, fields: object): void;
}

export const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  408: "Request Timeout",
  411: "Length Required",
  412: "Precondition Failed",
  413: "Payload Too Large",
  414: "URI Too Long",
  415: "Unsupported Media Type",
  416: "Range Not Satisfiable",
  417: "Expectation Failed",
  429: "Too Many Requests",
  431: "Request Header Fields Too Large",
};

const MESSAGES: Record<number, string> = {
  400: "We could not read this request: the address or what was sent is malformed. Please check the address and try again.",
  405: "This address does not answer that kind of request.",
  408: "The request took too long to arrive. Please try again.",
  412: "This file or page has changed since you last loaded it. Please reload it.",
  416: "The part of the file that was asked for is not in it. Please load the whole file.",
  431: "The request's headers are too large for us to read. Clearing this site's cookies in your browser may help.",
};

/** What the site's server answers to the methods it serves (OPTIONS * and CONNECT ask about the whole server). */
export const SERVER_ALLOW = "GET, HEAD, POST";

/** The body and its type for a client error: JSON for the forms' endpoint and clients that asked for it, else a page. */
export function clientErrorBody(status: number, json: boolean): { type: string; body: string } {
  const text = STATUS_TEXT[status] ?? "Client Error";
  if (json) return { type: "application/json; charset=utf-8", body: JSON.stringify({ ok: false, error: text }) };
  return {
    type: "text/html; charset=utf-8",
    body: plainPage(status, text, MESSAGES[status] ?? "We could not process that request. Please go back and try again."),
  };
}

/**
 * Answers a request with a 4xx and marks it a client error for the request's log line
 * (`reason`, a few words: the log's rate limit counts per reason). `headers` are sent with it
 * (Allow, Content-Range).
 */
export function answerClientError(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  reason: string,
  { headers = {} }: { headers?: Record<string, string | number> } = {},
): void {
  const { type, body } = clientErrorBody(status, wantsJson(req));
  res.clientError = reason;
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", type);
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.setHeader("Cache-Control", "no-store");
  res.end(req.method === "HEAD" ? undefined : body);
}

/** A whole HTTP/1.1 response as bytes, for a socket that never got a ServerResponse; the connection ends with it. */
export function rawClientError(status: number, headers: Record<string, string> = {}): string {
  const { type, body } = clientErrorBody(status, false);
  const all: Record<string, string | number> = {
    ...staticSecurityHeaders,
    "Content-Security-Policy": contentSecurityPolicy([]),
    ...headers,
    "Content-Type": type,
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    Connection: "close",
  };
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? "Client Error"}\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
}

/** The status for an error of Node's HTTP parser (Node's own choice when nobody listens to `clientError`). */
export function parserErrorStatus(code: string | undefined): number {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return 431;
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return 413;
    case "ERR_HTTP_REQUEST_TIMEOUT":
    case "HPE_HEADER_TIMEOUT":
      return 408;
    default:
      return 400;
  }
}

function endWith(socket: Duplex, response: string) {
  // Ended, then destroyed once the answer is flushed (the server allows half-open sockets).
  socket.end(response, () => socket.destroy());
  setTimeout(() => socket.destroy(), 5_000).unref();
}

/**
 * Gives the server's `clientError` and `connect` events an answer: unparsable requests get
 * 400 (431 for headers over the limit, 408 for a request too slow to arrive) as a small page,
 * CONNECT gets 405 with Allow; each is logged as one rate-limited client-error line.
 */
export function answerOutsideRequests(server: http.Server, log: ClientErrorLog): void {
  server.on("clientError", (err: NodeJS.ErrnoException, socket: Duplex) => {
    // The client went away: nobody to answer, nothing worth a line.
    if (err.code === "ECONNRESET" || err.code === "EPIPE" || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = parserErrorStatus(err.code);
    const reason = `unparsable request (${err.code ?? "unknown"})`;
    // Node's own check (its default handler): a response already under way cannot be replaced.
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    if (inFlight) {
      // A request whose body broke off: its own log line (on close) becomes this client error.
      inFlight.clientError = reason;
      inFlight.statusCode = status;
    } else {
      log.warn(reason, { status });
    }
    endWith(socket, rawClientError(status));
  });
  server.on("connect", (req: IncomingMessage, socket: Duplex) => {
    log.warn("method not allowed", { method: req.method, status: 405 });
    socket.on("error", () => socket.destroy());
    endWith(socket, rawClientError(405, { Allow: SERVER_ALLOW }));
  });
}
