/**
 * Pages rendered on request take turns: at most one starts per turn of the event loop.
 *
 * Rendering a page (/search, another casing, a 404) takes milliseconds of CPU that nothing
 * interrupts. Without turns, every request whose bytes arrived together is rendered back to
 * back before Node looks at its sockets again: 50 connections on /search kept a health probe
 * waiting 0.4–1.4 s. With turns, the probes, assets and prerendered pages (answered in
 * server.ts's front) wait for one render at most. Waiting requests queue up to `limit`; more
 * get 503 with Retry-After (docs/decisions/0017-search-load.md).
 *
 * Only GET and HEAD: a form post keeps its values in the page it gets back, which a 503 from
 * here would not.
 */
import type { NextFunction, Request, Response } from "express";
import { plainPage } from "./http-guards";

export const BUSY_RETRY_AFTER_SECONDS = 2;

export function renderTurns({ limit }: { limit: number }) {
  const waiting: { req: Request; res: Response; next: NextFunction }[] = [];
  let scheduled = false;

  // setImmediate runs in the loop's check phase; one queued from there runs on the next turn,
  // after the poll phase has read the sockets again.
  const admitOne = () => {
    scheduled = false;
    for (let turn = waiting.shift(); turn; turn = waiting.shift()) {
      // A client that left while waiting costs nothing more (and does not use up the turn).
      if (turn.req.socket.destroyed || turn.res.writableEnded) continue;
      turn.next();
      break;
    }
    if (waiting.length && !scheduled) {
      scheduled = true;
      setImmediate(admitOne);
    }
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (waiting.length >= limit) {
      res.turnedAway = "render queue";
      res
        .status(503)
        .set({ "Retry-After": String(BUSY_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" })
        .type("html")
        .send(plainPage(503, "Service Unavailable", "The website is very busy at the moment. Please try again in a few seconds."));
      return;
    }
    waiting.push({ req, res, next });
    if (!scheduled) {
      scheduled = true;
      setImmediate(admitOne);
    }
  };
}
