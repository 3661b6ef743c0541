// @vitest-environment node
import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { busyMessage, clientKey, expressClientIp, isSearchPath, retryAfterMessage, searchRateLimit, TokenBuckets } from "./search-limit";

describe("TokenBuckets", () => {
  function clocked(burst: number, perSecond: number, maxClients?: number) {
    const clock = { now: 1_000_000 };
    return { clock, buckets: new TokenBuckets({ burst, perSecond }, maxClients, () => clock.now) };
  }

  it("lets a burst through, then refuses with the whole seconds until the next token", () => {
    const { clock, buckets } = clocked(3, 2);
    expect([buckets.take("a"), buckets.take("a"), buckets.take("a")]).toEqual([0, 0, 0]);
    expect(buckets.take("a")).toBe(1); // half a second to the next token, rounded up
    clock.now += 250; // a refused attempt costs nothing: 0.5 token now
    expect(buckets.take("a")).toBe(1);
    clock.now += 250;
    expect(buckets.take("a")).toBe(0);
    expect(buckets.take("a")).toBe(1);
  });

  it("says how long to wait at a slow refill", () => {
    const { clock, buckets } = clocked(1, 1);
    expect(buckets.take("a")).toBe(0);
    clock.now += 100;
    expect(buckets.take("a")).toBe(1);
    const slow = new TokenBuckets({ burst: 1, perSecond: 1 / 10 }, undefined, () => clock.now);
    expect(slow.take("b")).toBe(0);
    expect(slow.take("b")).toBe(10);
  });

  it("refills up to the burst, no further", () => {
    const { clock, buckets } = clocked(2, 2);
    buckets.take("a");
    clock.now += 60_000;
    expect([buckets.take("a"), buckets.take("a"), buckets.take("a")]).toEqual([0, 0, 1]);
  });

  it("keeps clients apart", () => {
    const { buckets } = clocked(1, 1);
    expect(buckets.take("a")).toBe(0);
    expect(buckets.take("a")).toBe(1);
    expect(buckets.take("b")).toBe(0);
  });

  it("remembers at most maxClients, forgetting the one seen least recently", () => {
    const { buckets } = clocked(1, 1, 2);
    buckets.take("a");
    buckets.take("b");
    buckets.take("a"); // refused, but seen: b is now the oldest
    buckets.take("c");
    expect(buckets.clients).toBe(2);
    expect(buckets.take("a")).toBe(1); // still remembered, still empty
    expect(buckets.take("b")).toBe(0); // forgotten: a full bucket again
  });
});

describe("clientKey", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["::FFFF:127.0.0.1", "127.0.0.1"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::ffff", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:abcd::1", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::192.0.2.33", "64:ff9b:0:0::/64"],
    [undefined, "unknown"],
  ])("%s → %s", (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it("gives every address of one /64 the same key, and another /64 another", () => {
    expect(clientKey("2001:db8:aa:bb:1::1")).toBe(clientKey("2001:db8:aa:bb:ffff:ffff:ffff:ffff"));
    expect(clientKey("2001:db8:aa:bc::1")).not.toBe(clientKey("2001:db8:aa:bb::1"));
  });
});

describe("isSearchPath", () => {
  it.each([
    "/search",
    "/SEARCH",
    "/Search/",
    "/search.data",
    "/SEARCH.data",
    "/search/.data",
    "/search/_.data",
    "/SEARCH/_.data",
    "/search//_.data",
    "/%73earch",
    "/./search",
    "/x/../search",
    "/search//",
  ])("%s reaches the search page", (p) => expect(isSearchPath(p)).toBe(true));
  it.each([
    "/",
    "/searches",
    "/search/x",
    "/blog",
    "/%ff",
    "/searc",
    "/search.json",
    "/x/search",
    "/_.data",
    "/search_.data",
    "/search/x/_.data",
  ])("%s does not", (p) => expect(isSearchPath(p)).toBe(false));
});

describe("searchRateLimit", () => {
  let server: http.Server;
  const refusals: (string | undefined)[] = [];
  let port: number;

  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", "loopback");
    app.all("/{*splat}", (req, res) => {
      res.send(`rendered ${req.path}`);
    });
    // In front of Express, as server.ts has it.
    const limit = searchRateLimit({ burst: 3, perSecond: 1, totalPerSecond: 1_000 }, expressClientIp(app));
    server = http.createServer((req, res) => {
      if (limit(req, res)) refusals.push(res.clientError);
      else app(req, res);
    });
    server.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (path: string, client: string, method = "GET") =>
    fetch(`http://127.0.0.1:${port}${path}`, { method, headers: { "x-forwarded-for": client } });

  it("answers a client over its limit with 429, Retry-After and a page that says how long to wait, not cached, noindex", async () => {
    const client = "203.0.113.1";
    for (let i = 0; i < 3; i++) expect((await get(`/search?q=q${i}`, client)).status).toBe(200);
    const refused = await get("/search?q=again", client);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBe(1); // the bucket refills by 1 a second
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(refused.headers.get("x-robots-tag")).toBe("noindex");
    expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    expect(Number(refused.headers.get("content-length"))).toBeGreaterThan(0);
    const page = await refused.text();
    expect(page).toContain("<h1>429 Too Many Requests</h1>");
    expect(page).toContain(retryAfterMessage(wait));
    expect(page).toContain('<meta name="robots" content="noindex">');
    // Every spelling of the search page counts against the same allowance.
    expect((await get("/SEARCH.data?q=x", client)).status).toBe(429);
    expect((await get("/search/_.data?q=x", client)).status).toBe(429);
    expect((await get("/search", client, "HEAD")).status).toBe(429);
    // Logged as a client's error, rate-limited (server/logger.ts), not a line per refusal.
    expect(refusals.slice(-4)).toEqual(Array(4).fill("search rate limit"));
  });

  it("limits each client on its own, and nothing but the search page", async () => {
    const client = "203.0.113.2";
    for (let i = 0; i < 3; i++) await get("/search?q=x", client);
    expect((await get("/search?q=x", client)).status).toBe(429);
    expect((await get("/search?q=x", "203.0.113.3")).status).toBe(200);
    expect((await get("/ABOUT", client)).status).toBe(200);
    expect((await get("/search?q=x", client, "POST")).status).toBe(200);
  });

  it("takes the client's address as Express does: X-Forwarded-For only from a trusted proxy", async () => {
    const app = express();
    app.set("trust proxy", false);
    const ip = expressClientIp(app);
    const req = Object.assign(new http.IncomingMessage(new (await import("node:net")).Socket()), {
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    Object.defineProperty(req.socket, "remoteAddress", { value: "127.0.0.1" });
    expect(ip(req)).toBe("127.0.0.1");
    app.set("trust proxy", "loopback");
    expect(ip(req)).toBe("203.0.113.9");
  });

  it("counts a whole IPv6 /64 as one client", async () => {
    for (let i = 0; i < 3; i++) expect((await get("/search?q=x", `2001:db8:5:6::${i + 1}`)).status).toBe(200);
    expect((await get("/search?q=x", "2001:db8:5:6::ffff")).status).toBe(429);
    expect((await get("/search?q=x", "2001:db8:5:7::1")).status).toBe(200);
  });

  it("turns searches away as busy (503, Retry-After) past the instance's own budget, whoever sends them", async () => {
    const app = express();
    app.set("trust proxy", "loopback");
    app.all("/{*splat}", (_req, res) => void res.send("rendered"));
    let now = 0;
    const clock = () => now;
    const limit = searchRateLimit(
      { burst: 3, perSecond: 1, totalPerSecond: 4 },
      expressClientIp(app),
      new TokenBuckets({ burst: 3, perSecond: 1 }, undefined, clock),
      new TokenBuckets({ burst: 4, perSecond: 4 }, undefined, clock),
    );
    const turnedAway: (string | undefined)[] = [];
    const busyServer = http.createServer((req, res) => {
      if (limit(req, res)) turnedAway.push(res.turnedAway);
      else app(req, res);
    });
    busyServer.listen(0, "127.0.0.1");
    await new Promise((resolve) => busyServer.once("listening", resolve));
    const url = `http://127.0.0.1:${(busyServer.address() as AddressInfo).port}/search?q=x`;
    const from = (client: string) => fetch(url, { headers: { "x-forwarded-for": client } });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await from(`198.18.0.${i + 1}`)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 503, 503]);
      const busy = await from("198.18.1.1");
      expect(busy.headers.get("retry-after")).toBe("1");
      expect(busy.headers.get("cache-control")).toBe("no-store");
      expect(await busy.text()).toContain(busyMessage(1));
      // A refusal by design, logged as one (server/logger.ts), not as a failure of the server.
      expect(turnedAway).toEqual(["search rate", "search rate", "search rate"]);
      // A client over its own limit is told so (429), and does not use up the instance's budget.
      now += 1_000;
      for (let i = 0; i < 3; i++) await from("198.18.2.1");
      now += 1_000;
      expect((await from("198.18.2.1")).status).toBe(200);
      for (let i = 0; i < 5; i++) await from("198.18.2.1");
      expect((await from("198.18.2.2")).status).toBe(200);
    } finally {
      await new Promise((resolve) => busyServer.close(resolve));
    }
  });
});
