/**
 * `npm run desk`: who may use the team's desk (/desk), from the server's shell (docs/decisions/0022-desk.md).
 *
 *   npm run desk -- user add --email ada@example.com --role admin    prints a one-time link to set the password
 *   npm run desk -- user list
 *   npm run desk -- user disable --email ada@example.com             and enable, role, password, sign-out
 *   npm run desk -- reset-factors ada@example.com                     removes their apps and passkeys (a lost phone)
 *
 * The first admin is added here before the site has stored anything, so unlike `npm run leads`
 * it creates the SQLite database when it does not exist yet. Every change is written to the
 * desk's audit log with the actor "cli". Exit codes: 0 done, 1 refused or failed, 2 usage or settings.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { site } from "../../app/content/site";
import { ConfigError, configErrorText, loadConfig, type Config } from "../config";
import { hashPassword, MIN_PASSWORD_LENGTH, passwordProblem, randomToken, tokenHash } from "../desk/secrets";
import type { StoreOptions } from "../store";
import { messageOf, runWithStore } from "./run-with-store";
import { DESK_ROLES, type AuditInput, type DeskRole, type DeskUser } from "../store/desk-types";
import type { LeadStore } from "../store/types";
import { terminalText } from "./leads-comments";
import { textTable } from "./text-table";
import { accountEmail, accountEmailProblemText } from "../store/account-email";

export interface DeskIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Standard input, or a stand-in in tests; a terminal is refused (what is typed would show). */
export type PasswordInput = AsyncIterable<string | Uint8Array> & { isTTY?: boolean };

const COMMANDS = ["add", "list", "disable", "enable", "role", "password", "sign-out", "reset-factors"] as const;
type Command = (typeof COMMANDS)[number];

const LINK_TTL_MS = 24 * 3_600_000;
// Same test as the desk's own form: one @, a dot after it, nothing that cannot be in an address.
// Far more than the longest password takes; stops reading an endless pipe.
const MAX_STDIN_BYTES = 64 * 1024;

/** An http(s) address without a trailing slash, or an error saying what is wrong. */
export function parseBaseUrl(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value.trim());
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password || url.search || url.hash) {
    throw new Error(`--base-url: "${value}" is not a web address like https://www.nexora.example.`);
  }
  return url.href.replace(/\/+$/, "");
}

const siteUrl = () => parseBaseUrl(site().website.url);

export const deskUsage = () => `Usage: npm run desk -- user <command> [options]     who may use the team's desk (/desk)
       npm run desk -- user add --email <address> --role editor|publisher|admin
                                                    add someone; prints a one-time link to set their password
       npm run desk -- user add --email <address> --role editor|publisher|admin --password-stdin
                                                    … with the password from standard input instead (no link)
       npm run desk -- user list                    e-mail, role, state (active, invited, disabled), last sign-in
       npm run desk -- user disable --email <address>
                                                    no more sign-ins; ends every session of theirs
       npm run desk -- user enable --email <address>
                                                    may sign in again
       npm run desk -- user role --email <address> --role editor|publisher|admin
                                                    editors see leads, comments and deliveries; admins also manage people, erase and retry
       npm run desk -- user password --email <address>
                                                    a new one-time link (older links stop working)
       npm run desk -- user password --email <address> --password-stdin
                                                    set the password from standard input instead
       npm run desk -- user sign-out --email <address>
                                                    end every session of theirs
       npm run desk -- reset-factors <address>      (or user reset-factors --email <address>) a lost phone: removes
                                                    their authenticator apps, passkeys and recovery codes and ends their
                                                    sessions; they set up a new one at their next sign-in if their role needs one

  --base-url <url>    where the links point (default: ${siteUrl()})
  --db <file>         SQLite file (default: $DATABASE_PATH or ./data/leads.sqlite), created if missing;
                      with DATABASE_URL=postgres://… the desk's users are kept in PostgreSQL
  --password-stdin    at least ${MIN_PASSWORD_LENGTH} characters; one trailing newline is ignored. Without it showing anywhere:
                      read -rs PASSWORD && printf '%s\\n' "$PASSWORD" | npm run -s desk -- user password --email … --password-stdin
  --help              show this help
`;

export interface DeskOptions {
  command: Command;
  email: string;
  role?: DeskRole;
  passwordStdin: boolean;
  baseUrl: string;
  db: string;
  databaseUrl?: string;
}

const takesRole = (command: Command) => command === "add" || command === "role";
const takesPassword = (command: Command) => command === "add" || command === "password";

/** The command and its options, or "help"; throws on anything else. `--db` overrides the configured SQLite file. */
export function parseDeskArgs(argv: string[], store: StoreOptions): DeskOptions | "help" {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      email: { type: "string" },
      role: { type: "string" },
      "password-stdin": { type: "boolean", default: false },
      "base-url": { type: "string" },
      db: { type: "string" },
      help: { type: "boolean", default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) return "help";
  // The short form for the day someone lost their phone: reset-factors <address>.
  if (positionals[0] === "reset-factors") {
    if (positionals.length > 2) throw new Error(`reset-factors takes one address, not "${positionals[2]}".`);
    if (positionals[1] !== undefined && values.email !== undefined) throw new Error("reset-factors takes the address once.");
    return parseDeskArgs(
      ["user", "reset-factors", "--email", positionals[1] ?? values.email ?? "", ...(values.db ? ["--db", values.db] : [])],
      store,
    );
  }
  if (positionals[0] !== "user") {
    throw new Error(
      positionals.length
        ? `Unknown command "${positionals[0]}": the desk's people are managed with npm run desk -- user …`
        : "Which command?",
    );
  }
  const command = positionals[1] as Command;
  if (!(COMMANDS as readonly string[]).includes(command)) {
    throw new Error(
      `${positionals[1] === undefined ? "user needs a command" : `Unknown command "user ${positionals[1]}"`}: one of ${COMMANDS.join(", ")}.`,
    );
  }
  if (positionals.length > 2) throw new Error(`user ${command} takes options only, not "${positionals[2]}".`);

  let email = "";
  if (command === "list") {
    if (values.email !== undefined) throw new Error("user list takes no --email.");
  } else {
    if (!(values.email ?? "").trim()) throw new Error(`user ${command} needs --email <address>.`);
    const address = accountEmail(values.email ?? "");
    if (address.problem === "malformed") throw new Error(`--email: "${values.email}" is not an e-mail address.`);
    // Only a new account is refused for a look-alike: the others find an account by the address's key, as sign-in does.
    if (address.problem !== undefined && command === "add")
      throw new Error(`--email: "${values.email}": ${accountEmailProblemText(address)}`);
    email = address.email ?? (values.email ?? "").normalize("NFKC").trim();
  }
  let role: DeskRole | undefined;
  if (takesRole(command)) {
    if (values.role === undefined) throw new Error(`user ${command} needs --role ${DESK_ROLES.join(" or ")}.`);
    if (!(DESK_ROLES as readonly string[]).includes(values.role))
      throw new Error(`--role: "${values.role}" is not ${DESK_ROLES.join(" or ")}.`);
    role = values.role as DeskRole;
  } else if (values.role !== undefined) {
    throw new Error(`user ${command} takes no --role.`);
  }
  if (!takesPassword(command) && values["password-stdin"]) throw new Error(`user ${command} takes no --password-stdin.`);
  if (!takesPassword(command) && values["base-url"] !== undefined) throw new Error(`user ${command} takes no --base-url.`);
  return {
    command,
    email,
    role,
    passwordStdin: values["password-stdin"] ?? false,
    baseUrl: values["base-url"] === undefined ? siteUrl() : parseBaseUrl(values["base-url"]),
    db: values.db ? path.resolve(values.db) : store.databasePath,
    databaseUrl: store.databaseUrl,
  };
}

/** All of the input as UTF-8, less one trailing newline (\n or \r\n), as `printf '%s\n'` and `echo` add it. */
export async function readPassword(input: PasswordInput): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of input) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : Buffer.from(chunk);
    chunks.push(bytes);
    size += bytes.length;
    // Already too long to be a password: passwordProblem says so.
    if (size > MAX_STDIN_BYTES) break;
  }
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

const cli = (action: string, email: string, detail = ""): AuditInput => ({ actor: "cli", action, target: `user ${email}`, detail });
const a = (role: DeskRole) => (role === "publisher" ? "a publisher" : `an ${role}`);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const stateOf = (user: DeskUser) => (user.disabled ? "disabled" : user.hasPassword ? "active" : "invited");
const utc = (iso: string | null) => (iso ? iso.slice(0, 16).replace("T", " ") : "never");

/** The desk's people as a table, with how many are in each state. */
export function usersTable(users: DeskUser[]): string {
  if (users.length === 0) {
    return "Nobody has access to the desk yet. Add the first admin: npm run desk -- user add --email <address> --role admin\n";
  }
  const body = users.map((u) => [terminalText(u.email, 60), u.role, stateOf(u), utc(u.lastSignInAt)]);
  const count = (state: string) => users.filter((u) => stateOf(u) === state).length;
  const summary = `${plural(users.length, "user")}: ${count("active")} active, ${count("invited")} invited, ${count("disabled")} disabled.`;
  return [...textTable(["E-mail", "Role", "State", "Last sign-in (UTC)"], body), "", summary, ""].join("\n");
}

async function newLink(store: LeadStore, user: DeskUser, baseUrl: string): Promise<string> {
  const token = randomToken();
  await store.desk.createPasswordToken(
    user.id,
    tokenHash(token),
    new Date(Date.now() + LINK_TTL_MS),
    cli("user-password-link", user.email),
  );
  return `${baseUrl}/desk/password?token=${token}`;
}

// Someone must be able to manage the others from the desk; the CLI can always make a new admin.
async function adminWarning(store: LeadStore): Promise<string> {
  const users = await store.desk.listUsers();
  return users.some((u) => u.role === "admin" && !u.disabled)
    ? ""
    : "No enabled admin is left to manage the desk's people: npm run desk -- user role --email <address> --role admin makes one.\n";
}

/** Carries out one parsed command on an open store; resolves with the exit code. */
export async function deskCommand(store: LeadStore, options: DeskOptions, passwordHash: string | undefined, io: DeskIo): Promise<number> {
  const { command, email } = options;
  if (command === "list") {
    io.out(usersTable(await store.desk.listUsers()));
    return 0;
  }
  if (command === "add") {
    const role = options.role!;
    const user = await store.desk.createUser({ email, role, passwordHash: passwordHash ?? null }, cli("user-add", email, role));
    if (!user) {
      io.err(`${email} has access already (npm run desk -- user list): nothing changed.\n`);
      return 1;
    }
    if (passwordHash) {
      io.out(`Added ${user.email} as ${a(role)}, with the password from standard input: they can sign in at ${options.baseUrl}/desk.\n`);
    } else {
      const link = await newLink(store, user, options.baseUrl);
      io.out(`Added ${user.email} as ${a(role)}. They set their password with this link, which works once, for 24 hours:\n${link}\n`);
    }
    return 0;
  }

  const user = await store.desk.findUserByEmail(email);
  if (!user) {
    io.err(`Nobody with the e-mail address ${email} has access to the desk (npm run desk -- user list).\n`);
    return 1;
  }
  const target = user.email;
  switch (command) {
    case "disable":
    case "enable": {
      const disabled = command === "disable";
      if (user.disabled === disabled) {
        io.err(`Nothing changed: ${target} ${disabled ? "is disabled already" : "is not disabled"}.\n`);
        return 1;
      }
      await store.desk.updateUser(user.id, { disabled }, cli(`user-${command}`, target));
      if (disabled) {
        io.out(`Disabled ${target}: they cannot sign in, and every session of theirs has ended.\n${await adminWarning(store)}`);
      } else {
        io.out(
          user.hasPassword
            ? `Enabled ${target}: they can sign in again.\n`
            : `Enabled ${target}. They have no password yet: npm run desk -- user password --email ${target} makes them a link.\n`,
        );
      }
      return 0;
    }
    case "role": {
      const role = options.role!;
      if (user.role === role) {
        io.err(`Nothing changed: ${target} is ${a(role)} already.\n`);
        return 1;
      }
      await store.desk.updateUser(user.id, { role }, cli("user-role", target, role));
      io.out(`${target} is now ${a(role)} (was ${a(user.role)}).\n${await adminWarning(store)}`);
      return 0;
    }
    case "password": {
      if (passwordHash) {
        await store.desk.updateUser(user.id, { passwordHash }, cli("user-password-set", target, "from the command line"));
        const still = user.disabled ? ` They stay disabled until npm run desk -- user enable --email ${target}.` : "";
        io.out(`Set a new password for ${target}; every session of theirs has ended.${still}\n`);
        return 0;
      }
      if (user.disabled) {
        io.err(`${target} is disabled, so a link would not work: npm run desk -- user enable --email ${target} first.\n`);
        return 1;
      }
      const link = await newLink(store, user, options.baseUrl);
      io.out(`A new link for ${target} to set their password; it works once, for 24 hours, and older links no longer work:\n${link}\n`);
      return 0;
    }
    case "reset-factors": {
      // It only removes: a new app is set up by the person, at their next sign-in or under Account, never from here.
      const { factors, codes } = await store.desk.resetFactors(
        user.id,
        cli("factors-reset", target, "authenticator apps, passkeys and recovery codes removed; sessions ended"),
      );
      io.out(
        `Removed ${plural(factors, "second factor")} (apps and passkeys) and ${plural(codes, "recovery code")} of ${target}, and ended their sessions. ` +
          "They sign in with their password and set up a new app if their role needs one.\n",
      );
      return 0;
    }
    case "sign-out": {
      const ended = await store.desk.deleteUserSessions(user.id, cli("user-sign-out", target));
      io.out(ended ? `Ended ${plural(ended, "session")} of ${target}.\n` : `${target} had no session open: nothing to end.\n`);
      return 0;
    }
  }
}

const stdio: DeskIo = { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) };

export async function runDesk(
  argv: string[],
  io: DeskIo = stdio,
  env: NodeJS.ProcessEnv = process.env,
  stdin: PasswordInput = process.stdin,
): Promise<number> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(configErrorText(error, "npm run desk cannot run"));
    return 2;
  }
  let parsed: DeskOptions | "help";
  try {
    parsed = parseDeskArgs(argv, config.store);
  } catch (error) {
    io.err(`${messageOf(error)}\n\n${deskUsage()}`);
    return 2;
  }
  if (parsed === "help") {
    io.out(deskUsage());
    return 0;
  }
  const options = parsed;

  let passwordHash: string | undefined;
  if (options.passwordStdin) {
    if (stdin.isTTY) {
      io.err(
        "--password-stdin reads the password from a pipe, not from the terminal (it would show as you type):\n" +
          `  read -rs PASSWORD && printf '%s\\n' "$PASSWORD" | npm run -s desk -- user ${options.command} --email ${options.email}${options.role ? ` --role ${options.role}` : ""} --password-stdin\n`,
      );
      return 2;
    }
    const password = await readPassword(stdin);
    const problem = await passwordProblem(password, { email: options.email });
    if (problem) {
      io.err(`${problem} Nothing changed.\n`);
      return 1;
    }
    passwordHash = await hashPassword(password);
  }

  const where: StoreOptions = { ...config.store, databasePath: options.db, databaseUrl: options.databaseUrl };
  return runWithStore(where, io.err, (store) => deskCommand(store, options, passwordHash, io));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runDesk(process.argv.slice(2));
}
