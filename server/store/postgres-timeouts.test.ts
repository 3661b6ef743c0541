// @vitest-environment node
/**
 * Bounded waits on PostgreSQL: a database that stops answering (frozen, partitioned away) is
 * simulated by a TCP proxy in front of the run's throwaway cluster that stops passing bytes
 * both ways and answers no new connection; then it passes them again. Every call must fail
 * within its timeout, and the pool must recover by itself once the database answers again.
 */
import net from "node:net";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/support/postgres-for-tests";
import { createLeadService } from "../lead-service";
import { createPostgresStore, type PostgresTimeouts } from "./postgres";
import type { NewLead } from "./types";

/** A proxy to `target` that can freeze (hold every byte, leave new connections unanswered) and thaw. */
async function freezingProxy(target: URL) {
  let frozen = false;
  const pairs = new Set<[net.Socket, net.Socket]>();
  const held: net.Socket[] = [];
  const link = (client: net.Socket) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", close).on("close", close);
    upstream.on("error", close).on("close", close);
  };
  const server = net.createServer((client) => {
    if (frozen) {
      client.on("error", () => undefined);
      held.push(client);
    } else link(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(target);
  url.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url: url.toString(),
    freeze() {
      frozen = true;
      for (const [a, b] of pairs) {
        a.pause();
        b.pause();
      }
    },
    thaw() {
      frozen = false;
      for (const [a, b] of pairs) {
        a.resume();
        b.resume();
      }
      for (const client of held.splice(0)) link(client);
    },
    async close() {
      for (const [a, b] of pairs) {
        a.destroy();
        b.destroy();
      }
      for (const client of held) client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const timeouts: PostgresTimeouts = { connectMs: 400, queryMs: 500, idleMs: 10_000 };
const lead = (email: string): NewLead => ({ kind: "contact", page: "/contact", ipHash: "h", fields: { email, message: "Hello" } });

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** How long `promise` took to settle, in ms, and whether it rejected. */
async function timed(promise: Promise<unknown>) {
  const start = performance.now();
  const rejected = await promise.then(
    () => false,
    () => true,
  );
  return { ms: performance.now() - start, rejected };
}

describe("PostgreSQL store that stops answering", () => {
  it("fails each call within its timeout while frozen, and recovers by itself after", async () => {
    const proxy = await freezingProxy(new URL(await testDatabase()));
    cleanups.push(() => proxy.close());
    const logged: string[] = [];
    const store = createPostgresStore(proxy.url, {
      poolSize: 4,
      timeouts,
      log: { error: (...a: unknown[]) => void logged.push(a.join(" ")) },
    });
    cleanups.push(() => store.close());
    await store.migrate();
    await store.insertLeads([lead("before@example.com")], []);

    proxy.freeze();
    // A statement on a pooled connection: the client gives up at queryMs + 0.5 s (the server cannot cancel it).
    const writes = await Promise.all([
      timed(store.insertLeads([lead("during@example.com")], [])),
      timed(store.checkWritable()),
      timed(store.consume("contact:h", { limit: 5, windowMs: 60_000 })),
      timed(store.list()),
    ]);
    for (const { ms, rejected } of writes) {
      expect(rejected).toBe(true);
      expect(ms).toBeLessThan(timeouts.queryMs + 500 + 1_500); // the client's grace, plus a busy machine's slack
    }
    // A new connection (the timed-out ones were dropped): the connect timeout.
    const connect = await timed(store.ping());
    expect(connect.rejected).toBe(true);
    expect(connect.ms).toBeLessThan(timeouts.connectMs + 1_500);

    proxy.thaw();
    // By itself: the same store, no restart (a connection begun in the freeze may still fail once).
    await expect
      .poll(
        () =>
          store.checkWritable().then(
            () => "writable",
            (e: Error) => e.message,
          ),
        { timeout: 10_000 },
      )
      .toBe("writable");
    await store.insertLeads([lead("after@example.com")], []);
    const emails = (await store.list()).map((l) => l.email);
    expect(emails).toContain("before@example.com");
    expect(emails).toContain("after@example.com");
    // The insert given up on may or may not have committed (its COMMIT may have been on its way), but never twice.
    expect(emails.filter((e) => e === "during@example.com").length).toBeLessThanOrEqual(1);
  }, 30_000);

  it("lets the server cancel a statement that waits on a lock longer than the query timeout; the connection stays in the pool", async () => {
    const url = await testDatabase();
    const store = createPostgresStore(url, { poolSize: 1, timeouts });
    cleanups.push(() => store.close());
    await store.migrate();
    await store.insertLeads([lead("before@example.com")], []);
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    cleanups.push(() => holder.end());
    const ourConnections = async () =>
      (
        await holder.query<{ pid: number }>(
          "SELECT pid FROM pg_stat_activity WHERE application_name = 'nexora-site' AND datname = current_database()",
        )
      ).rows.map((r) => r.pid);
    const before = await ourConnections();
    expect(before).toHaveLength(1);
    // Another session holds the leads table (a stuck migration, a long manual transaction).
    await holder.query("BEGIN");
    await holder.query("LOCK TABLE leads IN ACCESS EXCLUSIVE MODE");
    const stuck = await timed(store.insertLeads([lead("stuck@example.com")], []));
    expect(stuck.rejected).toBe(true);
    expect(stuck.ms).toBeGreaterThanOrEqual(timeouts.queryMs - 50);
    expect(stuck.ms).toBeLessThan(timeouts.queryMs + 400);
    await holder.query("ROLLBACK");
    await store.insertLeads([lead("after@example.com")], []);
    expect(await ourConnections()).toEqual(before);
    expect((await store.list()).map((l) => l.email).sort()).toEqual(["after@example.com", "before@example.com"]);
  }, 30_000);
});

describe("lead service on a PostgreSQL that stops answering", () => {
  it("fails a whole burst of saves within about one timeout (no lead-by-lead retry after a store fault)", async () => {
    const proxy = await freezingProxy(new URL(await testDatabase()));
    cleanups.push(() => proxy.close());
    const leads = createLeadService({
      databasePath: "unused",
      databaseUrl: proxy.url,
      postgresTimeouts: timeouts,
      rateLimit: { limit: 100, windowMs: 60_000 },
      minFillMs: 0,
      log: { info() {}, warn() {}, error() {} },
    });
    cleanups.push(() => leads.close());
    await leads.open();
    await leads.save(lead("first@example.com"));
    proxy.freeze();
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => timed(leads.save(lead(`burst${i}@example.com`)))));
    expect(burst.every((r) => r.rejected)).toBe(true);
    // Lead by lead, ten saves would wait ten timeouts.
    expect(Math.max(...burst.map((r) => r.ms))).toBeLessThan(2 * (timeouts.queryMs + 500) + timeouts.connectMs);
    await expect(leads.ping()).rejects.toThrow();
    proxy.thaw();
    await expect(leads.ping()).resolves.toBeUndefined();
    await leads.save(lead("after@example.com"));
    const emails = (await leads.list()).map((l) => l.email);
    expect(emails).toContain("after@example.com");
    for (let i = 0; i < 10; i++) expect(emails.filter((e) => e === `burst${i}@example.com`).length).toBeLessThanOrEqual(1);
  }, 30_000);
});
