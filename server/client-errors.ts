// The client's fault gets a 4xx and one rate-limited `warn` line, never a 5xx, a stack or a closed socket. Node hands
// unparsable bytes to `clientError` and CONNECT to `connect` only, else the socket closes unanswered.
import type http from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { plainPage, wantsJson } from "./http-guards";
import { contentSecurityPolicy, staticSecurityHeaders } from "./security-headers";

export interface RateLimitedLog {
  /** Unless its reason's bucket is empty. */
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

// OPTIONS * and CONNECT ask about the whole server.
export const SERVER_ALLOW = "GET, HEAD, POST";

export function clientErrorBody(status: number, json: boolean): { type: string; body: string } {
  const text = STATUS_TEXT[status] ?? "Client Error";
  if (json) return { type: "application/json; charset=utf-8", body: JSON.stringify({ ok: false, error: text }) };
  return {
    type: "text/html; charset=utf-8",
    body: plainPage(status, text, MESSAGES[status] ?? "We could not process that request. Please go back and try again."),
  };
}

// `reason` is a few words: the log's rate limit counts per reason.
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

// For a socket that never got a ServerResponse.
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

// Node's own choice when nobody listens to `clientError`.
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
  // The server allows half-open sockets: destroy once flushed.
  socket.end(response, () => socket.destroy());
  setTimeout(() => socket.destroy(), 5_000).unref();
}

export function answerOutsideRequests(server: http.Server, log: RateLimitedLog): void {
  server.on("clientError", (err: NodeJS.ErrnoException, socket: Duplex) => {
    // The client went away: nobody to answer, nothing worth a line.
    if (err.code === "ECONNRESET" || err.code === "EPIPE" || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = parserErrorStatus(err.code);
    const reason = `unparsable request (${err.code ?? "unknown"})`;
    // Node's own check: a response already under way cannot be replaced.
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
