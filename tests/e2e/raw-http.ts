/**
 * A raw HTTP/1.x client over node:net, for requests no well-behaved client sends (fetch and
 * Playwright's request fixture normalise the method, the target, Host and the framing).
 * The bytes go out exactly as given; the answer is read until the server closes the
 * connection (or a timeout) and the first response in it is parsed.
 */
import net from "node:net";
import zlib from "node:zlib";

export interface RawResponse {
  /** 0 when the connection closed (or timed out) without an answer. */
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Everything received, for messages. */
  raw: string;
}

/** What a response's body is, as the tests judge it. */
export type BodyKind = "html" | "json" | "text" | "empty" | "other";

export function bodyKind(res: Pick<RawResponse, "headers" | "body">): BodyKind {
  if (res.body.length === 0) return "empty";
  const type = res.headers["content-type"] ?? "";
  const text = res.body.toString("utf8");
  if (type.startsWith("text/html") && /^\s*<!doctype html>/i.test(text) && text.includes("</html>")) return "html";
  if (type.startsWith("application/json")) {
    try {
      JSON.parse(text);
      return "json";
    } catch {
      return "other";
    }
  }
  return type.startsWith("text/plain") ? "text" : "other";
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = body.indexOf("\r\n", at);
    if (eol === -1) break;
    const size = parseInt(body.subarray(at, eol).toString("latin1"), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Parses the first response of `data` (a HEAD's answer has no body, whatever its headers say). */
export function parseResponse(data: Buffer, { head = false } = {}): RawResponse {
  const raw = data.toString("latin1");
  const end = data.indexOf("\r\n\r\n");
  const statusLine = /^HTTP\/1\.[01] (\d{3})/.exec(raw);
  if (end === -1 || !statusLine) return { status: 0, headers: {}, body: Buffer.alloc(0), raw };
  const headers: Record<string, string> = {};
  for (const line of data.subarray(0, end).toString("latin1").split("\r\n").slice(1)) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  let body = data.subarray(end + 4);
  const status = Number(statusLine[1]);
  if (head || status === 204 || status === 304) body = Buffer.alloc(0);
  else if (headers["transfer-encoding"]?.toLowerCase() === "chunked") body = dechunk(body);
  else if (headers["content-length"] !== undefined) body = body.subarray(0, Number(headers["content-length"]));
  if (body.length && headers["content-encoding"] === "gzip") body = zlib.gunzipSync(body);
  else if (body.length && headers["content-encoding"] === "br") body = zlib.brotliDecompressSync(body);
  return { status, headers, body, raw };
}

/**
 * Sends `request` (a string is sent as latin1 bytes) to host:port and parses the answer.
 * The request should say `Connection: close` (or be one the server ends the connection on).
 */
export function rawRequest(origin: string, request: string | Buffer, { timeoutMs = 5_000, head = false } = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ host: hostname, port: Number(port) });
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseResponse(Buffer.concat(chunks), { head }));
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", done);
    socket.on("close", done);
    // A server may reset the connection after answering (e.g. an unread body): keep what came.
    socket.on("error", done);
    socket.write(typeof request === "string" ? Buffer.from(request, "latin1") : request);
  });
}
