import { expect, test } from "@playwright/test";

/**
 * The production server as an operator and a load balancer see it: health probes, request ids,
 * and prerendered pages answered from the build's compressed copies with ETags.
 */

test.describe("probes", () => {
  test("/healthz and /readyz answer 200, uncached; the server runs on Node 24", async ({ request }) => {
    for (const [path, body] of [
      ["/healthz", { status: "ok", node: expect.stringMatching(/^v24\.\d+\.\d+$/) }],
      ["/readyz", { status: "ready" }],
    ] as const) {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expect(res.headers()["cache-control"]).toBe("no-store");
      expect(await res.json()).toEqual(body);
    }
  });
});

test("every response carries a request id, the client's own when it is a plain token", async ({ request }) => {
  const given = await request.get("/about", { headers: { "x-request-id": "lb-1234.abc" } });
  expect(given.headers()["x-request-id"]).toBe("lb-1234.abc");
  for (const res of [await request.get("/no-such-page"), await request.get("/ABOUT"), await request.get("/healthz")]) {
    expect(res.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  }
  const refused = await request.get("/", { headers: { "x-request-id": "has spaces and {braces}" } });
  expect(refused.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
});

test.describe("prerendered pages", () => {
  test("come compressed by the build, with an ETag per encoding, and 304 when unchanged", async ({ request }) => {
    const br = await request.get("/service", { headers: { "accept-encoding": "br" } });
    const gz = await request.get("/service", { headers: { "accept-encoding": "gzip" } });
    for (const [res, encoding] of [
      [br, "br"],
      [gz, "gzip"],
    ] as const) {
      expect(res.status()).toBe(200);
      const h = res.headers();
      expect(h["content-encoding"]).toBe(encoding);
      expect(h.vary).toBe("Accept-Encoding");
      expect(h["cache-control"]).toBe("no-cache");
      expect(h.etag).toMatch(/^"[\w-]+"$/);
      expect(h["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      expect(await res.text()).toContain("</html>");
    }
    expect(br.headers().etag).not.toBe(gz.headers().etag);
    const again = await request.get("/service", { headers: { "accept-encoding": "gzip", "if-none-match": gz.headers().etag } });
    expect(again.status()).toBe(304);
    expect(again.headers().etag).toBe(gz.headers().etag);
    const head = await request.head("/service", { headers: { "accept-encoding": "br" } });
    expect(head.status()).toBe(200);
    expect(head.headers()["content-length"]).toBe(br.headers()["content-length"]);
  });

  test("pages rendered on request are still compressed as they are sent", async ({ request }) => {
    for (const path of ["/ABOUT", "/contact?sent=contact", "/search?q=design", "/no-such-page"]) {
      const res = await request.get(path, { headers: { "accept-encoding": "gzip" } });
      expect([path, res.headers()["content-encoding"]]).toEqual([path, "gzip"]);
      expect(res.headers()["content-security-policy"]).toMatch(/'nonce-/);
      expect(res.headers().etag).toBeUndefined();
    }
  });
});
