// React Router's Express adapter takes the host from X-Forwarded-Host whoever connected, but the port from Host, so a
// proxied form post fails its origin check: `oneHost` settles one host for all. `schemeMismatch` explains a lost
// X-Forwarded-Proto instead of a bare 400 (docs/decisions/0016-https-edge.md).
import type { NextFunction, Request, Response } from "express";
import { site } from "../app/content/site";
import { plainPage } from "./http-guards";

export function oneHost(req: Request, _res: Response, next: NextFunction): void {
  if (req.headers["x-forwarded-host"] !== undefined) {
    const host = req.host;
    delete req.headers["x-forwarded-host"];
    if (host) req.headers.host = host;
  }
  next();
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

// A misconfigured proxy fails every post.
const WARN_EVERY_MS = 60_000;

export function schemeMismatch() {
  let lastWarned = -Infinity;
  return (req: Request, res: Response, next: NextFunction): void => {
    const origin = req.get("origin");
    if (!UNSAFE_METHODS.has(req.method) || !origin || !URL.canParse(origin)) return next();
    const { protocol, host } = new URL(origin);
    // Another host is a cross-site post (formRequestGuards).
    if (host !== req.host || protocol === `${req.protocol}:`) return next();
    if (Date.now() - lastWarned >= WARN_EVERY_MS) {
      lastWarned = Date.now();
      req.log?.warn(
        { origin: `${protocol}//`, seen: `${req.protocol}://` },
        "a form post from an https page arrived as http: set TRUST_PROXY to the proxy and have it send X-Forwarded-Proto (docs/running-it-for-real.md)",
      );
    }
    res
      .status(400)
      .type("html")
      .send(
        plainPage(
          400,
          "Not Sent",
          `Your message could not be sent because of a problem on our side. Please go back, keep what you wrote, and try again later, or write to us at ${site().email.display}.`,
        ),
      );
  };
}
