// Re-authentication (/desk/confirm): before a sensitive step, a person who has not given their password in the last ten
// minutes gives it again (ASVS 7.5), and a code from their authenticator app or their passkey when they have one: both
// factors, as at sign-in. The step sends them here with `next` and they come back to do it.
import type { Request, Response } from "express";
import { createElement } from "react";
import { spendTotpCode } from "../factors";
import { authenticationOptions } from "../passkeys";
import { AppCodeField } from "./factors";
import { checkAnswer, keepChallenge, PasskeyForm, readAnswer, relyingPartyOf } from "./passkey-step";
import { checkPassword } from "../secrets";
import { audit, deskTarget, heldBack, str, type ScreenDeps } from "../screen";
import { Csrf, Notice } from "../views";

export function registerConfirm(deps: ScreenDeps): void {
  const { send, chromeOf, signedIn, body, takePasswordAttempt, log } = deps;

  /** What the person confirms with besides the password: an app's code, a passkey, or both to choose from. */
  const secondOf = async (req: Request) => {
    const { store, session } = req.desk!;
    const factors = await store.desk.listFactors(session.user.id);
    return { withCode: factors.some((f) => f.kind === "totp"), withPasskey: factors.some((f) => f.kind === "passkey") };
  };

  const page = async (req: Request, res: Response, status: number, error?: string) => {
    const { store, session } = req.desk!;
    const { withCode, withPasskey } = await secondOf(req);
    const passkeyOptions = withPasskey
      ? await keepChallenge(
          res,
          store,
          "confirm",
          session.user.id,
          await authenticationOptions(relyingPartyOf(deps, req), await store.desk.listPasskeys(session.user.id)),
        )
      : undefined;
    send(
      res,
      status,
      "Confirm it's you",
      createElement(Confirm, {
        csrf: session.csrfToken,
        email: session.user.email,
        next: deskTarget(req.method === "POST" ? req.body?.next : req.query.next),
        withCode,
        passkeyOptions,
        error,
      }),
      { ...chromeOf(req), passkeys: passkeyOptions !== undefined },
    );
  };

  /** The password again, counted against the sign-in limits: true when right; else the page with why, and false. */
  async function passwordIsRight(req: Request, res: Response): Promise<{ passed(): Promise<void> } | undefined> {
    const { store, session } = req.desk!;
    const { email } = session.user;
    const password = str(req.body?.password) ?? "";
    const limits = await takePasswordAttempt(req, store, email);
    if (limits.wait > 0) {
      log?.warn({ wait: limits.wait }, "desk: confirmation refused, too many wrong passwords");
      await page(req, res, 429, `Too many wrong passwords. Please wait ${heldBack(res, limits.wait)} and try again.`);
      return undefined;
    }
    const stored = await store.desk.findUserByEmail(email);
    if (!(await checkPassword(stored?.passwordHash, password))) {
      await store.desk.audit(audit(req, "re-authentication-failed", `user ${email}`, "password"));
      await page(req, res, 401, "That is not your password.");
      return undefined;
    }
    return limits;
  }

  async function confirmed(req: Request, res: Response, detail: string) {
    const { store, session, idHash } = req.desk!;
    await store.desk.confirmSession(idHash, audit(req, "re-authenticated", `user ${session.user.email}`, detail));
    const next = deskTarget(req.body?.next);
    res.redirect(303, `${next}${next.includes("?") ? "&" : "?"}done=confirmed`);
  }

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
      const { store, session } = req.desk!;
      const { email } = session.user;
      const password = str(req.body?.password) ?? "";
      const code = (str(req.body?.code) ?? "").trim();
      const { withCode, withPasskey } = await secondOf(req);
      if (!password) return page(req, res, 400, "Enter your password.");
      // Someone with a passkey and no app confirms with the passkey: the password alone is one factor.
      if (!withCode && withPasskey) return page(req, res, 400, "Use your passkey too.");
      if (withCode && !code) return page(req, res, 400, "Enter the code from your authenticator app too.");
      const limits = await passwordIsRight(req, res);
      if (!limits) return;
      if (withCode && !(await codeIsRight(req, code))) {
        await store.desk.audit(audit(req, "re-authentication-failed", `user ${email}`, "totp"));
        return page(req, res, 401, "That code is not right, or it was used already. Enter the newest code your app shows.");
      }
      await limits.passed();
      await confirmed(req, res, withCode ? "password, totp" : "password");
    }),
  );

  // The password and a passkey: the answer must be to this browser's challenge, for one of this person's passkeys.
  deps.post(
    "/desk/confirm/passkey",
    body,
    signedIn(async (req, res) => {
      const { store, session } = req.desk!;
      if (!str(req.body?.password)) return page(req, res, 400, "Enter your password.");
      const limits = await passwordIsRight(req, res);
      if (!limits) return;
      const read = await readAnswer(req, res, store, "confirm");
      const checked = await checkAnswer(deps, req, store, read, { userId: session.user.id, requireUserVerification: false });
      if ("problem" in checked) {
        log?.warn({ problem: checked.problem }, "desk: a passkey was refused when confirming it's you");
        await store.desk.audit(audit(req, "re-authentication-failed", `user ${session.user.email}`, "passkey"));
        return page(req, res, 401, "That passkey was not accepted. Please try again.");
      }
      await limits.passed();
      await confirmed(req, res, `password, passkey: ${checked.passkey.name}`);
    }),
  );
}

/** The password field of a confirming form (`id` differs where the page has two). */
function PasswordField({ id, error }: { id: string; error?: string }) {
  return (
    <>
      <label htmlFor={id}>Your password</label>
      <input
        id={id}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "confirm-error" : undefined}
      />
    </>
  );
}

export function Confirm(props: { csrf: string; email: string; next: string; withCode: boolean; passkeyOptions?: string; error?: string }) {
  const { withCode, passkeyOptions } = props;
  const second = withCode
    ? passkeyOptions
      ? " and a code from your authenticator app or your passkey"
      : " and a code from your authenticator app"
    : passkeyOptions
      ? " and your passkey"
      : "";
  return (
    <div className="narrow">
      <h1>Confirm it&apos;s you</h1>
      <p>
        This step changes who can do what, removes data or hands it out, so the desk asks for your password{second} once more. You then come
        back to the page and do it again; for ten minutes you will not be asked.
      </p>
      {props.error ? (
        <Notice kind="error">
          <span id="confirm-error">{props.error}</span>
        </Notice>
      ) : null}
      {passkeyOptions ? (
        <div className="panel">
          {withCode ? (
            <h2 className="mt0" id="confirm-with-passkey">
              With your passkey
            </h2>
          ) : null}
          <PasskeyForm
            action="/desk/confirm/passkey"
            mode="get"
            options={passkeyOptions}
            csrf={props.csrf}
            next={props.next}
            label="Confirm with your passkey"
            labelledBy={withCode ? "confirm-with-passkey" : undefined}
          >
            <input type="email" name="email" autoComplete="username" value={props.email} readOnly hidden />
            <PasswordField id="confirm-passkey-password" error={props.error} />
          </PasskeyForm>
        </div>
      ) : null}
      {withCode || !passkeyOptions ? confirmForm(props) : null}
      <p>
        <a href={props.next}>Go back without confirming</a>
      </p>
    </div>
  );
}

function confirmForm(props: { csrf: string; email: string; next: string; withCode: boolean; passkeyOptions?: string; error?: string }) {
  return (
    <>
      <form
        method="post"
        action="/desk/confirm"
        className="panel"
        aria-labelledby={props.passkeyOptions ? "confirm-with-code" : undefined}
        noValidate
      >
        {props.passkeyOptions ? (
          <h2 className="mt0" id="confirm-with-code">
            With a code
          </h2>
        ) : null}
        <Csrf token={props.csrf} />
        <input type="hidden" name="next" value={props.next} />
        <input type="email" name="email" autoComplete="username" value={props.email} readOnly hidden />
        <PasswordField id="confirm-password" error={props.error} />
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
    </>
  );
}
