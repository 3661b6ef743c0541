// The shared steps of a passkey's answer (./passkeys.tsx, and the step after a password in ./factors.tsx): a random
// challenge kept in the store under a cookie's token until its one answer, the checks of that answer, and the form
// whose button asks the browser for it.
import type { Request, Response } from "express";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { ReactNode } from "react";
import { site } from "../../../app/content/site";
import type { DeskPasskey, WebauthnPurpose } from "../../store/desk-types";
import type { LeadStore } from "../../store/types";
import {
  CHALLENGE_MS,
  WEBAUTHN_COOKIE,
  challengeOf,
  checkAuthentication,
  parseAnswer,
  relyingParty,
  webauthnUserId,
  type RelyingParty,
} from "../passkeys";
import { randomToken, tokenHash } from "../secrets";
import { TOKEN, cookie, cookies, str, type ScreenDeps } from "../screen";
import { Csrf } from "../views";

/** The passkeys' relying party: the site's public address (SITE_URL), else the request's own. */
export function relyingPartyOf(deps: ScreenDeps, req: Request): RelyingParty {
  return relyingParty(deps.settings.siteUrl ?? `${req.protocol}://${req.host}`, `${site().name} desk`);
}

/** Keeps the challenge of `optionsJson` for this browser (a fresh cookie token) until its answer, at most five minutes. */
export async function keepChallenge(
  res: Response,
  store: LeadStore,
  purpose: WebauthnPurpose,
  userId: number | null,
  optionsJson: string,
): Promise<string> {
  const token = randomToken();
  await store.desk.createWebauthnChallenge({
    tokenHash: tokenHash(token),
    purpose,
    userId,
    challenge: challengeOf(optionsJson),
    expiresAt: new Date(Date.now() + CHALLENGE_MS),
  });
  res.append("Set-Cookie", cookie(WEBAUTHN_COOKIE, token, CHALLENGE_MS / 1000, "Strict"));
  return optionsJson;
}

/**
 * What a posted answer is to: this browser's challenge (taken: it answers once), the answer, and whose passkey it
 * names (even when the challenge is gone, so that a refusal is audited against that account).
 */
export interface ReadAnswer {
  challenge?: { challenge: string; userId: number | null };
  answer?: AuthenticationResponseJSON;
  passkey?: DeskPasskey;
}

/** This browser's challenge of `purpose`, taken (it answers once; the cookie is cleared). */
export async function takeChallenge(req: Request, res: Response, store: LeadStore, purpose: WebauthnPurpose) {
  const token = cookies(req)[WEBAUTHN_COOKIE];
  res.append("Set-Cookie", cookie(WEBAUTHN_COOKIE, "", 0, "Strict"));
  return token && TOKEN.test(token) ? await store.desk.takeWebauthnChallenge(tokenHash(token), purpose) : undefined;
}

export async function readAnswer(req: Request, res: Response, store: LeadStore, purpose: WebauthnPurpose): Promise<ReadAnswer> {
  const challenge = await takeChallenge(req, res, store, purpose);
  const answer = parseAnswer<AuthenticationResponseJSON>(str(req.body?.response));
  return { challenge, answer, passkey: answer && (await store.desk.findPasskey(answer.id)) };
}

/**
 * Checks a read answer: the passkey is the expected person's (`userId`, and the challenge's), the user handle is
 * theirs, the signature, origin and host hold, and the counter went up (atomically). The passkey, or the problem.
 */
export async function checkAnswer(
  deps: ScreenDeps,
  req: Request,
  store: LeadStore,
  read: ReadAnswer,
  { userId, requireUserVerification }: { userId?: number; requireUserVerification: boolean },
): Promise<{ passkey: DeskPasskey } | { problem: string }> {
  const { challenge, answer, passkey } = read;
  if (!challenge) return { problem: "the challenge was used, ended, is another step's or was never this browser's" };
  if (!answer) return { problem: "no answer" };
  if (!passkey) return { problem: "unknown passkey" };
  if ((userId !== undefined && passkey.userId !== userId) || (challenge.userId !== null && passkey.userId !== challenge.userId)) {
    return { problem: "another person's passkey" };
  }
  const handle = answer.response.userHandle;
  if (handle && handle !== Buffer.from(webauthnUserId(deps.factorKey, passkey.userId)).toString("base64url")) {
    return { problem: "the user handle is another person's" };
  }
  const checked = await checkAuthentication(relyingPartyOf(deps, req), answer, challenge.challenge, passkey, requireUserVerification);
  if ("problem" in checked) return checked;
  // A counter that did not go up: a copy of the authenticator answered (or an old answer came back).
  if (!(await store.desk.usePasskey(passkey.id, checked.signCount))) return { problem: "the signature counter did not go up" };
  return { passkey };
}

/**
 * A form whose button asks the browser for a passkey (./passkey-client.js) and sends the answer in `response`. The
 * button shows only when script and passkeys work; the status line says what happens, and why not.
 */
export function PasskeyForm(props: {
  action: string;
  mode: "create" | "get";
  options: string;
  csrf: string;
  label: string;
  next?: string;
  labelledBy?: string;
  children?: ReactNode;
}) {
  return (
    <form method="post" action={props.action} data-passkey={props.mode} data-options={props.options} aria-labelledby={props.labelledBy}>
      <Csrf token={props.csrf} />
      {props.next && props.next !== "/desk" ? <input type="hidden" name="next" value={props.next} /> : null}
      <input type="hidden" name="response" value="" />
      {props.children}
      <p>
        <button type="submit" data-passkey-start hidden>
          {props.label}
        </button>
      </p>
      <p className="muted" role="status" data-passkey-status>
        <noscript>Passkeys need JavaScript, which is turned off in this browser.</noscript>
      </p>
    </form>
  );
}
