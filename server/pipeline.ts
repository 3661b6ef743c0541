/**
 * In which order the server answers a request, for `npm start` and `npm run dev` alike
 * (docs/decisions/0020-dev-server.md). The front stages are plain Node handlers that answer
 * from memory or pass; the first that answers ends the request. What none answers goes to
 * Express, through its stages in this order. A stage a mode has no use for is `null` there
 * (the dev server has no prerendered pages; production has no Vite).
 */
import type { ErrorRequestHandler, Express, RequestHandler } from "express";
import type { RequestListener } from "node:http";
import type { Handler } from "./front";

export const REQUEST_ORDER = [
  // Before Express, in this order:
  { stage: "requestLog", where: "front" }, // the request id and the one log line, whatever answers
  { stage: "securityHeaders", where: "front" }, // on every response; pages rendered on request replace the CSP with a nonce's
  { stage: "requestChecks", where: "front" }, // malformed targets, hosts, methods: their 4xx before anything reads them
  { stage: "health", where: "front" }, // /healthz, /readyz: before anything that could refuse or delay them
  { stage: "searchLimit", where: "front" }, // a visitor over the /search limit gets 429 at once (decision 17)
  { stage: "deskLimit", where: "front" }, // a desk session (or address) over its limit gets 429 at once (decision 22)
  { stage: "assets", where: "front" }, // fingerprinted JS/CSS, precompressed, from memory
  { stage: "articlePages", where: "front" }, // the article pages with their approved comments, cached
  { stage: "prerenderedPages", where: "front" }, // prerendered pages, exact paths, from memory
  // Express, in this order:
  { stage: "host", where: "express" }, // one host for the request URL and the origin checks
  { stage: "compression", where: "express" },
  { stage: "devModules", where: "express" }, // Vite: the browser's modules, public files, hot reload
  { stage: "files", where: "express" }, // other built files (no .br/.gz copies)
  { stage: "media", where: "express" }, // images uploaded in the desk, from the store (decision 37)
  { stage: "formGuards", where: "express" }, // foreign origins 403, oversized bodies 413, wrong scheme behind a proxy
  { stage: "desk", where: "express" }, // the team's desk under /desk: signed in, rendered on request, never cached (decision 22)
  { stage: "renderTurns", where: "express" }, // renders take turns; the queue's overflow gets 503 (decision 17)
  { stage: "reactRouter", where: "express" }, // forms, /search, other casings, 404: rendered with the load context
  { stage: "errors", where: "express" }, // last resort: logged, no stack trace to the client
] as const;

type Entry = (typeof REQUEST_ORDER)[number];
export type FrontStage = Extract<Entry, { where: "front" }>["stage"];
export type ExpressStage = Extract<Entry, { where: "express" }>["stage"];

/** Every stage named, so a mode says what it leaves out. */
export type Stages = { [S in FrontStage]: Handler | null } & { [S in ExpressStage]: (RequestHandler | ErrorRequestHandler)[] | null };

/** The server's request handler: the front stages, then `app` with the Express stages mounted in order. */
export function pipeline(app: Express, stages: Stages): RequestListener {
  const front: Handler[] = [];
  for (const { stage, where } of REQUEST_ORDER) {
    if (where === "front") {
      const handler = stages[stage];
      if (handler) front.push(handler);
    } else {
      const handlers = stages[stage];
      if (handlers?.length) app.use(...(handlers as RequestHandler[]));
    }
  }
  return (req, res) => {
    for (const handle of front) if (handle(req, res)) return;
    app(req, res);
  };
}
