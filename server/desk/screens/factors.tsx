// The second factor of desk sign-in (docs/decisions/0022-desk.md): the step after the password (a code from an
// authenticator app, or a recovery code), setting up an app when the policy asks for one and there is none, and under
// Account adding and removing apps and making new recovery codes. Between the two steps there is no session, only a
// pending sign-in: a random token in a SameSite=Strict `__Host-` cookie, its hash in the store, minutes long, used once.
import type { Request, Response } from "express";
import { createElement, type ReactNode } from "react";
import type { DeskFactor, DeskFactorSecret, DeskUser, PendingPurpose } from "../../store/desk-types";
import type { LeadStore } from "../../store/types";
import { factorRequired } from "../factor-policy";
import {
  factorContext,
  groupedSecret,
  hashRecoveryCodes,
  looksLikeTotp,
  matchRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  qrSvg,
  sealSecret,
  spendTotpCode,
  totpStep,
  totpUri,
} from "../factors";
import { checkPassword, randomToken, sameToken, tokenHash } from "../secrets";
import {
  DONE,
  FORM_COOKIE,
  PENDING_COOKIE,
  SESSION_COOKIE,
  TOKEN,
  audit,
  cookie,
  cookies,
  deskTarget,
  deviceOf,
  needsConfirming,
  heldBack,
  param,
  positiveInt,
  str,
  type ScreenDeps,
} from "../screen";
import { Csrf, Notice, when } from "../views";
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { authenticationOptions, checkRegistration, parseAnswer, registrationOptions } from "../passkeys";
import { checkAnswer, keepChallenge, PasskeyForm, readAnswer, relyingPartyOf, takeChallenge } from "./passkey-step";

/** How long the step after a right password may take. */
export const PENDING_MS = 5 * 60_000;
// Setting up an app (finding the phone, installing one) takes longer than typing a code.
export const ENROL_MS = 15 * 60_000;
// An app added under Account and not confirmed within this is forgotten.
const ACCOUNT_ENROL_MS = 60 * 60_000;
const MAX_NAME = 60;
const GONE = DONE["sign-in-again"];

/** The name given to an app: trimmed, at most 60 characters, without control or direction characters. */
export function factorNameProblem(raw: string, fallback = "Authenticator app"): { name: string; problem?: string } {
  const name = raw.normalize("NFC").trim();
  if (/[\p{Cc}\p{Cf}]/u.test(name)) return { name, problem: "Use letters, digits, spaces and punctuation only." };
  if ([...name].length > MAX_NAME) return { name, problem: `At most ${MAX_NAME} characters.` };
  return { name: name || fallback };
}

/**
 * After a right password for an account with a factor (or that must set one up): no session yet, a pending sign-in
 * instead, and the page of its second step. The caller has checked the password and counted the attempt.
 */
export async function beginSecondStep(
  deps: ScreenDeps,
  res: Response,
  store: LeadStore,
  user: DeskUser,
  purpose: PendingPurpose,
  next: string,
): Promise<void> {
  const token = randomToken();
  const ms = purpose === "enrol" ? ENROL_MS : PENDING_MS;
  if (purpose === "enrol") {
    const secret = newTotpSecret();
    await store.desk.startFactor({
      userId: user.id,
      name: "",
      secretEncrypted: sealSecret(deps.factorKey, secret, factorContext(user.id)),
    });
  }
  await store.desk.createPendingSignIn({ tokenHash: tokenHash(token), userId: user.id, purpose, expiresAt: new Date(Date.now() + ms) });
  res.append("Set-Cookie", cookie(PENDING_COOKIE, token, ms / 1000, "Strict"));
  const query = next === "/desk" ? "" : `?next=${encodeURIComponent(next)}`;
  res.redirect(303, `${purpose === "enrol" ? "/desk/sign-in/enrol" : "/desk/sign-in/code"}${query}`);
}

/** Ten new recovery codes for `user`, replacing any before (audited); the codes, to be shown once. */
export async function makeRecoveryCodes(store: LeadStore, user: DeskUser, actor: string, why: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await store.desk.replaceRecoveryCodes(user.id, hashRecoveryCodes(codes), {
    actor,
    action: "recovery-codes-made",
    target: `user ${user.email}`,
    detail: why,
  });
  return codes;
}

/** The account page with a problem on one of the factor forms (./account.tsx renders it; passed in by the router). */
export type AccountPageWithError = (req: Request, res: Response, status: number, extra: { factorError: FactorError }) => Promise<void>;

export function registerFactors(deps: ScreenDeps, accountPage: AccountPageWithError): void {
  const { send, chromeOf, signedIn, run, body, signInPage, formToken, takePasswordAttempt, settings, log, factorKey } = deps;
  const policy = settings.twoFactor ?? "publishers";

  /** The pending sign-in of this browser's cookie, when it is live and of `purpose`. */
  async function pendingOf(req: Request, store: LeadStore, purpose: PendingPurpose) {
    const token = cookies(req)[PENDING_COOKIE];
    if (!token || !TOKEN.test(token)) return undefined;
    const pending = await store.desk.pendingSignIn(tokenHash(token));
    return pending?.purpose === purpose ? { ...pending, tokenHash: tokenHash(token) } : undefined;
  }

  /** Back to the password: the pending state is gone, used, or was never this browser's. */
  function startAgain(req: Request, res: Response, status: number) {
    res.append("Set-Cookie", cookie(PENDING_COOKIE, "", 0, "Strict"));
    signInPage(req, res, status, { notice: GONE });
  }

  const formCsrfOk = (req: Request) => {
    const form = cookies(req)[FORM_COOKIE];
    return Boolean(form && sameToken(str(req.body?.csrf) ?? "", form));
  };

  /** A factor's secret, opened; undefined when it was sealed under another key (DESK_FACTOR_KEY changed). */
  function secretOf(factor: DeskFactorSecret): string | undefined {
    const secret = openSecret(factorKey, factor.secretEncrypted, factorContext(factor.userId));
    if (secret === undefined) log?.error({ factor: factor.id }, "desk: an authenticator secret does not open with this DESK_FACTOR_KEY");
    return secret;
  }

  /** Sets the session's cookie and clears the ones of the steps before it. */
  function sessionCookies(req: Request, res: Response, id: string) {
    res.append("Set-Cookie", cookie(SESSION_COOKIE, id, settings.sessionMs / 1000, "Lax"));
    res.append("Set-Cookie", cookie(PENDING_COOKIE, "", 0, "Strict"));
    res.append("Set-Cookie", cookie(FORM_COOKIE, "", 0, "Strict"));
  }

  async function complete(req: Request, res: Response, store: LeadStore, hash: string, purpose: PendingPurpose, detail: string) {
    const old = cookies(req)[SESSION_COOKIE];
    if (old && TOKEN.test(old)) await store.desk.deleteSession(tokenHash(old), null);
    // A new id at every sign-in, as after a password alone.
    const id = randomToken();
    const user = await store.desk.completeSignIn(
      hash,
      purpose,
      {
        idHash: tokenHash(id),
        csrfToken: randomToken(),
        expiresAt: new Date(Date.now() + settings.sessionMs),
        device: deviceOf(req),
        network: await deps.networkOf(req),
      },
      { action: "sign-in", detail },
    );
    if (user) {
      sessionCookies(req, res, id);
      await deps.signedInFrom(req, store, user);
    }
    return user;
  }

  // ——— The code step ———

  /** The second step: a code from an app, a recovery code, or one of the person's passkeys (a fresh challenge each time). */
  async function codePage(req: Request, res: Response, store: LeadStore, user: DeskUser, status: number, error?: string) {
    const next = deskTarget(req.query.next ?? req.body?.next);
    const factors = await store.desk.listFactors(user.id);
    const passkeys = await store.desk.listPasskeys(user.id);
    const passkeyOptions = passkeys.length
      ? await keepChallenge(res, store, "factor", user.id, await authenticationOptions(relyingPartyOf(deps, req), passkeys))
      : undefined;
    send(
      res,
      status,
      passkeyOptions ? "Finish signing in" : "Enter your code",
      createElement(CodeStep, {
        csrf: formToken(req, res),
        next,
        error,
        hasApp: factors.some((f) => f.kind === "totp"),
        passkeyOptions,
      }),
      { passkeys: passkeyOptions !== undefined },
    );
  }

  deps.get(
    "/desk/sign-in/code",
    run(async (req, res) => {
      const store = await deps.leadStore();
      const pending = await pendingOf(req, store, "factor");
      if (!pending) return startAgain(req, res, 200);
      await codePage(req, res, store, pending.user, 200);
    }),
  );

  /** A second step's post: this browser's live pending sign-in and the form's token, else the page that says why. */
  async function stepOf(req: Request, res: Response, expired: string) {
    const store = await deps.leadStore();
    const pending = await pendingOf(req, store, "factor");
    if (!pending) return void startAgain(req, res, 401);
    if (!formCsrfOk(req)) return void (await codePage(req, res, store, pending.user, 403, expired));
    return { store, pending, user: pending.user };
  }

  /** This try's slot in the sign-in limits, else the page with how long to wait. */
  async function attemptOf(req: Request, res: Response, store: LeadStore, user: DeskUser) {
    const limits = await takePasswordAttempt(req, store, user.email);
    if (limits.wait <= 0) return limits;
    log?.warn({ wait: limits.wait }, "desk: a second step refused, too many attempts");
    await codePage(req, res, store, user, 429, `Too many sign-in attempts. Please wait ${heldBack(res, limits.wait)} and try again.`);
  }

  // A passkey in place of the code: the answer must be to this browser's challenge, for this pending person's passkey.
  deps.post(
    "/desk/sign-in/code/passkey",
    body,
    run(async (req, res) => {
      const step = await stepOf(req, res, "The form had expired. Please use your passkey again.");
      if (!step) return;
      const { store, pending, user } = step;
      const limits = await attemptOf(req, res, store, user);
      if (!limits) return;
      const read = await readAnswer(req, res, store, "factor");
      const checked = await checkAnswer(deps, req, store, read, { userId: user.id, requireUserVerification: false });
      if ("problem" in checked) {
        log?.warn({ problem: checked.problem }, "desk: a passkey was refused at the second step");
        await store.desk.auditFolded(
          { actor: "(sign-in form)", action: "sign-in-failed", target: user.email, detail: "passkey" },
          `${limits.foldKey} passkey`,
        );
        return codePage(req, res, store, user, 401, "That passkey was not accepted. Try again, or enter a code instead.");
      }
      await limits.passed();
      if (!(await complete(req, res, store, pending.tokenHash, "factor", `passkey: ${checked.passkey.name}`)))
        return startAgain(req, res, 401);
      res.redirect(303, deskTarget(req.body?.next));
    }),
  );

  deps.post(
    "/desk/sign-in/code",
    body,
    run(async (req, res) => {
      const step = await stepOf(req, res, "The form had expired. Please enter the code again.");
      if (!step) return;
      const { store, pending, user } = step;
      const code = (str(req.body?.code) ?? "").trim();
      // A form sent empty is a slip, not a guess: it costs no attempt.
      if (!code) return codePage(req, res, store, user, 400, "Enter the code from your authenticator app, or one of your recovery codes.");
      const limits = await attemptOf(req, res, store, user);
      if (!limits) return;
      const kind = looksLikeTotp(code) ? "totp" : "recovery";
      let detail: string | undefined;
      let left: number | undefined;
      if (kind === "totp") {
        const factor = await spendTotpCode(store.desk, factorKey, user.id, code, (f) =>
          log?.error({ factor: f.id }, "desk: an authenticator secret does not open with this DESK_FACTOR_KEY"),
        );
        if (factor) detail = `totp: ${factor.name}`;
      } else {
        const match = matchRecoveryCode(code, await store.desk.unusedRecoveryCodes(user.id));
        left = match
          ? await store.desk.useRecoveryCode(match.id, user.id, {
              actor: user.email,
              action: "recovery-code-used",
              target: `user ${user.email}`,
              detail: "",
            })
          : undefined;
        if (left !== undefined) detail = `recovery: ${left} left`;
      }
      if (detail === undefined) {
        await store.desk.auditFolded(
          { actor: "(sign-in form)", action: "sign-in-failed", target: user.email, detail: kind },
          `${limits.foldKey} ${kind}`,
        );
        return codePage(
          req,
          res,
          store,
          user,
          401,
          kind === "totp"
            ? "That code is not right, or it was used already. Enter the newest code your app shows."
            : "That is not one of your recovery codes, or it was used already.",
        );
      }
      await limits.passed();
      if (!(await complete(req, res, store, pending.tokenHash, "factor", detail))) return startAgain(req, res, 401);
      res.redirect(303, left === 0 ? "/desk/account?done=recovery-codes-used-up#recovery-codes" : deskTarget(req.body?.next));
    }),
  );

  // ——— Setting up an app at sign-in, when the policy asks for one ———

  async function enrolPage(req: Request, res: Response, status: number, user: DeskUser, secret: string, errors: EnrolErrors = {}) {
    const next = deskTarget(req.query.next ?? req.body?.next);
    const store = await deps.leadStore();
    // A passkey will do as well as an app: its options, with a challenge for this person.
    const passkeyOptions = await keepChallenge(
      res,
      store,
      "enrol",
      user.id,
      await registrationOptions(relyingPartyOf(deps, req), factorKey, user, []),
    );
    send(
      res,
      status,
      "Set up an authenticator app",
      createElement(Enrol, {
        atSignIn: true,
        action: "/desk/sign-in/enrol",
        csrf: formToken(req, res),
        next,
        email: user.email,
        secret,
        qr: await qrSvg(totpUri(secret, user.email)),
        errors,
        name: str(req.body?.name),
        passkeyOptions,
      }),
      { passkeys: true },
    );
  }

  async function enrolState(req: Request, store: LeadStore) {
    const pending = await pendingOf(req, store, "enrol");
    const factor = pending && (await store.desk.unconfirmedFactor(pending.user.id, ENROL_MS));
    const secret = factor && secretOf(factor);
    return pending && factor && secret !== undefined ? { pending, factor, secret } : undefined;
  }

  deps.get(
    "/desk/sign-in/enrol",
    run(async (req, res) => {
      const state = await enrolState(req, await deps.leadStore());
      if (!state) return startAgain(req, res, 200);
      await enrolPage(req, res, 200, state.pending.user, state.secret);
    }),
  );

  deps.post(
    "/desk/sign-in/enrol",
    body,
    run(async (req, res) => {
      const store = await deps.leadStore();
      const state = await enrolState(req, store);
      if (!state) return startAgain(req, res, 401);
      const { pending, factor, secret } = state;
      const { user } = pending;
      if (!formCsrfOk(req)) return enrolPage(req, res, 403, user, secret, { code: "The form had expired. Please enter the code again." });
      const named = factorNameProblem(str(req.body?.name) ?? "");
      const code = (str(req.body?.code) ?? "").trim();
      if (named.problem || !code)
        return enrolPage(req, res, 400, user, secret, {
          name: named.problem,
          code: code ? undefined : "Enter the six-digit code your app shows for this account.",
        });
      const limits = await takePasswordAttempt(req, store, user.email);
      if (limits.wait > 0) {
        return enrolPage(req, res, 429, user, secret, {
          code: `Too many sign-in attempts. Please wait ${heldBack(res, limits.wait)} and try again.`,
        });
      }
      const step = totpStep(secret, code);
      const confirmed =
        step !== undefined &&
        (await store.desk.confirmFactor(factor.id, user.id, named.name, step, {
          actor: user.email,
          action: "factor-add",
          target: `user ${user.email}`,
          detail: `totp: ${named.name}, at sign-in`,
        }));
      if (!confirmed) {
        await store.desk.auditFolded(
          { actor: "(sign-in form)", action: "sign-in-failed", target: user.email, detail: "totp" },
          `${limits.foldKey} totp`,
        );
        return enrolPage(req, res, 400, user, secret, {
          code: "That code is not right. Check that the app added this account, then enter the newest code it shows.",
        });
      }
      await limits.passed();
      const codes = await makeRecoveryCodes(store, user, user.email, "with the first authenticator app, at sign-in");
      send(
        res,
        200,
        "Your recovery codes",
        createElement(RecoveryCodes, {
          codes,
          then: { action: "/desk/sign-in/enrol/done", csrf: formToken(req, res), next: deskTarget(req.body?.next) },
        }),
      );
    }),
  );

  // A passkey in place of the app: the answer must be to this browser's challenge, made for this pending person.
  deps.post(
    "/desk/sign-in/enrol/passkey",
    body,
    run(async (req, res) => {
      const store = await deps.leadStore();
      const state = await enrolState(req, store);
      if (!state) return startAgain(req, res, 401);
      const { pending, secret } = state;
      const { user } = pending;
      if (!formCsrfOk(req)) return enrolPage(req, res, 403, user, secret, { passkey: "The form had expired. Please try again." });
      const challenge = await takeChallenge(req, res, store, "enrol");
      const answer = parseAnswer<RegistrationResponseJSON>(str(req.body?.response));
      const checked =
        challenge?.userId === user.id && answer
          ? await checkRegistration(relyingPartyOf(deps, req), answer, challenge.challenge)
          : { problem: "no answer, or not to this person's challenge" };
      const named = factorNameProblem("", "Passkey");
      const id =
        "problem" in checked
          ? undefined
          : await store.desk.addPasskey(
              { userId: user.id, name: named.name, ...checked.passkey },
              { actor: user.email, action: "factor-add", target: `user ${user.email}`, detail: `passkey: ${named.name}, at sign-in` },
            );
      if (id === undefined) {
        log?.warn({ problem: "problem" in checked ? checked.problem : "known credential" }, "desk: a passkey at sign-in was refused");
        return enrolPage(req, res, 400, user, secret, { passkey: "The passkey could not be added. Please try again, or set up an app." });
      }
      const codes = await makeRecoveryCodes(store, user, user.email, "with the first passkey, at sign-in");
      send(
        res,
        200,
        "Your recovery codes",
        createElement(RecoveryCodes, {
          codes,
          then: { action: "/desk/sign-in/enrol/done", csrf: formToken(req, res), next: deskTarget(req.body?.next) },
        }),
      );
    }),
  );

  deps.post(
    "/desk/sign-in/enrol/done",
    body,
    run(async (req, res) => {
      const store = await deps.leadStore();
      const pending = await pendingOf(req, store, "enrol");
      if (!pending) return startAgain(req, res, 401);
      if (!formCsrfOk(req)) return startAgain(req, res, 403);
      // Only once the app is confirmed does the enrolment state open a session.
      if ((await store.desk.listFactors(pending.user.id)).length === 0) return void res.redirect(303, "/desk/sign-in/enrol");
      const kinds = [...new Set((await store.desk.listFactors(pending.user.id)).map((f) => f.kind))].join(", ");
      if (!(await complete(req, res, store, pending.tokenHash, "enrol", `${kinds}: set up at this sign-in`)))
        return startAgain(req, res, 401);
      res.redirect(303, deskTarget(req.body?.next));
    }),
  );

  // ——— Under Account ———

  deps.post(
    "/desk/account/factors",
    body,
    signedIn(async (req, res) => {
      // A session left open must not be enough to add someone else's phone to the account.
      if (needsConfirming(req, res, "/desk/account")) return;
      const { store, session } = req.desk!;
      const secret = newTotpSecret();
      await store.desk.startFactor({
        userId: session.user.id,
        name: "",
        secretEncrypted: sealSecret(factorKey, secret, factorContext(session.user.id)),
      });
      res.redirect(303, "/desk/account/factors/new");
    }),
  );

  async function accountEnrolPage(req: Request, res: Response, status: number, secret: string, errors: EnrolErrors = {}) {
    const { user, csrfToken } = req.desk!.session;
    send(
      res,
      status,
      "Add an authenticator app",
      createElement(Enrol, {
        atSignIn: false,
        action: "/desk/account/factors/new",
        csrf: csrfToken,
        email: user.email,
        secret,
        qr: await qrSvg(totpUri(secret, user.email)),
        errors,
        name: str(req.body?.name),
      }),
      chromeOf(req, "/desk/account"),
    );
  }

  deps.get(
    "/desk/account/factors/new",
    signedIn(async (req, res) => {
      const { store, session } = req.desk!;
      const factor = await store.desk.unconfirmedFactor(session.user.id, ACCOUNT_ENROL_MS);
      const secret = factor && secretOf(factor);
      if (secret === undefined) return void res.redirect(303, "/desk/account#factors");
      await accountEnrolPage(req, res, 200, secret);
    }),
  );

  deps.post(
    "/desk/account/factors/new",
    body,
    signedIn(async (req, res) => {
      const { store, session } = req.desk!;
      const { user } = session;
      const factor = await store.desk.unconfirmedFactor(user.id, ACCOUNT_ENROL_MS);
      const secret = factor && secretOf(factor);
      if (!factor || secret === undefined) return void res.redirect(303, "/desk/account#factors");
      const named = factorNameProblem(str(req.body?.name) ?? "");
      const code = (str(req.body?.code) ?? "").trim();
      const step = code ? totpStep(secret, code) : undefined;
      const first = (await store.desk.listFactors(user.id)).length === 0;
      const confirmed =
        !named.problem &&
        step !== undefined &&
        (await store.desk.confirmFactor(
          factor.id,
          user.id,
          named.name,
          step,
          audit(req, "factor-add", `user ${user.email}`, `totp: ${named.name}`),
        ));
      if (!confirmed) {
        return accountEnrolPage(req, res, 400, secret, {
          name: named.problem,
          code:
            named.problem && code
              ? undefined
              : code
                ? "That code is not right. Check that the app added this account, then enter the newest code it shows."
                : "Enter the six-digit code your app shows for this account.",
        });
      }
      if (!first) return void res.redirect(303, "/desk/account?done=factor-added#factors");
      const codes = await makeRecoveryCodes(store, user, user.email, "with the first authenticator app");
      send(res, 200, "Your recovery codes", createElement(RecoveryCodes, { codes }), chromeOf(req, "/desk/account"));
    }),
  );

  async function refused(req: Request, res: Response, status: number, form: string, message: string) {
    await accountPage(req, res, status, { factorError: { form, message } });
  }

  /** The current password again before a factor is removed or new codes are made: a session left open is not enough. */
  async function passwordAgain(req: Request, res: Response, form: string): Promise<boolean> {
    const { store, session } = req.desk!;
    const { email } = session.user;
    const current = str(req.body?.current) ?? "";
    if (!current) {
      await refused(req, res, 400, form, "Enter your password to confirm.");
      return false;
    }
    const limits = await takePasswordAttempt(req, store, email);
    if (limits.wait > 0) {
      await refused(req, res, 429, form, `Too many wrong passwords. Please wait ${heldBack(res, limits.wait)} and try again.`);
      return false;
    }
    const stored = await store.desk.findUserByEmail(email);
    if (!(await checkPassword(stored?.passwordHash, current))) {
      await store.desk.audit(audit(req, "password-check-failed", `user ${email}`, form));
      await refused(req, res, 400, form, "That is not your password.");
      return false;
    }
    await limits.passed();
    return true;
  }

  deps.post(
    "/desk/account/factors/:id/remove",
    body,
    signedIn(async (req, res) => {
      const { store, session } = req.desk!;
      const { user } = session;
      const id = positiveInt(param(req, "id"), Number.MAX_SAFE_INTEGER);
      const factors = await store.desk.listFactors(user.id);
      const factor = factors.find((f) => f.id === id);
      if (!factor) return deps.notFound(req, res);
      const form = `remove-${factor.id}`;
      if (factors.length === 1 && factorRequired(user.role, policy)) {
        return refused(
          req,
          res,
          400,
          form,
          "You need at least one authenticator app or passkey to sign in: add another one before removing this one.",
        );
      }
      if (!(await passwordAgain(req, res, form))) return;
      await store.desk.removeFactor(
        factor.id,
        user.id,
        audit(req, "factor-remove", `user ${user.email}`, `${factor.kind}: ${factor.name}`),
      );
      res.redirect(303, "/desk/account?done=factor-removed#factors");
    }),
  );

  deps.post(
    "/desk/account/recovery-codes",
    body,
    signedIn(async (req, res) => {
      const { store, session } = req.desk!;
      const { user } = session;
      if ((await store.desk.listFactors(user.id)).length === 0)
        return deps.badRequest(req, res, "Add an authenticator app or a passkey first.");
      if (!(await passwordAgain(req, res, "recovery-codes"))) return;
      const codes = await makeRecoveryCodes(store, user, user.email, "new ones; the old ones no longer work");
      send(res, 200, "Your recovery codes", createElement(RecoveryCodes, { codes }), chromeOf(req, "/desk/account"));
    }),
  );
}

// ——— Views ———

/** One's apps and recovery codes, for the account page. */
export interface FactorsState {
  factors: DeskFactor[];
  codesLeft: number;
  /** DESK_TWO_FACTOR asks this person for one. */
  required: boolean;
}

/** A refused factor form's problem: which form (`remove-<id>`, `recovery-codes`) and why. */
export interface FactorError {
  form: string;
  message: string;
}

/** A form that asks for the password again, with its problem when it was refused. */
function PasswordAgain({ form, error, children }: { form: string; error?: FactorError; children: ReactNode }) {
  const message = error?.form === form ? error.message : undefined;
  return (
    <>
      <label htmlFor={`${form}-current`}>Your password</label>
      <input
        id={`${form}-current`}
        name="current"
        type="password"
        autoComplete="current-password"
        required
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${form}-error` : undefined}
      />
      {message ? (
        <p className="error-text" id={`${form}-error`}>
          {message}
        </p>
      ) : null}
      <p>{children}</p>
    </>
  );
}

export function Factors({ csrf, state, error }: { csrf: string; state: FactorsState; error?: FactorError }) {
  const { factors, codesLeft, required } = state;
  return (
    <div className="panel">
      <h2 className="mt0" id="factors">
        Authenticator apps and passkeys
      </h2>
      {error ? <Notice kind="error">Nothing was changed: please see the form marked below.</Notice> : null}
      <p>
        {factors.length === 0
          ? required
            ? "Your role must sign in with a code from an authenticator app, or a passkey, as well as the password."
            : "Signing in asks for your password only. Add an authenticator app or a passkey to be asked for it too: a stolen password is then not enough."
          : factors.some((f) => f.kind === "passkey")
            ? "Signing in asks for your password, then for one of these. A passkey can also sign you in on its own, from the sign-in page."
            : "Signing in asks for your password, then for a code from one of these apps."}
      </p>
      {factors.length > 0 ? (
        <ul className="plain">
          {factors.map((f) => (
            <li key={f.id}>
              <h3 className="comment-head" id={`factor-${f.id}`}>
                <bdi>{f.name}</bdi>
              </h3>
              <p className="comment-meta muted">
                {f.kind === "passkey" ? "Passkey" : "Authenticator app"} · added {when(f.confirmedAt)} · last used {when(f.lastUsedAt)}
              </p>
              <details open={error?.form === `remove-${f.id}` ? true : undefined}>
                <summary>{f.kind === "passkey" ? "Remove this passkey" : "Remove this app"}</summary>
                <form method="post" action={`/desk/account/factors/${f.id}/remove`} aria-labelledby={`factor-${f.id}`}>
                  <Csrf token={csrf} />
                  <PasswordAgain form={`remove-${f.id}`} error={error}>
                    <button type="submit" className="danger">
                      Remove
                    </button>
                  </PasswordAgain>
                </form>
              </details>
            </li>
          ))}
        </ul>
      ) : null}
      <form method="post" action="/desk/account/factors">
        <Csrf token={csrf} />
        <button type="submit" className={factors.length > 0 ? "secondary" : undefined}>
          Add an authenticator app
        </button>{" "}
        <a className="button secondary" href="/desk/account/passkeys/new">
          Add a passkey
        </a>
      </form>
      {factors.length > 0 ? (
        <>
          <h3 id="recovery-codes">Recovery codes</h3>
          {codesLeft === 0 ? (
            <Notice kind="error">You have no recovery codes left. Make new ones, in case you lose your phone.</Notice>
          ) : (
            <p>{codesLeft} of 10 unused. Each signs you in once without your phone or passkey. New ones replace all the old ones.</p>
          )}
          <details open={error?.form === "recovery-codes" || codesLeft === 0 ? true : undefined}>
            <summary>Make new recovery codes</summary>
            <form method="post" action="/desk/account/recovery-codes" aria-labelledby="recovery-codes">
              <Csrf token={csrf} />
              <PasswordAgain form="recovery-codes" error={error}>
                <button type="submit">Make new recovery codes</button>
              </PasswordAgain>
            </form>
          </details>
        </>
      ) : null}
    </div>
  );
}

export interface EnrolErrors {
  name?: string;
  code?: string;
  /** The passkey in place of an app, at sign-in. */
  passkey?: string;
}

/** The name a person gives an app or a passkey, with its hint and its problem. */
export function FactorNameField(props: { id: string; value?: string; error?: string; hint: string }) {
  const { id, error } = props;
  return (
    <>
      <label htmlFor={id}>Name</label>
      <input
        id={id}
        name="name"
        type="text"
        autoComplete="off"
        maxLength={120}
        defaultValue={props.value ?? ""}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
      />
      <p className="muted mb0" id={`${id}-hint`}>
        {props.hint}
      </p>
      {error ? (
        <p className="error-text" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The field for a code from an authenticator app (or a recovery code), wherever one is asked for: sign-in, set-up, confirming. */
export function AppCodeField(props: { id: string; maxLength: number; label?: string; describedBy?: string; invalid: boolean }) {
  return (
    <>
      <label htmlFor={props.id}>{props.label ?? "Code from your authenticator app"}</label>
      <input
        id={props.id}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        autoCapitalize="off"
        maxLength={props.maxLength}
        required
        aria-describedby={props.describedBy}
        aria-invalid={props.invalid ? true : undefined}
      />
    </>
  );
}

export function CodeStep(props: { csrf: string; next: string; error?: string; hasApp: boolean; passkeyOptions?: string }) {
  const { hasApp, passkeyOptions } = props;
  return (
    <div className="narrow">
      <h1>{passkeyOptions ? "Finish signing in" : "Enter your code"}</h1>
      <p>
        Your password was right. To finish signing in,{" "}
        {passkeyOptions
          ? hasApp
            ? "use your passkey or enter the code your authenticator app shows for the desk."
            : "use your passkey."
          : "enter the code your authenticator app shows for the desk."}
      </p>
      {props.error ? (
        <Notice kind="error">
          <span id="code-error">{props.error}</span>
        </Notice>
      ) : null}
      {passkeyOptions ? (
        <div className="panel">
          <h2 className="mt0" id="use-passkey">
            With a passkey
          </h2>
          <PasskeyForm
            action="/desk/sign-in/code/passkey"
            mode="get"
            options={passkeyOptions}
            csrf={props.csrf}
            next={props.next}
            label="Use your passkey"
            labelledBy="use-passkey"
          />
        </div>
      ) : null}
      <form
        method="post"
        action="/desk/sign-in/code"
        className="panel"
        aria-labelledby={passkeyOptions ? "use-code" : undefined}
        noValidate
      >
        {passkeyOptions ? (
          <h2 className="mt0" id="use-code">
            {hasApp ? "With a code" : "With a recovery code"}
          </h2>
        ) : null}
        <input type="hidden" name="csrf" value={props.csrf} />
        {props.next !== "/desk" ? <input type="hidden" name="next" value={props.next} /> : null}
        <AppCodeField
          id="code"
          maxLength={40}
          label={hasApp ? undefined : "Recovery code"}
          describedBy={props.error ? "code-error code-hint" : "code-hint"}
          invalid={Boolean(props.error)}
        />
        <p className="muted" id="code-hint">
          {hasApp
            ? "Six digits. Without your phone, enter one of your recovery codes here instead."
            : "Without your passkey, enter one of your recovery codes."}
        </p>
        <p>
          <button type="submit">Sign in</button>
        </p>
      </form>
      <p>
        <a href="/desk">Start again with your password</a>
      </p>
      <p className="muted">
        Lost your phone or passkey and your recovery codes? Ask an admin to remove your sign-in factors; you then set up a new one when you
        sign in.
      </p>
    </div>
  );
}

export function Enrol(props: {
  atSignIn: boolean;
  action: string;
  csrf: string;
  next?: string;
  email: string;
  secret: string;
  qr: string;
  name?: string;
  errors: EnrolErrors;
  /** At sign-in: a passkey will do in place of the app. */
  passkeyOptions?: string;
}) {
  const { errors } = props;
  const problems = [errors.name, errors.code].filter(Boolean).length;
  return (
    <div className="narrow">
      <h1>{props.atSignIn ? "Set up an authenticator app" : "Add an authenticator app"}</h1>
      {props.atSignIn ? (
        <p>
          Your password was right. Your account needs a second factor before it opens the desk: an authenticator app on your phone (for
          example Google Authenticator, Microsoft Authenticator or 1Password) that shows a new six-digit code every 30 seconds.
        </p>
      ) : (
        <p>Signing in will ask for a code from this app after your password.</p>
      )}
      {problems > 0 ? (
        <Notice kind="error">Not set up yet: please correct {problems === 1 ? "the field" : `the ${problems} fields`} marked below.</Notice>
      ) : null}
      <div className="panel">
        <h2 className="mt0" id="scan">
          1. Add the desk to your app
        </h2>
        <p>In the app, add an account and scan this QR code:</p>
        {/* The library's SVG: paths only, made on the server from the otpauth:// address; no script, no style attribute. */}
        <div className="qr" role="img" aria-label="QR code for your authenticator app" dangerouslySetInnerHTML={{ __html: props.qr }} />
        <p id="secret-label">Or type this key into the app (time-based, six digits):</p>
        <p>
          <code className="secret" aria-labelledby="secret-label" data-secret={props.secret}>
            {groupedSecret(props.secret)}
          </code>
        </p>
        <p className="muted">
          Account: <bdi>{props.email}</bdi>
        </p>
      </div>
      <form method="post" action={props.action} className="panel" aria-labelledby="confirm-app" noValidate>
        <h2 className="mt0" id="confirm-app">
          2. Name it and enter its code
        </h2>
        {props.atSignIn ? <input type="hidden" name="csrf" value={props.csrf} /> : <Csrf token={props.csrf} />}
        {props.next && props.next !== "/desk" ? <input type="hidden" name="next" value={props.next} /> : null}
        <FactorNameField
          id="factor-name"
          value={props.name}
          error={errors.name}
          hint="So that you can tell your apps apart, for example “work phone”."
        />
        <AppCodeField
          id="factor-code"
          maxLength={20}
          describedBy={errors.code ? "factor-code-error" : undefined}
          invalid={Boolean(errors.code)}
        />
        {errors.code ? (
          <p className="error-text" id="factor-code-error">
            {errors.code}
          </p>
        ) : null}
        <p>
          <button type="submit">{props.atSignIn ? "Confirm and continue" : "Add the app"}</button>
        </p>
      </form>
      {props.passkeyOptions ? (
        <div className="panel">
          <h2 className="mt0" id="enrol-passkey">
            Or use a passkey
          </h2>
          <p>A passkey on this device (its fingerprint, face or PIN) or a security key will do in place of the app.</p>
          {errors.passkey ? (
            <p className="error-text" id="enrol-passkey-error">
              {errors.passkey}
            </p>
          ) : null}
          <PasskeyForm
            action="/desk/sign-in/enrol/passkey"
            mode="create"
            options={props.passkeyOptions}
            csrf={props.csrf}
            next={props.next}
            label="Create a passkey"
            labelledBy="enrol-passkey"
          />
        </div>
      ) : null}
      {props.atSignIn ? (
        <p>
          <a href="/desk">Cancel and go back to the sign-in page</a>
        </p>
      ) : (
        <p>
          <a href="/desk/account#factors">Cancel</a>
        </p>
      )}
    </div>
  );
}

export function RecoveryCodes(props: { codes: string[]; then?: { action: string; csrf: string; next: string } }) {
  return (
    <div className="narrow">
      <h1>Your recovery codes</h1>
      <Notice kind="info">
        If you lose your phone, each of these codes signs you in once in place of a code from the app. Keep them somewhere safe now, in a
        password manager or on paper: they are not shown again, and older ones no longer work.
      </Notice>
      <div className="panel">
        <h2 className="mt0" id="codes-heading">
          Ten codes, each for one sign-in
        </h2>
        <ol className="codes" aria-labelledby="codes-heading">
          {props.codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
      </div>
      {props.then ? (
        <form method="post" action={props.then.action}>
          <input type="hidden" name="csrf" value={props.then.csrf} />
          {props.then.next !== "/desk" ? <input type="hidden" name="next" value={props.then.next} /> : null}
          <button type="submit">I have kept them: continue to the desk</button>
        </form>
      ) : (
        <p>
          <a className="button" href="/desk/account#factors">
            I have kept them: back to your account
          </a>
        </p>
      )}
    </div>
  );
}
