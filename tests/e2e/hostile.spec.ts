import { expect, test } from "@playwright/test";
import { hostileCases, message } from "./hostile-cases";
import { startFormsServer } from "./forms-support";
import { bodyKind, rawRequest } from "./raw-http";
import { CLIENT_ERROR_LINES_PER_SECOND } from "../../server/logger";

/**
 * Requests an attacker or a broken client sends, as raw bytes (fetch and Playwright cannot
 * send most of them), to a production server of this test's own whose log is read back: each
 * gets its 4xx (or the page it asked for), never a 5xx or a closed socket; nothing a malformed
 * request carried is stored; the log gets a warn line per client error, no stack, no error
 * line, and a flood of them is summarised instead of written out.
 */

// Each test starts its own server: on a busy machine that alone can take half a minute.
test.describe.configure({ timeout: 120_000 });

type LogLine = { level: string; msg: string; reason?: string; suppressed?: number; err?: unknown; stack?: unknown };

function logLines(output: string): LogLine[] {
  return output
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as LogLine);
}

test("every hostile request gets its status and kind of body, never a 5xx, and stores nothing", async () => {
  const server = await startFormsServer();
  try {
    const host = new URL(server.url).host;
    const cases = hostileCases();
    for (const c of cases) {
      const res = await rawRequest(server.url, c.request(host), { head: c.head });
      expect.soft(res.status, `${c.name}: an answer, not a 5xx\n${res.raw.slice(0, 300)}`).toBeGreaterThan(0);
      expect.soft(res.status, c.name).toBeLessThan(500);
      expect.soft(res.status, c.name).toBe(c.status);
      expect.soft(bodyKind(res), `${c.name}: body`).toBe(c.kind);
      if (c.allow) expect.soft(res.headers.allow, `${c.name}: Allow`).toBe(c.allow);
      if (c.check) {
        try {
          c.check(res);
        } catch (error) {
          expect.soft(String(error), c.name).toBe("");
        }
      }
    }
    const emails = new Set(cases.flatMap((c) => (c.email ? [c.email] : [])));
    expect(emails.size).toBeGreaterThan(5);
    expect(server.leads().filter((lead) => emails.has(lead.email ?? ""))).toEqual([]);

    // The log: client errors are warn lines without a stack; nothing at error level.
    await new Promise((r) => setTimeout(r, 300));
    const lines = logLines(server.output());
    expect(lines.filter((l) => l.level === "error" || l.level === "fatal")).toEqual([]);
    expect(server.output()).not.toContain('"stack"');
    const warned = lines.filter((l) => l.msg === "client error");
    expect(warned.length).toBeGreaterThan(20);
    expect(warned.every((l) => l.level === "warn" && typeof l.reason === "string" && l.err === undefined)).toBe(true);
  } finally {
    await server.stop();
  }
});

test("a flood of 2,000 malformed requests leaves a few log lines, and counts every one", async () => {
  const server = await startFormsServer({ LOG_LEVEL: "info" });
  try {
    const before = logLines(server.output()).length;
    const total = 2_000;
    const connections = 50;
    const host = new URL(server.url).host;
    const start = performance.now();
    // Pipelined on each connection, so the client's own cost does not pace the flood.
    const perConnection = total / connections;
    const answers = await Promise.all(
      Array.from({ length: connections }, () => {
        const requests = Array.from({ length: perConnection }, (_, i) =>
          message("GET /%ff HTTP/1.1", host, [["Connection", i === perConnection - 1 ? "close" : "keep-alive"]]),
        ).join("");
        return rawRequest(server.url, requests, { timeoutMs: 60_000 }).then((res) => res.raw.match(/^HTTP\/1\.1 \d{3}/gm) ?? []);
      }),
    );
    const statuses = new Map<string, number>();
    for (const line of answers.flat()) statuses.set(line, (statuses.get(line) ?? 0) + 1);
    const seconds = (performance.now() - start) / 1000;
    expect([...statuses]).toEqual([["HTTP/1.1 400", total]]);
    // The summary of what was held back is written a second after the first line it held back.
    await new Promise((r) => setTimeout(r, 1_500));
    const lines = logLines(server.output()).slice(before);
    // At most CLIENT_ERROR_LINES_PER_SECOND lines of one reason a second, and a summary line a second.
    test.info().annotations.push({ type: "flood", description: `${total} requests in ${seconds.toFixed(1)} s: ${lines.length} log lines` });
    expect(lines.length).toBeLessThanOrEqual(Math.ceil(seconds + 2) * (CLIENT_ERROR_LINES_PER_SECOND + 1));
    // However slow the machine: a small fraction of the requests, not a line (and a stack) each.
    expect(lines.length).toBeLessThan(total / 4);
    const written = lines.filter((l) => l.msg === "client error" && l.reason === "bad path").length;
    const suppressed = lines
      .filter((l) => l.reason === "bad path" && typeof l.suppressed === "number")
      .reduce((sum, l) => sum + l.suppressed!, 0);
    expect(written).toBeGreaterThan(0);
    expect(suppressed).toBeGreaterThan(0);
    expect(written + suppressed).toBe(total);
    expect(lines.filter((l) => l.level !== "warn" && l.msg !== "request")).toEqual([]);
    expect(lines.filter((l) => l.reason !== "bad path").length).toBeLessThan(3);
    console.log(
      `flood: ${total} requests of /%ff in ${seconds.toFixed(1)} s → ${lines.length} log lines (${written} written, ${suppressed} counted in summaries)`,
    );
  } finally {
    await server.stop();
  }
});
