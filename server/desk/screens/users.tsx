// People, for admins (/desk/users): who has access and with which role; adding someone, changing a role, disabling,
// a one-time link to set a password, and ending someone's sessions. Nobody changes their own access here.
import type { Request, Response } from "express";
import { createElement, type ReactNode } from "react";
import { accountEmail, accountEmailProblemText } from "../../store/account-email";
import { DESK_ROLES, type DeskRole, type DeskUser } from "../../store/desk-types";
import { randomToken, tokenHash } from "../secrets";
import { factorsResetNotice } from "../notices";
import { DONE, audit, needsConfirming, param, positiveInt, str, type ScreenDeps } from "../screen";
import { Csrf, Notice, ROLE_NAMES, ScrollRegion, doneText, when } from "../views";

const LINK_TTL_MS = 24 * 3_600_000;

export function registerUsers(deps: ScreenDeps): void {
  const { send, chromeOf, signedIn, body, notFound } = deps;

  async function usersPage(
    req: Request,
    res: Response,
    status: number,
    extra: { notice?: string; error?: string; link?: { email: string; url: string } },
  ) {
    const users = await req.desk!.store.desk.listUsers();
    send(
      res,
      status,
      "People",
      createElement(Users, { users, me: req.desk!.session.user, csrf: req.desk!.session.csrfToken, ...extra }),
      chromeOf(req, "/desk/users"),
    );
  }

  async function newLink(req: Request, userId: number, email: string): Promise<{ email: string; url: string }> {
    const token = randomToken();
    await req.desk!.store.desk.createPasswordToken(
      userId,
      tokenHash(token),
      new Date(Date.now() + LINK_TTL_MS),
      audit(req, "user-password-link", `user ${email}`),
    );
    return { email, url: `${req.protocol}://${req.host}/desk/password?token=${token}` };
  }

  deps.get(
    "/desk/users",
    signedIn((req, res) => usersPage(req, res, 200, { notice: doneText(req.query.done, DONE) }), { role: "admin" }),
  );

  deps.post(
    "/desk/users",
    body,
    signedIn(
      async (req, res) => {
        const address = accountEmail(str(req.body?.email) ?? "");
        const role = str(req.body?.role);
        if (address.problem !== undefined) return usersPage(req, res, 400, { error: accountEmailProblemText(address) });
        const { email } = address;
        if (!(DESK_ROLES as readonly string[]).includes(role ?? ""))
          return usersPage(req, res, 400, { error: "Choose editor, publisher or admin." });
        const user = await req.desk!.store.desk.createUser(
          { email, role: role as DeskRole, passwordHash: null },
          audit(req, "user-add", `user ${email}`, role!),
        );
        if (!user) return usersPage(req, res, 409, { error: "Someone with that e-mail address has access already." });
        return usersPage(req, res, 200, { notice: `${email} was added as ${role}.`, link: await newLink(req, user.id, user.email) });
      },
      { role: "admin" },
    ),
  );

  deps.post(
    "/desk/users/:id/:action",
    body,
    signedIn(
      async (req, res) => {
        const id = positiveInt(param(req, "id"), Number.MAX_SAFE_INTEGER);
        const action = param(req, "action");
        const store = req.desk!.store;
        const user = id ? await store.desk.getUser(id) : undefined;
        const roleChange = (DESK_ROLES as readonly string[]).includes(action);
        if (!user || !(roleChange || ["enable", "disable", "link", "sign-out", "reset-factors"].includes(action)))
          return notFound(req, res);
        // Nobody locks themselves out or changes their own rights.
        if (user.id === req.desk!.session.user.id) return usersPage(req, res, 400, { error: "You cannot change your own access here." });
        const target = `user ${user.email}`;
        // What gives or widens access asks for the admin's password first; disabling and signing out do not wait.
        const widens = roleChange || action === "enable" || action === "link" || action === "reset-factors";
        if (widens && needsConfirming(req, res, "/desk/users")) return;
        if (action === "link") return usersPage(req, res, 200, { link: await newLink(req, user.id, user.email) });
        // A lost phone: the person's apps and recovery codes go, their sessions end, and they set up an app at their
        // next sign-in when their role needs one. Only after the admin gave their password (ASVS 6.4.4).
        if (action === "reset-factors") {
          const { factors } = await store.desk.resetFactors(user.id, audit(req, "factors-reset", target, "by an admin"));
          if (factors)
            deps.notify(user.email, factorsResetNotice({ email: user.email, admin: req.desk!.session.user.email, at: new Date() }));
          return res.redirect(303, `/desk/users?done=${factors ? "factors-reset" : "no-factors"}`);
        }
        if (action === "sign-out") {
          await store.desk.deleteUserSessions(user.id, audit(req, "user-sign-out", target));
          return res.redirect(303, "/desk/users?done=user-signed-out");
        }
        const change = roleChange ? { role: action as DeskRole } : { disabled: action === "disable" };
        await store.desk.updateUser(user.id, change, audit(req, roleChange ? "user-role" : `user-${action}`, target, action));
        res.redirect(303, "/desk/users?done=user-changed");
      },
      { role: "admin" },
    ),
  );
}

export function Users(props: {
  users: DeskUser[];
  me: DeskUser;
  csrf: string;
  notice?: string;
  error?: string;
  link?: { email: string; url: string };
}) {
  return (
    <>
      <h1>People</h1>
      {props.notice ? <Notice kind="ok">{props.notice}</Notice> : null}
      {props.error ? <Notice kind="error">{props.error}</Notice> : null}
      {props.link ? (
        <div className="panel" role="status">
          <p>
            Send this one-time link to <strong>{props.link.email}</strong> (it works once, for 24 hours). It is not shown again.
          </p>
          <code className="link">{props.link.url}</code>
        </div>
      ) : null}
      <form method="post" action="/desk/users" className="panel inline">
        <Csrf token={props.csrf} />
        <div className="field">
          <label htmlFor="new-email">E-mail</label>
          <input id="new-email" name="email" type="email" required />
        </div>
        <div>
          <label htmlFor="new-role">Role</label>
          <select id="new-role" name="role" defaultValue="editor">
            {DESK_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_NAMES[role]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">Add a person</button>
      </form>
      <ScrollRegion labelledBy="people-caption">
        <table>
          <caption id="people-caption">Everyone with access to the desk</caption>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">State</th>
              <th scope="col">Last sign-in</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {props.users.map((u) => (
              <tr key={u.id}>
                <td className="cells">{u.email}</td>
                <td>{ROLE_NAMES[u.role]}</td>
                <td>{u.disabled ? "Disabled" : u.hasPassword ? "Active" : "Invited (no password yet)"}</td>
                <td className="nowrap">{when(u.lastSignInAt)}</td>
                <td>
                  {u.id === props.me.id ? (
                    <span className="muted">You</span>
                  ) : (
                    <div className="actions">
                      {DESK_ROLES.filter((role) => role !== u.role).map((role) => (
                        <UserAction key={role} id={u.id} action={role} csrf={props.csrf} email={u.email}>
                          Make {ROLE_NAMES[role].toLowerCase()}
                        </UserAction>
                      ))}
                      <UserAction id={u.id} action={u.disabled ? "enable" : "disable"} csrf={props.csrf} email={u.email}>
                        {u.disabled ? "Enable" : "Disable"}
                      </UserAction>
                      {!u.disabled ? (
                        <UserAction id={u.id} action="link" csrf={props.csrf} email={u.email}>
                          New password link
                        </UserAction>
                      ) : null}
                      {!u.disabled ? (
                        <UserAction id={u.id} action="sign-out" csrf={props.csrf} email={u.email}>
                          Sign out everywhere
                        </UserAction>
                      ) : null}
                      <UserAction id={u.id} action="reset-factors" csrf={props.csrf} email={u.email}>
                        Remove apps and passkeys
                      </UserAction>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <form method="post" action="/desk/users/sign-out-all" className="panel mt1" aria-labelledby="everyone-heading">
        <Csrf token={props.csrf} />
        <h2 className="mt0" id="everyone-heading">
          Everyone&apos;s sessions
        </h2>
        <p>After a suspected break-in, or when nobody is sure who still has a computer signed in: everyone signs in again.</p>
        <button type="submit" className="secondary">
          End everyone else&apos;s sessions
        </button>
      </form>
    </>
  );
}

function UserAction({
  id,
  action,
  csrf,
  email,
  children,
}: {
  id: number;
  action: string;
  csrf: string;
  email: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={`/desk/users/${id}/${action}`}>
      <Csrf token={csrf} />
      <button type="submit" className="small secondary">
        {children}
        <span className="visually-hidden"> for {email}</span>
      </button>
    </form>
  );
}
