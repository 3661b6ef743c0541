// One's own account (/desk/account): who one is and with which rights, a change of one's own password (with the current
// one), one's authenticator apps and recovery codes (./factors.tsx answers their forms), and the button to sign out
// everywhere (./sign-in.tsx answers it).
import type { Request, Response } from "express";
import { createElement } from "react";
import type { DeskRole, DeskUser } from "../../store/desk-types";
import { checkPassword, hashPassword, passwordProblem } from "../secrets";
import { DONE, audit, endSession, heldBack, str, type ScreenDeps } from "../screen";
import { Csrf, Notice, doneText, when } from "../views";
import { factorRequired } from "../factor-policy";
import { Factors, type FactorError, type FactorsState } from "./factors";

/** What the account page shows beside the person: their authenticator apps, and a problem on one of their forms. */
export interface AccountExtra {
  errors?: PasswordErrors;
  notice?: string;
  factorError?: FactorError;
  offerEndOthers?: boolean;
}

const FACTOR_CHANGES = new Set(["factor-added", "factor-removed"]);

/** The account page (also ./factors.tsx's answer to a refused factor form). */
export async function accountPage(deps: ScreenDeps, req: Request, res: Response, status: number, extra: AccountExtra = {}) {
  const { store, session } = req.desk!;
  const [factors, codes] = await Promise.all([store.desk.listFactors(session.user.id), store.desk.unusedRecoveryCodes(session.user.id)]);
  deps.send(
    res,
    status,
    "Account",
    createElement(Account, {
      user: session.user,
      csrf: session.csrfToken,
      idleHours: Math.round(deps.settings.idleMs / 3_600_000),
      sessionDays: Math.round(deps.settings.sessionMs / 86_400_000),
      ...extra,
      factors: { factors, codesLeft: codes.length, required: factorRequired(session.user.role, deps.settings.twoFactor ?? "publishers") },
    }),
    deps.chromeOf(req, "/desk/account"),
  );
}

export function registerAccount(deps: ScreenDeps): void {
  const { signedIn, body, takePasswordAttempt, log } = deps;

  deps.get(
    "/desk/account",
    signedIn(async (req, res) =>
      accountPage(deps, req, res, 200, {
        notice: doneText(req.query.done, DONE),
        // After a factor changed, the other browsers signed in as you may be the reason: ending them is offered (ASVS 7.4.3).
        offerEndOthers: typeof req.query.done === "string" && FACTOR_CHANGES.has(req.query.done),
      }),
    ),
  );

  // One's own password, with the current one: a session left open on a shared computer must not be enough to take the
  // account. Wrong current passwords count against the same limits as sign-in; a change ends every session, this one too.
  deps.post(
    "/desk/account/password",
    body,
    signedIn(async (req, res) => {
      const { store, session } = req.desk!;
      const { email } = session.user;
      const current = str(req.body?.current) ?? "";
      const password = str(req.body?.password) ?? "";
      const repeat = str(req.body?.repeat) ?? "";
      const errors: PasswordErrors = {};
      if (!current) errors.current = "Enter your current password.";
      else {
        const limits = await takePasswordAttempt(req, store, email);
        if (limits.wait > 0) {
          log?.warn({ wait: limits.wait }, "desk: password change refused, too many wrong passwords");
          return accountPage(deps, req, res, 429, {
            errors: { current: `Too many wrong passwords. Please wait ${heldBack(res, limits.wait)} and try again.` },
          });
        }
        const stored = await store.desk.findUserByEmail(email);
        if (await checkPassword(stored?.passwordHash, current)) await limits.passed();
        else {
          await store.desk.audit(audit(req, "password-change-failed", `user ${email}`, "wrong current password"));
          errors.current = "That is not your current password.";
        }
      }
      const problem =
        (await passwordProblem(password, { email })) ??
        (current && !errors.current && password === current ? "Choose a password other than the current one." : undefined);
      if (problem) errors.password = problem;
      else if (password !== repeat) errors.repeat = "The two new passwords are not the same.";
      if (errors.current || errors.password || errors.repeat) return accountPage(deps, req, res, 400, { errors });

      const changed = await store.desk.updateUser(
        session.user.id,
        { passwordHash: await hashPassword(password) },
        audit(req, "password-change", `user ${email}`, "own password; every session ended"),
      );
      endSession(res, changed ? "password-changed" : "signed-out");
    }),
  );
}

/** The change-password form's problems, one per field; passwords themselves are never sent back. */
export interface PasswordErrors {
  current?: string;
  password?: string;
  repeat?: string;
}

const PASSWORD_FIELDS: { name: keyof PasswordErrors; label: string; autoComplete: string }[] = [
  { name: "current", label: "Current password", autoComplete: "current-password" },
  { name: "password", label: "New password", autoComplete: "new-password" },
  { name: "repeat", label: "The new password again", autoComplete: "new-password" },
];

export function Account(props: {
  user: DeskUser;
  csrf: string;
  idleHours: number;
  sessionDays: number;
  errors?: PasswordErrors;
  notice?: string;
  factors: FactorsState;
  factorError?: FactorError;
  offerEndOthers?: boolean;
}) {
  const errors = props.errors ?? {};
  const problems = PASSWORD_FIELDS.filter((f) => errors[f.name]).length;
  return (
    <>
      <h1>Your account</h1>
      {props.notice ? <Notice kind="info">{props.notice}</Notice> : null}
      {props.offerEndOthers ? (
        <form method="post" action="/desk/account/sessions/end-others" className="panel" aria-labelledby="end-others-heading">
          <Csrf token={props.csrf} />
          <h2 className="mt0" id="end-others-heading">
            Other browsers signed in as you
          </h2>
          <p>If you changed your sign-in because a phone or a computer was lost, end every other session now.</p>
          <button type="submit" className="secondary">
            End every other session
          </button>
        </form>
      ) : null}
      <div className="panel">
        <dl className="fields">
          <dt>E-mail</dt>
          <dd>{props.user.email}</dd>
          <dt>Role</dt>
          <dd>{roleText(props.user.role)}</dd>
          <dt>Signed in</dt>
          <dd>{when(props.user.lastSignInAt)}</dd>
        </dl>
      </div>
      <div className="panel">
        <h2 className="mt0" id="change-password">
          Change your password
        </h2>
        <p>
          At least 12 characters, not a common password, without your e-mail address or the company's name; a few unrelated words are easy
          to remember and hard to guess. Every session of yours then ends, this one too, and you sign in with the new password.
        </p>
        {problems > 0 ? (
          <Notice kind="error">
            Nothing was changed: please correct {problems === 1 ? "the field" : `the ${problems} fields`} marked below.
          </Notice>
        ) : null}
        <form method="post" action="/desk/account/password" aria-labelledby="change-password" noValidate>
          <Csrf token={props.csrf} />
          <input type="email" name="email" autoComplete="username" value={props.user.email} readOnly hidden />
          {PASSWORD_FIELDS.map((f) => (
            <div key={f.name}>
              <label htmlFor={`account-${f.name}`}>{f.label}</label>
              <input
                id={`account-${f.name}`}
                name={f.name}
                type="password"
                autoComplete={f.autoComplete}
                minLength={f.name === "current" ? undefined : 12}
                required
                aria-invalid={errors[f.name] ? true : undefined}
                aria-describedby={errors[f.name] ? `account-${f.name}-error` : undefined}
              />
              {errors[f.name] ? (
                <p className="error-text" id={`account-${f.name}-error`}>
                  {errors[f.name]}
                </p>
              ) : null}
            </div>
          ))}
          <p>
            <button type="submit">Change the password</button>
          </p>
        </form>
      </div>
      <Factors csrf={props.csrf} state={props.factors} error={props.factorError} />
      <div className="panel">
        <h2 className="mt0">Sessions</h2>
        <p>
          A session ends after {props.idleHours} hours without use, and after {props.sessionDays} days in any case. If you signed in on a
          computer you no longer use, end every session of yours here.
        </p>
        <p>
          <a href="/desk/account/sessions">See your sessions and end any of them</a>
        </p>
        <form method="post" action="/desk/sign-out-everywhere">
          <Csrf token={props.csrf} />
          <button type="submit" className="secondary">
            Sign out everywhere
          </button>
        </form>
        <p className="muted">Forgotten your password? Ask an admin for a one-time link.</p>
      </div>
    </>
  );
}

function roleText(role: DeskRole): string {
  return {
    admin: "Admin: leads, comments, subscribers, publishing, deliveries' retry, erasure, people and the audit log",
    publisher: "Publisher: leads, comments and subscribers; changes the website's content and publishes it",
    editor: "Editor: leads, comments and subscribers; changes and previews the website's content, without publishing",
  }[role];
}
