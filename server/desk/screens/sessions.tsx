// "Your sessions" (/desk/account/sessions): each browser signed in as you, where and when, and ending any of them; an
// admin ends everyone else's (ASVS 7.4, 7.5.2). Ending asks for the password first when it is older than ten minutes.
import crypto from "node:crypto";
import type { Request, Response } from "express";
import { createElement } from "react";
import type { SessionInfo } from "../../store/desk-types";
import { DONE, audit, needsConfirming, str, type ScreenDeps } from "../screen";
import { Csrf, Notice, doneText, when } from "../views";

const SESSIONS = "/desk/account/sessions";

/** What a page names a session by: never its id, nor the id's hash the store keys it by. */
export const sessionHandle = (idHash: string): string => crypto.createHash("sha256").update(idHash).digest("hex").slice(0, 16);

/** "Firefox on Linux" from a User-Agent; the raw text says too much and too little. */
export function deviceName(userAgent: string): string {
  if (!userAgent) return "An unknown browser";
  const browser =
    [
      [/Edg(e|A|iOS)?\//, "Edge"],
      [/OPR\/|Opera/, "Opera"],
      [/Firefox\/|FxiOS\//, "Firefox"],
      [/Chrome\/|CriOS\//, "Chrome"],
      [/Safari\//, "Safari"],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? "A browser";
  const system =
    [
      [/iPhone/, "an iPhone"],
      [/iPad/, "an iPad"],
      [/Android/, "Android"],
      [/Windows/, "Windows"],
      [/CrOS/, "ChromeOS"],
      [/Mac OS X|Macintosh/, "macOS"],
      [/Linux/, "Linux"],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? undefined;
  return system ? `${browser} on ${system}` : (browser as string);
}

export function registerSessions(deps: ScreenDeps): void {
  const { send, chromeOf, signedIn, body } = deps;

  async function sessionsPage(req: Request, res: Response, status: number, error?: string) {
    const { store, session, idHash } = req.desk!;
    const sessions = await store.desk.listSessions(session.user.id);
    send(
      res,
      status,
      "Your sessions",
      createElement(Sessions, {
        sessions,
        current: idHash,
        csrf: session.csrfToken,
        notice: req.method === "GET" ? doneText(req.query.done, DONE) : undefined,
        error,
      }),
      chromeOf(req, "/desk/account"),
    );
  }

  deps.get(
    SESSIONS,
    signedIn((req, res) => sessionsPage(req, res, 200)),
  );

  deps.post(
    `${SESSIONS}/end`,
    body,
    signedIn(async (req, res) => {
      if (needsConfirming(req, res, SESSIONS)) return;
      const { store, session, idHash } = req.desk!;
      const handle = str(req.body?.session) ?? "";
      // Only one's own, and not this one (signing out is for that).
      const target = (await store.desk.listSessions(session.user.id)).find((s) => sessionHandle(s.idHash) === handle);
      if (!target || target.idHash === idHash) return sessionsPage(req, res, 404, "That session has ended already.");
      await store.desk.deleteSession(target.idHash, audit(req, "session-end", `user ${session.user.email}`, deviceName(target.device)));
      res.redirect(303, `${SESSIONS}?done=session-ended`);
    }),
  );

  deps.post(
    `${SESSIONS}/end-others`,
    body,
    signedIn(async (req, res) => {
      if (needsConfirming(req, res, SESSIONS)) return;
      const { store, session, idHash } = req.desk!;
      await store.desk.deleteOtherSessions(session.user.id, idHash, audit(req, "sign-out-others", `user ${session.user.email}`));
      res.redirect(303, `${SESSIONS}?done=others-ended`);
    }),
  );

  // An admin ends every session but their own: a suspected break-in, or a departure nobody is sure of.
  deps.post(
    "/desk/users/sign-out-all",
    body,
    signedIn(
      async (req, res) => {
        if (needsConfirming(req, res, "/desk/users")) return;
        const { store, idHash } = req.desk!;
        await store.desk.deleteOtherSessions(null, idHash, audit(req, "sign-out-all", "everyone but the admin"));
        res.redirect(303, "/desk/users?done=all-signed-out");
      },
      { role: "admin" },
    ),
  );
}

export function Sessions(props: { sessions: SessionInfo[]; current: string; csrf: string; notice?: string; error?: string }) {
  const others = props.sessions.filter((s) => s.idHash !== props.current);
  return (
    <>
      <h1>Your sessions</h1>
      <p>
        Each browser signed in as you. If you do not know one, end it, then change your password on <a href="/desk/account">your account</a>
        .
      </p>
      {props.notice ? <Notice kind="ok">{props.notice}</Notice> : null}
      {props.error ? <Notice kind="error">{props.error}</Notice> : null}
      {/* A list, not a table: on a phone each session and its button stay on screen. */}
      <h2 id="sessions-heading">Signed in as you</h2>
      <ul className="plain panel" aria-labelledby="sessions-heading">
        {props.sessions.map((s) => (
          <li key={s.idHash}>
            <p className="mt0">
              <strong>
                <bdi>{deviceName(s.device)}</bdi>
              </strong>
              {s.idHash === props.current ? " (this one)" : null}
            </p>
            <dl className="fields">
              <dt>Network</dt>
              <dd>
                <code>{s.network || "–"}</code>
              </dd>
              <dt>Signed in</dt>
              <dd>{when(s.createdAt)}</dd>
              <dt>Last seen</dt>
              <dd>{when(s.lastSeenAt)}</dd>
            </dl>
            {s.idHash === props.current ? (
              <p className="muted">To end this one, sign out at the top of the page.</p>
            ) : (
              <form method="post" action={`${SESSIONS}/end`} className="change-actions">
                <Csrf token={props.csrf} />
                <input type="hidden" name="session" value={sessionHandle(s.idHash)} />
                <button type="submit" className="small secondary">
                  End this session
                  <span className="visually-hidden">
                    {" "}
                    of {deviceName(s.device)}, signed in {when(s.createdAt)}
                  </span>
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
      <p className="muted">
        The network is the start of a code made from the address a browser came from: the same code, the same network.
      </p>
      {others.length > 0 ? (
        <form method="post" action={`${SESSIONS}/end-others`} className="panel">
          <Csrf token={props.csrf} />
          <button type="submit" className="secondary">
            End every other session
          </button>
        </form>
      ) : null}
    </>
  );
}
