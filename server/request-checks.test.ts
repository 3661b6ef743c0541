// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rawRequest, type RawResponse } from "../tests/e2e/raw-http";
import { answerOutsideRequests, parserErrorStatus } from "./client-errors";
import { createLogger, requestLogger, type RateLimitedLog } from "./logger";
import { allowedMethods, badPath, isValidHost, requestChecks } from "./request-checks";

/** The shape of the build's route table: root, a pathless layout with pages, a resource route. */
const routes = {
  root: { id: "root", path: "", module: { default: () => null } },
  "layouts/light": { id: "layouts/light", parentId: "root", module: { default: () => null } },
  home: { id: "home", parentId: "layouts/light", index: true, module: { default: () => null } },
  about: { id: "about", parentId: "layouts/light", path: "about", module: { default: () => null } },
  contact: { id: "contact", parentId: "layouts/light", path: "contact", module: { default: () => null, action: () => null } },
  details: {
    id: "details",
    parentId: "layouts/light",
    path: "service/service-details",
    module: { default: () => null, action: () => null },
  },
  submit: { id: "submit", parentId: "root", path: "forms/submit", module: { action: () => null, loader: () => null } },
} as unknown as ServerBuild["routes"];

describe("allowedMethods", () => {
  const allowFor = allowedMethods(routes);
  it.each([
    ["/", "GET, HEAD"],
    ["/about", "GET, HEAD"],
    ["/contact", "GET, HEAD, POST"],
    ["/CONTACT/", "GET, HEAD, POST"],
    ["/Service/Service-Details", "GET, HEAD, POST"],
    ["/forms/submit", "POST"],
    ["/no-such-page", "GET, HEAD"],
    ["/contact/more", "GET, HEAD"],
  ])("%s → %s", (path, allow) => {
    expect(allowFor(path)).toBe(allow);
  });
});

describe("isValidHost", () => {
  it.each(["example.com", "example.com:8080", "127.0.0.1:3000", "[::1]:3000", "[::1]", "localhost"])("accepts %s", (host) => {
    expect(isValidHost(host)).toBe(true);
  });
  it.each(["", "a b", "[::1", "example.com:99999", "example.com:", "ex/ample", "user@example.com", "example.com:80:80", "exa\tmple"])(
    "refuses %j",
    (host) => {
      expect(isValidHost(host)).toBe(false);
    },
  );
});

describe("badPath", () => {
  it("finds escapes that do not decode and NULs", () => {
    expect(badPath("/%ff")).toBe(true);
    expect(badPath("/about%e2%82")).toBe(true);
    expect(badPath("/%00")).toBe(true);
    expect(badPath("/a%2Fb%20c")).toBe(false);
    expect(badPath("/caf%C3%A9")).toBe(false);
    expect(badPath("/plain")).toBe(false);
  });
});

describe("the front's request checks and the server's socket-level answers", () => {
  let server: http.Server;
  let origin: string;
  let host: string;
  let warned: { reason: string; fields: object }[];
  let lines: Record<string, unknown>[];
  const log: RateLimitedLog = { warn: (reason, fields) => void warned.push({ reason, fields }) };

  beforeAll(async () => {
    const check = requestChecks(allowedMethods(routes));
    const logRequest = requestLogger(
      createLogger({ level: "info", destination: { write: (l: string) => void lines.push(JSON.parse(l)) } }),
      log,
    );
    server = http.createServer((req, res) => {
      logRequest(req, res);
      if (check(req, res)) return;
      if (req.url === "/read-body") {
        // Like a form action: the body first, then the answer.
        req.on("error", () => undefined);
        req.on("data", () => undefined);
        req.on("end", () => res.end("read"));
        return;
      }
      // What the rest of the server would see.
      res.setHeader("Content-Type", "application/json");
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          host: req.headers.host,
          forwardedHost: req.headers["x-forwarded-host"] ?? null,
          allow: res.getHeader("allow") ?? null,
        }),
      );
    });
    answerOutsideRequests(server, log);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
    host = `127.0.0.1:${port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    warned = [];
    lines = [];
  });

  const send = (text: string) => rawRequest(origin, text);
  const seen = (res: RawResponse) => JSON.parse(res.body.toString("utf8")) as Record<string, unknown>;
  const settle = () => new Promise((r) => setTimeout(r, 30));

  it("passes well-formed requests on untouched", async () => {
    const res = await send(`GET /caf%C3%A9?q=%ff HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(200);
    expect(seen(res)).toMatchObject({ url: "/caf%C3%A9?q=%ff", host });
  });

  it("takes an absolute-form target apart: its path is the target, its authority the host", async () => {
    const res = await send(`GET http://example.com:8080/contact?x=1 HTTP/1.1\r\nHost: other.example\r\nConnection: close\r\n\r\n`);
    expect(seen(res)).toMatchObject({ url: "/contact?x=1", host: "example.com:8080" });
    const ftp = await send(`GET ftp://example.com/ HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(ftp.status).toBe(400);
  });

  it("serves HTTP/1.0 without Host as localhost; refuses a malformed Host with 400 and drops a malformed X-Forwarded-Host", async () => {
    expect(seen(await send("GET /about HTTP/1.0\r\n\r\n"))).toMatchObject({ host: "localhost" });
    for (const bad of ["", "a b", "[::1", "example.com:99999"]) {
      const res = await send(`GET /about HTTP/1.1\r\nHost: ${bad}\r\nConnection: close\r\n\r\n`);
      expect(res.status, bad).toBe(400);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body.toString()).toContain("<h1>400 Bad Request</h1>");
    }
    const forwarded = await send(`GET /about HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Host: [::1\r\nConnection: close\r\n\r\n`);
    expect(seen(forwarded)).toMatchObject({ host, forwardedHost: null });
    await settle();
    expect(warned.map((w) => w.reason)).toEqual(["bad host", "bad host", "bad host", "bad host"]);
  });

  it("answers a bad escape or a NUL in the path with 400, as a page, or JSON for JSON clients", async () => {
    for (const path of ["/%ff", "/about%00", "/%c3%28"]) {
      const res = await send(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(res.status, path).toBe(400);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    const json = await send(`GET /forms/submit%ff HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(json.status).toBe(400);
    const head = await rawRequest(origin, `HEAD /%ff HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, { head: true });
    expect(head.status).toBe(400);
    expect(head.raw.endsWith("\r\n\r\n")).toBe(true);
    // One warn line per refused request (the request's own line), none at info level.
    await settle();
    expect(warned).toHaveLength(5);
    expect(warned[0]).toMatchObject({ reason: "bad path", fields: { method: "GET", path: "/%ff", status: 400 } });
    expect(lines).toEqual([]);
  });

  it("answers methods the site does not serve with 405 and the path's Allow; OPTIONS with 204 and Allow", async () => {
    const cases: [string, number, string][] = [
      ["TRACE /", 405, "GET, HEAD"],
      ["PROPFIND /contact", 405, "GET, HEAD, POST"],
      ["DELETE /Contact/", 405, "GET, HEAD, POST"],
      ["PUT /forms/submit", 405, "POST"],
      ["OPTIONS /contact", 204, "GET, HEAD, POST"],
      ["OPTIONS *", 204, "GET, HEAD, POST"],
    ];
    for (const [line, status, allow] of cases) {
      const res = await send(`${line} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect([line, res.status, res.headers.allow]).toEqual([line, status, allow]);
    }
    const asterisk = await send(`GET * HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(asterisk.status).toBe(400);
  });

  it("lets a POST through, with Allow where no form is (React Router answers that 405)", async () => {
    const about = await send(`POST /about HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    expect(seen(about)).toMatchObject({ method: "POST", allow: "GET, HEAD" });
    const contact = await send(`POST /contact HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    expect(seen(contact)).toMatchObject({ method: "POST", allow: null });
  });

  it("answers CONNECT with 405 and Allow instead of closing the socket", async () => {
    const res = await send("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n");
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD, POST");
    expect(res.headers["content-security-policy"]).toContain("default-src");
    expect(res.body.toString()).toContain("<h1>405 Method Not Allowed</h1>");
    expect(warned).toEqual([{ reason: "method not allowed", fields: { method: "CONNECT", status: 405 } }]);
  });

  it("answers what Node cannot parse: 431 for headers over the limit, 400 for bad framing, with a page and a warn line", async () => {
    const big = await send(`GET / HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${"b".repeat(20 * 1024)}\r\n\r\n`);
    expect(big.status).toBe(431);
    expect(big.body.toString()).toContain("<h1>431 Request Header Fields Too Large</h1>");
    const twice = await send(`POST /contact HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab`);
    expect(twice.status).toBe(400);
    expect(twice.headers.connection).toBe("close");
    expect(warned.map((w) => w.reason)).toEqual([
      "unparsable request (HPE_HEADER_OVERFLOW)",
      "unparsable request (HPE_UNEXPECTED_CONTENT_LENGTH)",
    ]);
  });

  it("turns a request whose body breaks off into one client error (its own line), answered 400", async () => {
    const res = await send(`POST /read-body HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\nzz\r\n`);
    expect(res.status).toBe(400);
    await settle();
    expect(warned).toEqual([
      {
        reason: "unparsable request (HPE_INVALID_CHUNK_SIZE)",
        fields: expect.objectContaining({ method: "POST", path: "/read-body", status: 400 }),
      },
    ]);
    expect(lines).toEqual([]);
  });

  it("maps parser errors to Node's own statuses", () => {
    expect(parserErrorStatus("HPE_HEADER_OVERFLOW")).toBe(431);
    expect(parserErrorStatus("ERR_HTTP_REQUEST_TIMEOUT")).toBe(408);
    expect(parserErrorStatus("HPE_INVALID_METHOD")).toBe(400);
    expect(parserErrorStatus(undefined)).toBe(400);
  });
});
