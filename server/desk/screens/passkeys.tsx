// Passkeys (docs/decisions/0022-desk.md): adding one under Account, and signing in with one alone (when the
// authenticator checked its user: two factors in one). The step after a password offers them too (./factors.tsx).
import type { Request, Response } from "express";
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { createElement } from "react";
import { authenticationOptions, checkRegistration, parseAnswer, passkeyScript, registrationOptions } from "../passkeys";
import { sameToken } from "../secrets";
import { FORM_COOKIE, audit, cookies, deskTarget, heldBack, needsConfirming, str, type ScreenDeps } from "../screen";
import { Notice } from "../views";
import { FactorNameField, factorNameProblem, makeRecoveryCodes, RecoveryCodes } from "./factors";
import { checkAnswer, keepChallenge, PasskeyForm, readAnswer, relyingPartyOf, takeChallenge } from "./passkey-step";
import { openSession } from "./sign-in";

const PASSKEY_SIGN_IN = "That passkey did not sign you in. Try again, or sign in with your e-mail and password.";

export function registerPasskeys(deps: ScreenDeps): void {
  const { send, chromeOf, signedIn, run, body, formToken, takePasswordAttempt, log, factorKey } = deps;

  // The one script file of the desk, for the pages that ask the browser for a passkey.
  deps.get("/desk/passkey.js", (_req, res) => {
    res.type("text/javascript").setHeader("Cache-Control", "no-cache");
    res.send(passkeyScript());
  });

  // ——— Adding one under Account ———

  async function addPage(req: Request, res: Response, status: number, errors: { name?: string; passkey?: string } = {}) {
    const { store, session } = req.desk!;
    const { user } = session;
    const options = await registrationOptions(relyingPartyOf(deps, req), factorKey, user, await store.desk.listPasskeys(user.id));
    await keepChallenge(res, store, "enrol", user.id, options);
    send(res, status, "Add a passkey", createElement(AddPasskey, { csrf: session.csrfToken, options, errors, name: str(req.body?.name) }), {
      ...chromeOf(req, "/desk/account"),
      passkeys: true,
    });
  }

  deps.get(
    "/desk/account/passkeys/new",
    signedIn(async (req, res) => {
      // As with an app: a session left open must not be enough to add someone else's authenticator to the account.
      if (needsConfirming(req, res, "/desk/account/passkeys/new")) return;
      await addPage(req, res, 200);
    }),
  );

  deps.post(
    "/desk/account/passkeys/new",
    body,
    signedIn(async (req, res) => {
      if (needsConfirming(req, res, "/desk/account/passkeys/new")) return;
      const { store, session } = req.desk!;
      const { user } = session;
      const named = factorNameProblem(str(req.body?.name) ?? "", "Passkey");
      const challenge = await takeChallenge(req, res, store, "enrol");
      const answer = parseAnswer<RegistrationResponseJSON>(str(req.body?.response));
      if (named.problem) return addPage(req, res, 400, { name: named.problem });
      if (!answer) return addPage(req, res, 400, { passkey: "Use the button to create the passkey with your device, then it is added." });
      if (!challenge || challenge.userId !== user.id) {
        return addPage(req, res, 400, {
          passkey: "That took too long, or the page was opened again. Please create the passkey once more.",
        });
      }
      const checked = await checkRegistration(relyingPartyOf(deps, req), answer, challenge.challenge);
      if ("problem" in checked) {
        log?.warn({ problem: checked.problem }, "desk: a new passkey was refused");
        return addPage(req, res, 400, { passkey: "The passkey could not be added. Please try again." });
      }
      const first = (await store.desk.listFactors(user.id)).length === 0;
      const id = await store.desk.addPasskey(
        { userId: user.id, name: named.name, ...checked.passkey },
        audit(req, "factor-add", `user ${user.email}`, `passkey: ${named.name}`),
      );
      if (id === undefined) return addPage(req, res, 400, { passkey: "This passkey is already added." });
      if (!first) return void res.redirect(303, "/desk/account?done=factor-added#factors");
      const codes = await makeRecoveryCodes(store, user, user.email, "with the first passkey");
      send(res, 200, "Your recovery codes", createElement(RecoveryCodes, { codes }), chromeOf(req, "/desk/account"));
    }),
  );

  // ——— Signing in with a passkey alone ———

  const formCsrfOk = (req: Request) => {
    const form = cookies(req)[FORM_COOKIE];
    return Boolean(form && sameToken(str(req.body?.csrf) ?? "", form));
  };

  async function signInPage(req: Request, res: Response, status: number, error?: string) {
    const options = await authenticationOptions(relyingPartyOf(deps, req), undefined);
    await keepChallenge(res, await deps.leadStore(), "sign-in", null, options);
    const next = deskTarget(req.body?.next);
    send(res, status, "Sign in with a passkey", createElement(PasskeySignIn, { csrf: formToken(req, res), options, next, error }), {
      passkeys: true,
    });
  }

  // A post, not a link: the challenge it keeps is written to the store, which a crawler's GET must not do.
  deps.post(
    "/desk/sign-in/passkey",
    body,
    run(async (req, res) => {
      if (!formCsrfOk(req)) return deps.signInPage(req, res, 403, { error: "The sign-in form had expired. Please try again." });
      await signInPage(req, res, 200);
    }),
  );

  deps.post(
    "/desk/sign-in/passkey/answer",
    body,
    run(async (req, res) => {
      const store = await deps.leadStore();
      if (!formCsrfOk(req)) return deps.signInPage(req, res, 403, { error: "The sign-in form had expired. Please try again." });
      const read = await readAnswer(req, res, store, "sign-in");
      const user = read.passkey && (await store.desk.getUser(read.passkey.userId));
      // An unknown passkey counts against the client's limit, and against one shared stand-in account.
      const limits = await takePasswordAttempt(req, store, user?.email ?? "(unknown passkey)");
      if (limits.wait > 0) {
        return signInPage(req, res, 429, `Too many sign-in attempts. Please wait ${heldBack(res, limits.wait)} and try again.`);
      }
      const checked = user && !user.disabled ? await checkAnswer(deps, req, store, read, { requireUserVerification: true }) : undefined;
      if (!user || !checked || "problem" in checked) {
        log?.warn({ problem: checked && "problem" in checked ? checked.problem : "no such person" }, "desk: a passkey sign-in was refused");
        await store.desk.auditFolded(
          { actor: "(sign-in form)", action: "sign-in-failed", target: user?.email ?? "(unknown passkey)", detail: "passkey" },
          `${limits.foldKey} passkey`,
        );
        return signInPage(req, res, 401, PASSKEY_SIGN_IN);
      }
      await limits.passed();
      // The authenticator checked its user (PIN, fingerprint, face) and holds the key: two factors in one step.
      await openSession(deps, req, res, store, user, `passkey: ${checked.passkey.name}, user verified`);
      res.redirect(303, deskTarget(req.body?.next));
    }),
  );
}

// ——— Views ———

export function AddPasskey(props: { csrf: string; options: string; name?: string; errors: { name?: string; passkey?: string } }) {
  const { errors } = props;
  return (
    <div className="narrow">
      <h1>Add a passkey</h1>
      <p>
        A passkey lives on your device (a phone, a laptop, a security key) and is unlocked with its fingerprint, face or PIN. Once added, it
        can stand in for the code after your password, or sign you in on its own.
      </p>
      {errors.name || errors.passkey ? (
        <Notice kind="error">
          <span id="passkey-error">{errors.passkey ?? "Not added yet: please correct the name."}</span>
        </Notice>
      ) : null}
      <div className="panel">
        <PasskeyForm action="/desk/account/passkeys/new" mode="create" options={props.options} csrf={props.csrf} label="Create the passkey">
          <FactorNameField
            id="passkey-name"
            value={props.name}
            error={errors.name}
            hint="So that you can tell your passkeys apart, for example “work laptop”."
          />
        </PasskeyForm>
      </div>
      <p>
        <a href="/desk/account#factors">Cancel</a>
      </p>
    </div>
  );
}

export function PasskeySignIn(props: { csrf: string; options: string; next: string; error?: string }) {
  return (
    <div className="narrow">
      <h1>Sign in with a passkey</h1>
      <p>Your device asks for its fingerprint, face or PIN, then signs you in: no password needed.</p>
      {props.error ? <Notice kind="error">{props.error}</Notice> : null}
      <div className="panel">
        <PasskeyForm
          action="/desk/sign-in/passkey/answer"
          mode="get"
          options={props.options}
          csrf={props.csrf}
          next={props.next}
          label="Use your passkey"
        />
      </div>
      <p>
        <a href="/desk">Sign in with your e-mail and password instead</a>
      </p>
    </div>
  );
}
