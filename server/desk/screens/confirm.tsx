// Re-authentication (/desk/confirm): before a sensitive step, a person who has not given their password in the last ten
// minutes gives it again (ASVS 7.5), and a code from their authenticator app when they have one: both factors, as at
// sign-in. The step sends them here with `next` and they come back to do it.
import type { Request, Response } from "express";
import { createElement } from "react";
import { spendTotpCode } from "../factors";
import { AppCodeField } from "./factors";
import { checkPassword } from "../secrets";
import { audit, deskTarget, heldBack, str, type ScreenDeps } from "../screen";
import { Csrf, Notice } from "../views";

export function registerConfirm(deps: ScreenDeps): void {
  const { send, chromeOf, signedIn, body, takePasswordAttempt, log } = deps;

  const page = async (req: Request, res: Response, status: number, error?: string) => {
    const { store, session } = req.desk!;
    send(
      res,
      status,
      "Confirm it's you",
      createElement(Confirm, {
        csrf: session.csrfToken,
        email: session.user.email,
        next: deskTarget(req.method === "POST" ? req.body?.next : req.query.next),
        withCode: (await store.desk.listFactors(session.user.id)).some((f) => f.kind === "totp"),
        error,
      }),
      chromeOf(req),
    );
  };

  // The app's code, used once like at sign-in: a code seen over a shoulder does not confirm twice.
  const codeIsRight = async (req: Request, code: string) =>
    (await spendTotpCode(req.desk!.store.desk, deps.factorKey, req.desk!.session.user.id, code)) !== undefined;

  deps.get(
    "/desk/confirm",
    signedIn(async (req, res) => page(req, res, 200)),
  );

  // Wrong passwords here count against the same limits as at sign-in: a session left open is no way to guess one.
  deps.post(
    "/desk/confirm",
    body,
    signedIn(async (req, res) => {
      const { store, session, idHash } = req.desk!;
      const { email } = session.user;
      const password = str(req.body?.password) ?? "";
      const code = (str(req.body?.code) ?? "").trim();
      const withCode = (await store.desk.listFactors(session.user.id)).some((f) => f.kind === "totp");
      if (!password) return page(req, res, 400, "Enter your password.");
      if (withCode && !code) return page(req, res, 400, "Enter the code from your authenticator app too.");
      const limits = await takePasswordAttempt(req, store, email);
      if (limits.wait > 0) {
        log?.warn({ wait: limits.wait }, "desk: confirmation refused, too many wrong passwords");
        return page(req, res, 429, `Too many wrong passwords. Please wait ${heldBack(res, limits.wait)} and try again.`);
      }
      const stored = await store.desk.findUserByEmail(email);
      if (!(await checkPassword(stored?.passwordHash, password))) {
        await store.desk.audit(audit(req, "re-authentication-failed", `user ${email}`, "password"));
        return page(req, res, 401, "That is not your password.");
      }
      if (withCode && !(await codeIsRight(req, code))) {
        await store.desk.audit(audit(req, "re-authentication-failed", `user ${email}`, "totp"));
        return page(req, res, 401, "That code is not right, or it was used already. Enter the newest code your app shows.");
      }
      await limits.passed();
      await store.desk.confirmSession(idHash, audit(req, "re-authenticated", `user ${email}`, withCode ? "password, totp" : "password"));
      const next = deskTarget(req.body?.next);
      res.redirect(303, `${next}${next.includes("?") ? "&" : "?"}done=confirmed`);
    }),
  );
}

export function Confirm(props: { csrf: string; email: string; next: string; withCode: boolean; error?: string }) {
  return (
    <div className="narrow">
      <h1>Confirm it&apos;s you</h1>
      <p>
        This step changes who can do what, removes data or hands it out, so the desk asks for your password
        {props.withCode ? " and a code from your authenticator app" : ""} once more. You then come back to the page and do it again; for ten
        minutes you will not be asked.
      </p>
      {props.error ? (
        <Notice kind="error">
          <span id="confirm-error">{props.error}</span>
        </Notice>
      ) : null}
      <form method="post" action="/desk/confirm" className="panel" noValidate>
        <Csrf token={props.csrf} />
        <input type="hidden" name="next" value={props.next} />
        <input type="email" name="email" autoComplete="username" value={props.email} readOnly hidden />
        <label htmlFor="confirm-password">Your password</label>
        <input
          id="confirm-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? "confirm-error" : undefined}
        />
        {props.withCode ? (
          <AppCodeField
            id="confirm-code"
            maxLength={20}
            describedBy={props.error ? "confirm-error" : undefined}
            invalid={Boolean(props.error)}
          />
        ) : null}
        <p>
          <button type="submit">Confirm</button>
        </p>
      </form>
      <p>
        <a href={props.next}>Go back without confirming</a>
      </p>
    </div>
  );
}
