// Signing in and out of the desk, and setting a password with a one-time link: the pages before there is a session
// (their forms carry the form cookie's token, double submit) and the sign-outs (docs/decisions/0022-desk.md). A right
// password for an account with an authenticator app leads to the code step (./factors.tsx), not to a session.
import type { Request, Response } from "express";
import { createElement } from "react";
import { site } from "../../../app/content/site";
import { accountEmail } from "../../store/account-email";
import type { DeskUser } from "../../store/desk-types";
import type { LeadStore } from "../../store/types";
import { checkPassword, hashPassword, passwordProblem, randomToken, sameToken, tokenHash, weakAtSignIn } from "../secrets";
import {
  FORM_COOKIE,
  SESSION_COOKIE,
  TOKEN,
  audit,
  cookie,
  cookies,
  deskTarget,
  deviceOf,
  endSession,
  heldBack,
  str,
  type ScreenDeps,
} from "../screen";
import { Notice } from "../views";
import { factorRequired } from "../factor-policy";
import { beginSecondStep } from "./factors";

/**
 * What a failed sign-in's e-mail field may put in the audit log: a well-formed address, with no control, format or
 * direction characters, or a fixed phrase. Whatever an attacker types must not read as another address there.
 */
function auditableEmail(email: string): string {
  if (!email) return "(no e-mail)";
  return accountEmail(email).email ?? "(not an e-mail address)";
}

/** A new session for `user`, signed in by one step (`detail`: password, or a passkey that checked its user). */
export async function openSession(deps: ScreenDeps, req: Request, res: Response, store: LeadStore, user: DeskUser, detail: string) {
  const old = cookies(req)[SESSION_COOKIE];
  if (old && TOKEN.test(old)) await store.desk.deleteSession(tokenHash(old), null);
  // A new id at every sign-in: an id planted before it is worth nothing after.
  const id = randomToken();
  await store.desk.createSession(
    {
      idHash: tokenHash(id),
      userId: user.id,
      csrfToken: randomToken(),
      expiresAt: new Date(Date.now() + deps.settings.sessionMs),
      device: deviceOf(req),
      network: await deps.networkOf(req),
    },
    { actor: user.email, action: "sign-in", target: `user ${user.email}`, detail },
  );
  res.append("Set-Cookie", cookie(SESSION_COOKIE, id, deps.settings.sessionMs / 1000, "Lax"));
  res.append("Set-Cookie", cookie(FORM_COOKIE, "", 0, "Strict"));
  await deps.signedInFrom(req, store, user);
}

export function registerSignIn(deps: ScreenDeps): void {
  const { send, signedIn, run, body, signInPage, formToken, takePasswordAttempt, settings, log } = deps;

  deps.post(
    "/desk/sign-in",
    body,
    run(async (req, res) => {
      const email = (str(req.body?.email) ?? "").trim();
      const password = str(req.body?.password) ?? "";
      const next = deskTarget(req.body?.next);
      const form = cookies(req)[FORM_COOKIE];
      if (!form || !sameToken(str(req.body?.csrf) ?? "", form)) {
        return signInPage(req, res, 403, { email, error: "The sign-in form had expired. Please sign in again.", next });
      }
      // A form sent empty is a slip, not a guess: it says so and costs no attempt.
      if (!email || !password) return signInPage(req, res, 400, { email, error: "Enter your e-mail address and your password.", next });
      const store = await deps.leadStore();
      const limits = await takePasswordAttempt(req, store, email);
      if (limits.wait > 0) {
        log?.warn({ wait: limits.wait }, "desk: sign-in refused, too many attempts");
        return signInPage(req, res, 429, {
          email,
          error: `Too many sign-in attempts. Please wait ${heldBack(res, limits.wait)} and try again.`,
          next,
        });
      }
      const user = email ? await store.desk.findUserByEmail(email) : undefined;
      const ok = await checkPassword(user && !user.disabled ? user.passwordHash : null, password);
      if (!ok || !user || user.disabled) {
        await store.desk.auditFolded(
          { actor: "(sign-in form)", action: "sign-in-failed", target: auditableEmail(email), detail: "password" },
          limits.foldKey,
        );
        // One message whether the e-mail is unknown, the account disabled or the password wrong.
        return signInPage(req, res, 401, { email, error: "That e-mail and password do not match an account. Please try again.", next });
      }
      // A password set before today's rules, and refused by them: asked to change it first (after the second step too).
      const weak = await weakAtSignIn(password, user.email, log);
      const target = weak ? "/desk/account?done=weak-password" : next;
      // An app set up: no session yet, the code step. None, and DESK_TWO_FACTOR asks for one: setting one up, and nothing else.
      const hasFactor = (await store.desk.listFactors(user.id)).length > 0;
      if (hasFactor || factorRequired(user.role, settings.twoFactor ?? "publishers")) {
        await limits.givenBack();
        return beginSecondStep(deps, res, store, user, hasFactor ? "factor" : "enrol", target);
      }
      await limits.passed();
      await openSession(deps, req, res, store, user, "password");
      res.redirect(303, weak ? "/desk/account?done=weak-password#change-password" : next);
    }),
  );

  deps.post(
    "/desk/sign-out",
    body,
    signedIn(async (req, res) => {
      const { store, idHash, session } = req.desk!;
      await store.desk.deleteSession(idHash, audit(req, "sign-out", `user ${session.user.email}`));
      endSession(res, "signed-out");
    }),
  );

  deps.post(
    "/desk/sign-out-everywhere",
    body,
    signedIn(async (req, res) => {
      const { store, session } = req.desk!;
      const n = await store.desk.deleteUserSessions(session.user.id, audit(req, "sign-out-everywhere", `user ${session.user.email}`));
      endSession(res, n >= 0 ? "signed-out-everywhere" : "signed-out");
    }),
  );

  // ——— A one-time link sets a password ———

  deps.get(
    "/desk/password",
    run(async (req, res) => {
      const token = str(req.query.token) ?? "";
      const store = await deps.leadStore();
      const user = TOKEN.test(token) ? await store.desk.passwordTokenUser(tokenHash(token)) : undefined;
      if (!user) return send(res, 404, "Link no longer valid", createElement(LinkGone));
      send(res, 200, "Choose your password", createElement(SetPassword, { csrf: formToken(req, res), token, user }));
    }),
  );

  deps.post(
    "/desk/password",
    body,
    run(async (req, res) => {
      const token = str(req.body?.token) ?? "";
      const password = str(req.body?.password) ?? "";
      const repeat = str(req.body?.repeat) ?? "";
      const store = await deps.leadStore();
      const user = TOKEN.test(token) ? await store.desk.passwordTokenUser(tokenHash(token)) : undefined;
      if (!user) return send(res, 404, "Link no longer valid", createElement(LinkGone));
      const form = cookies(req)[FORM_COOKIE];
      const again = (status: number, error: string) =>
        send(res, status, "Choose your password", createElement(SetPassword, { csrf: formToken(req, res), token, user, error }));
      if (!form || !sameToken(str(req.body?.csrf) ?? "", form)) return again(403, "The form had expired. Please enter the password again.");
      const problem =
        (await passwordProblem(password, { email: user.email })) ??
        (password !== repeat ? "The two passwords are not the same." : undefined);
      if (problem) return again(400, problem);
      const set = await store.desk.setPasswordWithToken(tokenHash(token), await hashPassword(password), {
        action: "user-password-set",
        detail: "with a one-time link",
      });
      if (!set) return send(res, 404, "Link no longer valid", createElement(LinkGone));
      res.append("Set-Cookie", cookie(FORM_COOKIE, "", 0, "Strict"));
      res.redirect(303, "/desk?done=password-set");
    }),
  );
}

export function SignIn(props: { csrf: string; email?: string; error?: string; notice?: string; next?: string }) {
  return (
    <div className="narrow">
      <h1>Sign in to the desk</h1>
      {props.notice ? <Notice kind="info">{props.notice}</Notice> : null}
      {props.error ? (
        <Notice kind="error">
          <span id="sign-in-error">{props.error}</span>
        </Notice>
      ) : null}
      <form method="post" action="/desk/sign-in" className="panel" noValidate>
        <input type="hidden" name="csrf" value={props.csrf} />
        {props.next ? <input type="hidden" name="next" value={props.next} /> : null}
        <label htmlFor="email">E-mail</label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={props.email ?? ""}
          aria-describedby={props.error ? "sign-in-error" : undefined}
          aria-invalid={props.error ? true : undefined}
        />
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required />
        <p>
          <button type="submit">Sign in</button>
        </p>
      </form>
      <form method="post" action="/desk/sign-in/passkey" className="panel" aria-labelledby="passkey-heading">
        <h2 className="mt0" id="passkey-heading">
          Or with a passkey
        </h2>
        <input type="hidden" name="csrf" value={props.csrf} />
        {props.next ? <input type="hidden" name="next" value={props.next} /> : null}
        <p className="muted">Added a passkey to your account? It signs you in on its own, without your password.</p>
        <button type="submit" className="secondary">
          Sign in with a passkey
        </button>
      </form>
      <p className="muted">For {site().name}&apos;s team. Ask an admin if you need an account or a new password.</p>
    </div>
  );
}

export function SetPassword(props: { csrf: string; token: string; user: DeskUser; error?: string }) {
  return (
    <div className="narrow">
      <h1>Choose your password</h1>
      <p>
        For <strong>{props.user.email}</strong>. At least 12 characters, not a common password, without your e-mail address or the company's
        name; a few unrelated words are easy to remember and hard to guess.
      </p>
      {props.error ? (
        <Notice kind="error">
          <span id="password-error">{props.error}</span>
        </Notice>
      ) : null}
      <form method="post" action="/desk/password" className="panel" noValidate>
        <input type="hidden" name="csrf" value={props.csrf} />
        <input type="hidden" name="token" value={props.token} />
        <input type="email" name="email" autoComplete="username" value={props.user.email} readOnly hidden />
        <label htmlFor="password">New password</label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={12}
          required
          aria-describedby={props.error ? "password-error" : undefined}
        />
        <label htmlFor="repeat">The same password again</label>
        <input id="repeat" name="repeat" type="password" autoComplete="new-password" minLength={12} required />
        <p>
          <button type="submit">Set the password</button>
        </p>
      </form>
    </div>
  );
}

export function LinkGone() {
  return (
    <div className="narrow">
      <h1>This link no longer works</h1>
      <p>It was used already, it is older than a day, or a newer link replaced it. Ask an admin for a new one.</p>
      <p>
        <a href="/desk">Go to the sign-in page</a>
      </p>
    </div>
  );
}
