/**
 * `npm run leads`: the leads the website's forms stored, for the sales team.
 *
 *   npm run leads                               the 50 most recent, as a table
 *   npm run leads -- --kind quote --since 7d    one kind, the last 7 days
 *   npm run leads -- --format csv --out leads.csv
 *   npm run -s leads -- --format json > leads.json
 *   npm run leads -- backup leads-backup.sqlite   a consistent copy while the server runs
 *   npm run leads -- erase --email ada@example.com (server/cli/leads-data.ts)
 *   npm run leads -- outbox                      notifications not delivered yet
 *   npm run leads -- retry                       send them now (server/cli/leads-outbox.ts)
 *   npm run leads -- comments                    comments waiting for a moderator
 *   npm run leads -- approve 42 / reject 42      publish one or turn it down (server/cli/leads-comments.ts)
 *   npm run leads -- unpublish 42                take an approved one off its article again
 *
 * Reads the server's store through server/config.ts (DATABASE_URL, else DATABASE_PATH); a wrong setting exits 2.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { FORM_KINDS, isFormKind, type FormKind } from "../../shared/forms/fields";
import { ConfigError, configErrorText, loadConfig, type Config } from "../config";
import { describeStore, openStore, type StoreOptions } from "../store";
import type { LeadRow, LeadStore } from "../store/types";
import { COMMENTS_USAGE, runCommentsCommand, terminalText } from "./leads-comments";
import { DATA_USAGE, runDataCommand } from "./leads-data";
import { textTable } from "./text-table";
import { OUTBOX_USAGE, runOutboxCommand } from "./leads-outbox";

export const USAGE = `Usage: npm run leads -- [options]
${DATA_USAGE}${OUTBOX_USAGE}${COMMENTS_USAGE}
  --kind <kind>       only ${FORM_KINDS.join(", ")}
  --since <when>      only leads since a time: 30m, 24h, 7d, a date (2025-01-31) or an ISO time
  --format <format>   table (default), csv or json
  --limit <n>         at most n leads (default: 50 for the table, all for csv and json)
  --out <file>        write to a file instead of the terminal
  --db <file>         SQLite file (default: $DATABASE_PATH or ./data/leads.sqlite);
                      with DATABASE_URL=postgres://… the leads are read from PostgreSQL
  --help              show this help
`;

export type Format = "table" | "csv" | "json";

export interface LeadsOptions {
  kind?: FormKind;
  since?: Date;
  format: Format;
  limit?: number;
  out?: string;
  db: string;
  databaseUrl?: string;
  help: boolean;
}

const UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

// "30m", "24h", "7d", "2w", a date or an ISO date-time.
export function parseSince(value: string, now = new Date()): Date {
  const relative = /^(\d+)\s*([mhdw])$/i.exec(value.trim());
  if (relative) return new Date(now.getTime() - Number(relative[1]) * UNITS[relative[2].toLowerCase()]);
  if (/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value.trim())) {
    const date = new Date(value.trim());
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new Error(`--since: "${value}" is not a time. Use e.g. 30m, 24h, 7d, 2025-01-31 or 2025-01-31T09:00:00Z.`);
}

// `--db` overrides the configured SQLite file.
export function parseLeadsArgs(argv: string[], store: StoreOptions, now = new Date()): LeadsOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      kind: { type: "string" },
      since: { type: "string" },
      format: { type: "string", default: "table" },
      limit: { type: "string" },
      out: { type: "string" },
      db: { type: "string" },
      help: { type: "boolean", default: false },
    },
    strict: true,
  });
  if (values.kind !== undefined && !isFormKind(values.kind)) {
    throw new Error(`--kind: "${values.kind}" is not one of ${FORM_KINDS.join(", ")}.`);
  }
  const format = values.format;
  if (format !== "table" && format !== "csv" && format !== "json") {
    throw new Error(`--format: "${format}" is not table, csv or json.`);
  }
  let limit: number | undefined = format === "table" ? 50 : undefined;
  if (values.limit !== undefined) {
    limit = Number(values.limit);
    if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`--limit: "${values.limit}" is not a positive whole number.`);
  }
  return {
    kind: values.kind as FormKind | undefined,
    since: values.since === undefined ? undefined : parseSince(values.since, now),
    format,
    limit,
    out: values.out,
    db: values.db ? path.resolve(values.db) : store.databasePath,
    databaseUrl: store.databaseUrl,
    help: values.help ?? false,
  };
}

export const CSV_COLUMNS: [keyof LeadRow, string][] = [
  ["id", "id"],
  ["createdAt", "received_at"],
  ["kind", "kind"],
  ["status", "status"],
  ["firstName", "first_name"],
  ["lastName", "last_name"],
  ["name", "name"],
  ["email", "email"],
  ["phone", "phone"],
  ["subject", "subject"],
  ["message", "message"],
  ["page", "page"],
  ["notifiedAt", "notified_at"],
];

// RFC 4180; text a spreadsheet would run as a formula gets a leading apostrophe ("+49 30 123" is left alone).
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?[\d\s()./-]+$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: LeadRow[]): string {
  const lines = [CSV_COLUMNS.map(([, header]) => header).join(",")];
  for (const row of rows) lines.push(CSV_COLUMNS.map(([key]) => csvCell(row[key])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

export function toJson(rows: LeadRow[]): string {
  return `${JSON.stringify(rows, null, 2)}\n`;
}

function who(row: LeadRow): string {
  return [row.firstName, row.lastName].filter(Boolean).join(" ") || row.name;
}

export function toTable(rows: LeadRow[]): string {
  if (rows.length === 0) return "No leads found.\n";
  const header = ["ID", "Received (UTC)", "Kind", "Status", "Name", "Email", "Phone", "Message"];
  const body = rows.map((row) => [
    String(row.id),
    row.createdAt.slice(0, 16).replace("T", " "),
    row.kind,
    row.status,
    terminalText(who(row), 24),
    terminalText(row.email, 32),
    terminalText(row.phone, 18),
    terminalText([row.subject, row.message].filter(Boolean).join(": "), 48),
  ]);
  return [...textTable(header, body), "", `${rows.length} lead${rows.length === 1 ? "" : "s"}.`, ""].join("\n");
}

export function formatLeads(rows: LeadRow[], format: Format): string {
  return format === "csv" ? toCsv(rows) : format === "json" ? toJson(rows) : toTable(rows);
}

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

const stdio: Io = { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) };

// A SQLite file that does not exist yet is not created: `fn` gets undefined.
export async function withStore<T>(
  { db, databaseUrl }: { db: string; databaseUrl?: string },
  fn: (store: LeadStore | undefined) => Promise<T>,
): Promise<T> {
  const options: StoreOptions = { databasePath: db, databaseUrl };
  if (!databaseUrl && db !== ":memory:" && !fs.existsSync(db)) return fn(undefined);
  let store: LeadStore;
  try {
    store = await openStore(options);
  } catch (error) {
    throw new Error(
      `Cannot open the leads database (${describeStore(options)}): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

export async function runLeads(argv: string[], io: Io = stdio, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(configErrorText(error, "npm run leads cannot run"));
    return 2;
  }
  if (argv[0] === "backup" || argv[0] === "erase") return runDataCommand(argv[0], argv.slice(1), io, config.store, withStore);
  if (argv[0] === "outbox" || argv[0] === "retry") return runOutboxCommand(argv[0], argv.slice(1), io, config, withStore);
  if (argv[0] === "comments" || argv[0] === "approve" || argv[0] === "reject" || argv[0] === "unpublish")
    return runCommentsCommand(argv[0], argv.slice(1), io, config.store, withStore);
  let options: LeadsOptions;
  try {
    options = parseLeadsArgs(argv, config.store);
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    io.out(USAGE);
    return 0;
  }
  let rows: LeadRow[];
  try {
    rows = await withStore(options, async (store) => {
      if (store) return store.list({ kind: options.kind, since: options.since, limit: options.limit });
      if (options.format === "table") io.err(`No database at ${options.db} yet: no form has been sent.\n`);
      return [];
    });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const text = formatLeads(rows, options.format);
  if (options.out) {
    fs.writeFileSync(options.out, text);
    io.err(`Wrote ${rows.length} lead${rows.length === 1 ? "" : "s"} to ${options.out}.\n`);
  } else {
    io.out(text);
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runLeads(process.argv.slice(2));
}
