/**
 * The edge itself (run by `npm run test:edge`, which starts it): nginx answers the
 * prerendered pages and built files with exactly the headers server.ts sends, hands everything
 * else to the two Node instances with the visitor's scheme, host and address, and a visitor
 * cannot pass the rate limit by sending X-Forwarded-For.
 */
import { expect, test } from "@playwright/test";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { edgeInputs } from "../../scripts/lib/edge-config";
import { edgeRun } from "../../scripts/lib/edge-nginx";

const edge = edgeRun(process.env.E2E_EDGE)!;
const buildDir = process.env.BUILD_DIR ?? "build";
const { pages } = edgeInputs(buildDir);
const [node] = edge.nodes;

/** Headers both must send alike (the date, length and ETag are each server's own). */
const COMPARED = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "x-frame-options",
  "permissions-policy",
  "cache-control",
  "content-encoding",
  "vary",
];

function compared(res: Response): Record<string, string | null> {
  return Object.fromEntries(COMPARED.map((name) => [name, res.headers.get(name)]));
}

/** Whether Node answered: it gives every response an X-Request-Id; nginx's own answers have none. */
const fromNode = (res: Response) => res.headers.get("x-request-id") !== null;

function stored(sql: string): unknown[] {
  return JSON.parse(
    execFileSync("psql", [edge.databaseUrl, "-XAtq", "-c", `SELECT coalesce(json_agg(t), '[]') FROM (${sql}) t`], { encoding: "utf8" }),
  );
}

const noRedirect = { redirect: "manual" } as const;

test("nginx serves every prerendered page itself with the headers and bytes Node sends (brotli and gzip)", async () => {
  const served = pages.filter((page) => !page.node);
  expect(served.length).toBeGreaterThan(20);
  for (const page of served) {
    for (const encoding of ["br", "gzip"]) {
      const headers = { "accept-encoding": encoding };
      const [atEdge, atNode] = await Promise.all([fetch(edge.url + page.path, { headers }), fetch(node + page.path, { headers })]);
      expect(atEdge.status, page.path).toBe(200);
      expect(fromNode(atEdge), `${page.path} answered by nginx`).toBe(false);
      expect(fromNode(atNode)).toBe(true);
      expect(compared(atEdge), `${page.path} (${encoding})`).toEqual(compared(atNode));
      expect(atEdge.headers.get("content-encoding")).toBe(encoding);
      expect(atEdge.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await atEdge.text()).toBe(await atNode.text());
    }
  }
});

test("a page answers 304 to its ETag at the edge", async () => {
  const first = await fetch(edge.url + "/about", { headers: { "accept-encoding": "br" } });
  const etag = first.headers.get("etag")!;
  expect(etag).toBeTruthy();
  const again = await fetch(edge.url + "/about", { headers: { "accept-encoding": "br", "if-none-match": etag } });
  expect(again.status).toBe(304);
  expect(again.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
});

test("built and public files come from nginx with Node's cache and security headers", async () => {
  const home = await (await fetch(node + "/")).text();
  const script = /\/assets\/[^"]+\.js/.exec(home)![0];
  const assets = fs.readdirSync(path.join(buildDir, "client", "assets"));
  const index = "/assets/" + assets.find((name) => /^search-index-.*\.json$/.test(name))!;
  const font = "/assets/" + assets.find((name) => name.endsWith(".woff2"))!;
  const image = "/images/" + fs.readdirSync(path.join(buildDir, "client", "images")).find((name) => /\.(svg|png|jpe?g|webp)$/.test(name))!;
  for (const [file, encoding] of [
    [script, "br"],
    [index, "gzip"],
    [font, "identity"],
    [image, "identity"],
    ["/favicon.svg", "identity"],
  ]) {
    const headers = { "accept-encoding": encoding };
    const [atEdge, atNode] = await Promise.all([fetch(edge.url + file, { headers }), fetch(node + file, { headers })]);
    expect(atEdge.status, file).toBe(200);
    expect(fromNode(atEdge), `${file} answered by nginx`).toBe(false);
    const expected = compared(atNode);
    // express.static adds no Vary to files it sends as they are; nginx's gzip_vary does.
    if (encoding === "identity") delete expected.vary;
    const got = compared(atEdge);
    if (encoding === "identity") delete got.vary;
    expect(got, file).toEqual(expected);
    expect(Buffer.from(await atEdge.arrayBuffer()).equals(Buffer.from(await atNode.arrayBuffer())), file).toBe(true);
  }
});

test("everything else goes to Node, through the edge", async () => {
  for (const [target, status] of [
    ["/search?q=cloud", 200],
    ["/no-such-page", 404],
    ["/ABOUT", 200],
    ["/about/", 200],
    ["/contact?sent=contact", 200],
    ["/blog/blog-details", 200],
    ["/blog/blog-details-dark", 200],
    // The other languages' pages rendered on request and article pages (their own comment threads).
    ["/de/search?q=cloud", 200],
    ["/ar/no-such-page", 404],
    ["/DE/About", 200],
    ["/ar/blog/blog-details", 200],
    ["/de/contact?sent=contact", 200],
    // (Node's answer, whatever it is: not nginx sending the compressed copy as a file.)
    ["/index.html.br", null],
    ["/healthz", 200],
  ] as const) {
    const res = await fetch(edge.url + target, noRedirect);
    expect([target, status === null ? null : res.status, fromNode(res)]).toEqual([target, status, true]);
    // nginx's request id (32 hex digits) is the one Node logs and sends back.
    expect(res.headers.get("x-request-id"), target).toMatch(/^[0-9a-f]{32}$/);
  }
  const search = await (await fetch(edge.url + "/search?q=cloud")).text();
  expect(search).toContain("Cloud");
  const sent = await fetch(edge.url + "/contact?sent=contact");
  expect(sent.headers.get("content-security-policy")).toMatch(/'nonce-/);
});

test("a desk upload passes the edge up to its own limit; a visitor's form does not", async () => {
  const body = (size: number) => new Uint8Array(size);
  const post = (target: string, size: number) =>
    fetch(edge.url + target, { method: "POST", body: body(size), headers: { "content-type": "application/octet-stream" }, ...noRedirect });
  // 4 MB: past nginx's 1 MB for forms, within the upload's 11 MB; Node answers (no session: 401 or 403).
  const upload = await post("/desk/content/media", 4 * 1024 * 1024);
  expect(fromNode(upload)).toBe(true);
  expect([401, 403]).toContain(upload.status);
  const form = await post("/contact", 4 * 1024 * 1024);
  expect([form.status, fromNode(form)]).toEqual([413, false]);
  const huge = await post("/desk/content/media", 12 * 1024 * 1024);
  expect([huge.status, fromNode(huge)]).toEqual([413, false]);
});

test("a form post without JavaScript is stored and confirmed through https (no origin mismatch)", async () => {
  const email = `edge-${Date.now()}@example.com`;
  const body = new URLSearchParams({
    kind: "contact",
    formId: "contact-form_edge",
    firstName: "Ada",
    lastName: "Lovelace",
    email,
    phone: "+44 20 7946 0958",
    subject: "Through the edge",
    message: "Sent without JavaScript over HTTPS.",
    fax_number: "",
  });
  const res = await fetch(edge.url + "/contact", {
    method: "POST",
    body,
    ...noRedirect,
    headers: { origin: edge.url, "sec-fetch-site": "same-origin" },
  });
  expect(res.status, await res.clone().text()).toBe(303);
  expect(res.headers.get("location")).toMatch(/^\/contact\?sent=contact(#|$)/);
  expect(fromNode(res)).toBe(true);
  expect(stored(`SELECT kind, page FROM leads WHERE email = '${email}'`)).toEqual([{ kind: "contact", page: "/contact" }]);
  // In German: the German build answers, and the lead says where it came from.
  const german = new URLSearchParams(body);
  german.set("email", `de-${email}`);
  const de = await fetch(edge.url + "/de/contact", {
    method: "POST",
    body: german,
    ...noRedirect,
    headers: { origin: edge.url, "sec-fetch-site": "same-origin" },
  });
  expect(de.status).toBe(303);
  expect(de.headers.get("location")).toMatch(/^\/de\/contact\?sent=contact(#|$)/);
  expect(stored(`SELECT page FROM leads WHERE email = 'de-${email}'`)).toEqual([{ page: "/de/contact" }]);
  // A post from another site is still refused.
  const foreign = await fetch(edge.url + "/contact", { method: "POST", body, ...noRedirect, headers: { origin: "https://evil.example" } });
  expect(foreign.status).toBe(403);
});

test("X-Forwarded-For from a visitor changes nothing: one address, one limit (3 here)", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const body = new URLSearchParams({ kind: "subscribe", formId: "s", email: `spoof-${i}-${Date.now()}@example.com`, fax_number: "" });
    const res = await fetch(edge.url + "/home3", {
      method: "POST",
      body,
      ...noRedirect,
      headers: { origin: edge.url, "sec-fetch-site": "same-origin", "x-forwarded-for": `203.0.113.${i + 1}` },
    });
    statuses.push(res.status);
  }
  expect(statuses).toEqual([303, 303, 303, 429, 429]);
  expect(stored("SELECT DISTINCT ip_hash FROM leads WHERE email LIKE 'spoof-%'")).toHaveLength(1);
});

test("plain HTTP is redirected to HTTPS", async () => {
  const res = await fetch(edge.httpUrl + "/about?x=1", noRedirect);
  expect(res.status).toBe(301);
  expect(res.headers.get("location")).toBe(`${edge.url}/about?x=1`);
});
