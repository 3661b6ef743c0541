/**
 * `npm run content`: the site's content as revisions in the store (docs/decisions/0032-content-store.md).
 *
 *   npm run content -- import [dir] [--message m]   store the files (content/ by default) as a new revision
 *   npm run content -- publish <dir|file> [--message m] [--wait url]
 *                                                   the same, or one content file over the latest revision;
 *                                                   with --wait, until the site at url serves it
 *   npm run content -- rollback <rev> [--wait url]   store an older revision's files as a new revision
 *   npm run content -- history [--limit n]           the latest revisions
 *   npm run content -- show <rev>                    one revision: who, when, why, and its files changed
 *   npm run content -- export [dir] [--rev n]        write a revision (the latest by default) as files
 *
 * Every revision is checked as the build checks content/ (app/content/files/validate.ts): one with a problem is
 * refused with each problem, and nothing is stored. Imports are written to the desk's audit log as "cli".
 * Exit codes: 0 done (or nothing to do), 1 refused or failed, 2 usage or settings.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { contentRoot } from "../../app/content/files/source";
import { ConfigError, configErrorText, loadConfig } from "../config";
import { contentProblems, readContentFolder, writeContentFolder } from "../content-files";
import type { StoreOptions } from "../store";
import { messageOf, runWithStore } from "./run-with-store";
import type { ContentFiles } from "../store/content-types";
import type { LeadStore } from "../store/types";
import { textTable } from "./text-table";
import { REVISION_HEADER } from "../precompressed";

export const CONTENT_USAGE = `Usage: npm run content -- <command>
  import [dir] [--message m]   store the content files (default: content/) as a new revision
  publish <dir|file> [--message m] [--wait url]
                               the same for a folder; one file (named by its last folders, as in
                               pricing/en/basic.json) replaces that file of the latest revision. Every instance serves a new revision within CONTENT_POLL_MS;
                               --wait url waits (30 s at most) until the site at url serves it
  rollback <rev> [--wait url]  store revision rev's files as a new revision (the history stays as it was)
  history [--limit n]          the latest revisions (default 20)
  show <rev>                   one revision: who made it, when, why, and the files it changed
  export [dir] [--rev n]       write a revision (default: the latest) as files into dir (default: content/)
  --db <file>                  SQLite file (default: $DATABASE_PATH or ./data/leads.sqlite);
                               with DATABASE_URL=postgres://… the content is in PostgreSQL
  --help                       show this help
`;

export interface ContentIo {
  out(text: string): void;
  err(text: string): void;
}

type Command =
  | { name: "import"; dir: string; message: string }
  | { name: "publish"; from: string; message: string; wait?: string }
  | { name: "rollback"; rev: number; wait?: string }
  | { name: "history"; limit: number }
  | { name: "show"; rev: number }
  | { name: "export"; dir: string; rev?: number };

const positiveInt = (value: string, what: string) => {
  if (!/^[1-9]\d{0,8}$/.test(value)) throw new Error(`${what} must be a positive whole number, not "${value}"`);
  return Number(value);
};

export function parseContentArgs(argv: string[], defaultDir = contentRoot()): { command: Command; db?: string } | "help" {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      message: { type: "string", short: "m" },
      limit: { type: "string" },
      rev: { type: "string" },
      wait: { type: "string" },
      db: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) return "help";
  const [name, arg, ...extra] = positionals;
  if (extra.length) throw new Error(`unexpected ${extra.join(" ")}`);
  const db = values.db;
  switch (name) {
    case "import":
      return { command: { name, dir: path.resolve(arg ?? defaultDir), message: values.message?.trim() ?? "" }, db };
    case "publish":
      if (!arg) throw new Error("publish needs a content folder or one content file");
      return { command: { name, from: path.resolve(arg), message: values.message?.trim() ?? "", wait: waitUrl(values.wait) }, db };
    case "rollback":
      if (!arg) throw new Error("rollback needs a revision number");
      return { command: { name, rev: positiveInt(arg, "the revision"), wait: waitUrl(values.wait) }, db };
    case "history":
      if (arg) throw new Error(`unexpected ${arg}`);
      return { command: { name, limit: values.limit ? positiveInt(values.limit, "--limit") : 20 }, db };
    case "show":
      if (!arg) throw new Error("show needs a revision number");
      return { command: { name, rev: positiveInt(arg, "the revision") }, db };
    case "export":
      return {
        command: { name, dir: path.resolve(arg ?? defaultDir), rev: values.rev ? positiveInt(values.rev, "--rev") : undefined },
        db,
      };
    default:
      throw new Error(name ? `unknown command "${name}"` : "a command is needed");
  }
}

function waitUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:"))
    throw new Error(`--wait needs the site's address (http:// or https://), not "${value}"`);
  return url.href;
}

/** The path inside the content that `file` stands for: the longest tail of its path that names a file of `files`. */
export function contentPathOf(file: string, files: ContentFiles): string | undefined {
  const parts = path.resolve(file).split(path.sep).filter(Boolean);
  for (let i = 0; i < parts.length; i++) {
    const tail = parts.slice(i).join("/");
    if (Object.hasOwn(files, tail)) return tail;
  }
  return undefined;
}

/** Waits until the site at `url` answers with content revision `rev` or a later one; false after `timeoutMs`. */
export async function waitUntilServed(url: string, rev: number, timeoutMs = 30_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { method: "HEAD", signal: AbortSignal.timeout(5_000) });
      if (Number(response.headers.get(REVISION_HEADER)) >= rev) return true;
    } catch {
      // Not answering yet (a restart): asked again.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** The files of `after` that are new, changed or gone since `before`, as "+ path", "~ path", "- path". */
export function changedFiles(before: ContentFiles, after: ContentFiles): string[] {
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return paths.flatMap((file) => {
    if (!(file in before)) return [`+ ${file}`];
    if (!(file in after)) return [`- ${file}`];
    return before[file] === after[file] ? [] : [`~ ${file}`];
  });
}

async function run(store: LeadStore, command: Command, io: ContentIo): Promise<number> {
  const content = store.content;
  switch (command.name) {
    case "import": {
      if (!fs.existsSync(command.dir) || !fs.statSync(command.dir).isDirectory()) {
        io.err(`No content folder at ${command.dir}. Nothing stored.\n`);
        return 1;
      }
      const files = readContentFolder(command.dir);
      const problems = contentProblems(files);
      if (problems.length) {
        io.err(`${problems.length} problem(s) in ${command.dir}; nothing stored:\n${problems.map((p) => `  ${p}\n`).join("")}`);
        return 1;
      }
      const basedOn = await content.latestRevision();
      const result = await content.saveRevision({
        files,
        actor: "cli",
        source: basedOn ? "import" : "seed",
        message: command.message || `Imported from ${path.basename(command.dir)}/`,
        basedOn,
      });
      if (result.outcome === "conflict") {
        io.err(`Revision ${result.latest} was stored while this import ran: nothing stored. Run it again.\n`);
        return 1;
      }
      if (result.outcome === "unchanged") {
        io.out(`The files are those of revision ${result.id}: nothing stored.\n`);
        return 0;
      }
      const before = basedOn ? (await content.revision(basedOn))!.files : {};
      io.out(
        `Stored revision ${result.id} (${changedFiles(before, files).length} file(s) changed, ${Object.keys(files).length} in all).\n`,
      );
      return 0;
    }
    case "publish": {
      if (!fs.existsSync(command.from)) {
        io.err(`Nothing at ${command.from}. Nothing stored.\n`);
        return 1;
      }
      if (fs.statSync(command.from).isDirectory()) {
        // A folder is the whole content: if another revision is stored meanwhile, this one is refused, not merged.
        const files = readContentFolder(command.from);
        const message = command.message || `Published ${path.basename(command.from)}/`;
        const basedOn = await content.latestRevision();
        return storeRevision(io, content, async () => ({ files, basedOn, source: "import", message }), command.wait);
      }
      // One file goes over the latest revision: a revision stored meanwhile is taken, and the file put over it again.
      const body = fs.readFileSync(command.from, "utf8");
      return storeRevision(
        io,
        content,
        async () => {
          const basedOn = await content.latestRevision();
          const latest = basedOn ? (await content.revision(basedOn))!.files : readContentFolder(contentRoot());
          const inside = contentPathOf(command.from, latest);
          if (!inside) return `${command.from} is no file of the content: its last folders must name one (pricing/en/basic.json).`;
          return { files: { ...latest, [inside]: body }, basedOn, source: "import", message: command.message || `Published ${inside}` };
        },
        command.wait,
        MERGE_ATTEMPTS,
      );
    }
    case "rollback": {
      const revision = await content.revision(command.rev);
      if (!revision) {
        io.err(`There is no revision ${command.rev}. Nothing stored.\n`);
        return 1;
      }
      const basedOn = await content.latestRevision();
      const message = `Rollback to revision ${command.rev}`;
      return storeRevision(io, content, async () => ({ files: revision.files, basedOn, source: "rollback", message }), command.wait);
    }
    case "history": {
      const list = await content.revisions(command.limit);
      if (!list.length) {
        io.out("No revision stored yet: `npm run content -- import` stores content/ as the first.\n");
        return 0;
      }
      const rows = list.map((r) => [
        String(r.id),
        r.createdAt.replace("T", " ").slice(0, 16),
        r.actor,
        r.source,
        String(r.fileCount),
        r.message,
      ]);
      io.out(`${textTable(["rev", "when (UTC)", "by", "how", "files", "message"], rows).join("\n")}\n`);
      return 0;
    }
    case "show": {
      const revision = await content.revision(command.rev);
      if (!revision) {
        io.err(`There is no revision ${command.rev}.\n`);
        return 1;
      }
      const before = revision.basedOn ? ((await content.revision(revision.basedOn))?.files ?? {}) : {};
      const changes = changedFiles(before, revision.files);
      io.out(
        `Revision ${revision.id}, ${revision.createdAt} by ${revision.actor} (${revision.source}${revision.basedOn ? `, from ${revision.basedOn}` : ""})\n` +
          `${revision.message}\n${revision.fileCount} file(s); ${changes.length} changed:\n${changes.map((c) => `  ${c}\n`).join("")}`,
      );
      return 0;
    }
    case "export": {
      const rev = command.rev ?? (await content.latestRevision());
      const revision = rev ? await content.revision(rev) : undefined;
      if (!revision) {
        io.err(rev ? `There is no revision ${rev}.\n` : "No revision stored yet: nothing to export.\n");
        return 1;
      }
      writeContentFolder(command.dir, revision.files);
      io.out(`Wrote revision ${revision.id} (${revision.fileCount} files) to ${command.dir}.\n`);
      return 0;
    }
  }
}

interface Composed {
  files: ContentFiles;
  basedOn: number;
  source: "import" | "rollback";
  message: string;
}

// Publishes of one file each, from several terminals at once: each is stored after the others, none is lost.
const MERGE_ATTEMPTS = 10;

/**
 * Checks and stores the revision `compose` makes (or refuses with the text it gives), says what changed, and with
 * `wait` waits until the site serves it. When another revision is stored meanwhile, `compose` runs again, up to
 * `attempts` times in all.
 */
async function storeRevision(
  io: ContentIo,
  content: LeadStore["content"],
  compose: () => Promise<Composed | string>,
  wait: string | undefined,
  attempts = 1,
): Promise<number> {
  let revision: Composed | string;
  let result: Awaited<ReturnType<typeof content.saveRevision>>;
  for (let attempt = 1; ; attempt++) {
    revision = await compose();
    if (typeof revision === "string") {
      io.err(`${revision} Nothing stored.\n`);
      return 1;
    }
    const problems = contentProblems(revision.files);
    if (problems.length) {
      io.err(`${problems.length} problem(s); nothing stored:\n${problems.map((p) => `  ${p}\n`).join("")}`);
      return 1;
    }
    result = await content.saveRevision({ ...revision, actor: "cli", basedOn: revision.basedOn || null });
    if (result.outcome !== "conflict" || attempt >= attempts) break;
  }
  if (result.outcome === "conflict") {
    io.err(`Revision ${result.latest} was stored meanwhile: nothing stored. Run it again.\n`);
    return 1;
  }
  if (result.outcome === "unchanged") {
    io.out(`The files are those of revision ${result.id}: nothing stored.\n`);
    return 0;
  }
  const before = revision.basedOn ? (await content.revision(revision.basedOn))!.files : {};
  io.out(`Stored revision ${result.id} (${changedFiles(before, revision.files).length} file(s) changed).\n`);
  if (!wait) {
    io.out("Every instance serves it within a few seconds (CONTENT_POLL_MS); --wait <url> waits until one does.\n");
    return 0;
  }
  if (await waitUntilServed(wait, result.id)) {
    io.out(`Revision ${result.id} is live on ${wait}.\n`);
    return 0;
  }
  io.err(`${wait} did not serve revision ${result.id} within 30 s: it is stored, and the site shows it once an instance reads it.\n`);
  return 1;
}

const stdio: ContentIo = { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) };

export async function runContent(argv: string[], io: ContentIo = stdio, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let storeOptions: StoreOptions;
  try {
    storeOptions = loadConfig(env).store;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(configErrorText(error, "npm run content cannot run"));
    return 2;
  }
  let parsed: ReturnType<typeof parseContentArgs>;
  try {
    parsed = parseContentArgs(argv);
  } catch (error) {
    io.err(`${messageOf(error)}\n\n${CONTENT_USAGE}`);
    return 2;
  }
  if (parsed === "help") {
    io.out(CONTENT_USAGE);
    return 0;
  }
  const where: StoreOptions = { ...storeOptions, ...(parsed.db ? { databasePath: path.resolve(parsed.db) } : {}) };
  return runWithStore(where, io.err, (store) => run(store, parsed.command, io));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runContent(process.argv.slice(2));
}
