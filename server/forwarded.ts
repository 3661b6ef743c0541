/**
 * The request as the visitor addressed it, behind a TLS-terminating proxy (the edge of
 * README's "Running it for real").
 *
 * React Router refuses an action whose `Origin` is not the origin of the request URL its
 * Express adapter builds (scheme, host and port). The adapter takes the scheme from
 * `req.protocol` (X-Forwarded-Proto when the proxy is trusted), but the host from
 * X-Forwarded-Host and the port from X-Forwarded-Host *or else the Host header*, and it reads
 * X-Forwarded-Host whenever "trust proxy" is on at all, whoever connected. Behind a proxy
 * that sends `Host: 127.0.0.1:3001` and `X-Forwarded-Host: example.com`, that is
 * https://example.com:3001, and every form post without JavaScript is a bare 400.
 * `oneHost` settles the host once, as Express resolves it for a trusted proxy, so the
 * adapter, React Router and our own cross-site check all see the same one.
 *
 * When the scheme cannot be right (TRUST_PROXY unset, or the proxy sends no
 * X-Forwarded-Proto), a same-host post from an https page reaches us as http; `schemeMismatch`
 * answers it with a page that says what happened instead of React Router's bare
 * "Bad Request", and tells the operator in the log what to set (docs/decisions/0016-https-edge.md).
 */
import type { NextFunction, Request, Response } from "express";
import { site } from "../app/content/site";
import { plainPage } from "./http-guards";

/** Host := the host Express trusts (X-Forwarded-Host from a trusted proxy, else Host); X-Forwarded-Host dropped. */
export function oneHost(req: Request, _res: Response, next: NextFunction): void {
  if (req.headers["x-forwarded-host"] !== undefined) {
    const host = req.host;
    delete req.headers["x-forwarded-host"];
    if (host) req.headers.host = host;
  }
  next();
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** At most one log line per this many milliseconds: a misconfigured proxy fails every post. */
const WARN_EVERY_MS = 60_000;

export function schemeMismatch() {
  let lastWarned = -Infinity;
  return (req: Request, res: Response, next: NextFunction): void => {
    const origin = req.get("origin");
    if (!UNSAFE_METHODS.has(req.method) || !origin || !URL.canParse(origin)) return next();
    const { protocol, host } = new URL(origin);
    // Another host is a cross-site post (formRequestGuards); only the scheme differs here.
    if (host !== req.host || protocol === `${req.protocol}:`) return next();
    if (Date.now() - lastWarned >= WARN_EVERY_MS) {
      lastWarned = Date.now();
      req.log?.warn(
        { origin: `${protocol}//`, seen: `${req.protocol}://` },
        "a form post from an https page arrived as http: set TRUST_PROXY to the proxy and have it send X-Forwarded-Proto (README: Running it for real)",
      );
    }
    res
      .status(400)
      .type("html")
      .send(
        plainPage(
          400,
          "Not Sent",
          `Your message could not be sent because of a problem on our side. Please go back, keep what you wrote, and try again later, or write to us at ${site.email.display}.`,
        ),
      );
  };
}
