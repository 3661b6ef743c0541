/**
 * Probes for a load balancer or orchestrator, answered before anything else (no rate limit,
 * no page handling), never cached:
 *   GET /healthz  the process answers: 200 {"status":"ok"}
 *   GET /readyz   the store answers within the deadline: 200 {"status":"ready"}, otherwise
 *                 503 {"status":"unavailable"} (the cause goes to the log, not to the client)
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { isGetOrHead, pathnameOf, type Handler } from "./front";

export const READY_DEADLINE_MS = 2_000;

export class DeadlineError extends Error {}

/** Resolves or rejects as `check` does, or rejects once `ms` have passed. */
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

export function healthChecks({ ready, deadlineMs = READY_DEADLINE_MS }: { ready: () => Promise<unknown>; deadlineMs?: number }): Handler {
  return (req, res) => {
    if (!isGetOrHead(req)) return false;
    const urlPath = pathnameOf(req.url);
    if (urlPath === "/healthz") {
      answer(req, res, 200, { status: "ok" });
      return true;
    }
    if (urlPath !== "/readyz") return false;
    withDeadline(ready, deadlineMs).then(
      () => answer(req, res, 200, { status: "ready" }),
      (err: unknown) => {
        req.log?.warn({ err }, "not ready");
        answer(req, res, 503, { status: "unavailable" });
      },
    );
    return true;
  };
}
