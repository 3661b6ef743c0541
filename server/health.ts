/**
 * Probes for a load balancer or orchestrator, answered before anything else (no rate limit,
 * no page handling), never cached:
 *   GET /healthz  the process answers: 200 {"status":"ok","node":"v24…"} (the runtime, for whoever runs it)
 *   GET /readyz   the store can take a lead: its write probe (LeadService.ping) succeeded
 *                 within the deadline: 200 {"status":"ready"}, otherwise 503
 *                 {"status":"unavailable"} (the cause goes to the log, not to the client)
 *
 * One check runs at a time and answers every probe for READY_CACHE_MS: a /readyz flood costs about one small write a second.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { isGetOrHead, pathnameOf, type Handler } from "./front";

export const READY_DEADLINE_MS = 2_000;

export const READY_CACHE_MS = 1_000;

export class DeadlineError extends Error {}

export async function withDeadline(check: () => Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([Promise.resolve().then(check), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

function answer(req: IncomingMessage, res: ServerResponse, status: number, body: object) {
  const json = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(json));
  res.end(req.method === "HEAD" ? undefined : json);
}

// No second check starts while one runs, even past its deadline: a frozen database would collect one stuck probe per poll.
export function sharedCheck(check: () => Promise<unknown>, deadlineMs: number, cacheMs: number) {
  let verdict: Promise<void> | undefined;
  let running = false;
  let settledAt = Number.POSITIVE_INFINITY;
  return (): { verdict: Promise<void>; fresh: boolean } => {
    if (verdict && (running || performance.now() - settledAt < cacheMs)) return { verdict, fresh: false };
    running = true;
    settledAt = Number.POSITIVE_INFINITY;
    const checking = Promise.resolve().then(check);
    const done = () => void (running = false);
    checking.then(done, done);
    const current = withDeadline(() => checking, deadlineMs);
    const settled = () => void (settledAt = performance.now());
    current.then(settled, settled);
    verdict = current;
    return { verdict: current, fresh: true };
  };
}

export function healthChecks({
  ready,
  deadlineMs = READY_DEADLINE_MS,
  cacheMs = READY_CACHE_MS,
}: {
  ready: () => Promise<unknown>;
  deadlineMs?: number;
  cacheMs?: number;
}): Handler {
  const readiness = sharedCheck(ready, deadlineMs, cacheMs);
  return (req, res) => {
    if (!isGetOrHead(req)) return false;
    const urlPath = pathnameOf(req.url);
    if (urlPath === "/healthz") {
      answer(req, res, 200, { status: "ok", node: process.version });
      return true;
    }
    if (urlPath !== "/readyz") return false;
    const { verdict, fresh } = readiness();
    verdict.then(
      () => answer(req, res, 200, { status: "ready" }),
      (err: unknown) => {
        // Once per check, not per probe that shares it.
        if (fresh) req.log?.warn({ err }, "not ready");
        answer(req, res, 503, { status: "unavailable" });
      },
    );
    return true;
  };
}
