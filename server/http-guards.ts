/**
 * Checks on every state-changing request before React Router sees it: posts from other
 * sites are refused (403) and oversized bodies are refused without reading them (413).
 */
import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { site } from "../app/content/site";
import { SUBMIT_PATH } from "../shared/forms/form-result";
import { pathnameOf } from "./front";

/** Our largest form (a 5,000-character message of 3-byte characters) fits well below this. */
export const BODY_LIMIT_BYTES = 32 * 1024;

/** Oversized bodies up to this size are read and discarded so the client can read the 413. */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;
const DRAIN_TIMEOUT_MS = 10_000;

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A small self-contained HTML page for answers given before the app renders. */
export function plainPage(status: number, title: string, message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${status} ${escapeHtml(title)} | ${escapeHtml(site().name)}</title></head>
<body>
<main>
<h1>${status} ${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/">Back to the ${escapeHtml(site().name)} home page</a></p>
</main>
</body>
</html>
`;
}

/**
 * The client reads JSON: always at the forms' JSON endpoint (its island parses the answer, a
 * page would read as "not sent"), elsewhere when Accept names JSON and not HTML.
 */
export function wantsJson(req: IncomingMessage): boolean {
  if (pathnameOf(req.url).toLowerCase().replace(/\/+$/, "") === SUBMIT_PATH) return true;
  const accept = req.headers.accept ?? "";
  return /\bapplication\/json\b/i.test(accept) && !/\btext\/html\b/i.test(accept);
}

/** A refusal as a page, or as the JSON endpoint's `{ ok: false, error }` when the client reads JSON. */
function refusal(req: Request, res: Response, status: number, title: string, message: string): void {
  if (wantsJson(req)) res.status(status).set("Cache-Control", "no-store").json({ ok: false, error: title });
  else
    res
      .status(status)
      .type("html")
      .send(plainPage(status, title, message));
}

/** A foreign Origin (including "null") or a cross-site fetch is refused; requests without Origin are not browsers' cross-site form posts. */
export function isCrossSite(req: Request): boolean {
  if (req.get("sec-fetch-site")?.toLowerCase() === "cross-site") return true;
  const origin = req.get("origin");
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== req.host;
  } catch {
    return true;
  }
}

/**
 * The desk's posts that are larger than any visitor's form, by path: a whole page's copy in one form (in Arabic, a
 * percent-encoded character is 6 bytes), and an image upload. Their own parsers hold them to these.
 */
export const LARGER_BODIES: readonly { prefix: string; limit: number }[] = [
  { prefix: "/desk/content/media", limit: 11 * 1024 * 1024 },
  { prefix: "/desk/content/edit/", limit: 1024 * 1024 },
];

export function formRequestGuards({ bodyLimit = BODY_LIMIT_BYTES }: { bodyLimit?: number } = {}) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!UNSAFE_METHODS.has(req.method)) return next();
    if (isCrossSite(req)) {
      refusal(
        req,
        res,
        403,
        "Forbidden",
        `Forms can only be sent from ${site().name}'s own pages. Please open our website and send the form from there.`,
      );
      return;
    }
    const length = Number(req.get("content-length"));
    const limit = LARGER_BODIES.find((b) => req.path.startsWith(b.prefix))?.limit ?? bodyLimit;
    if (length > limit) {
      const refuse = () => {
        if (res.headersSent) return;
        res.setHeader("Connection", "close");
        refusal(
          req,
          res,
          413,
          "Payload Too Large",
          `What you sent is larger than our forms accept (${Math.round(limit / 1024)} KB). Please go back, shorten your message and try again.`,
        );
      };
      // Let a client finish sending a moderately large body, or it never reads the answer
      // (the socket closes under its upload); anything bigger is cut off at once.
      if (length > DRAIN_LIMIT_BYTES) return refuse();
      req.on("end", refuse);
      req.on("error", refuse);
      setTimeout(refuse, DRAIN_TIMEOUT_MS).unref();
      req.resume();
      return;
    }
    next();
  };
}
