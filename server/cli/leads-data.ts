/**
 * `npm run leads -- backup <file>` and `npm run leads -- erase --email <address>`: data care
 * (docs/decisions/0012-outbox.md).
 *
 * - backup: a consistent copy of the SQLite database while the server keeps running (SQLite's
 *   online backup through node:sqlite), written next to the target, checked (integrity,
 *   lead count) and renamed into place once complete; the copy is one self-contained file.
 *   With DATABASE_URL (PostgreSQL) it says to use pg_dump and exits 1.
 * - erase: deletes every lead of an address, in any case, with its outbox entries (a
 *   visitor's right to erasure), prints how many, and writes it to the desk's audit log as "cli".
 */
import { Sqlite as Database } from "../store/sqlite-driver";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { StoreOptions } from "../store";
import { PG_DUMP_ADVICE } from "../store/postgres";
import type { LeadStore } from "../store/types";

export interface DataIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

export const DATA_USAGE = `       npm run leads -- backup <file>                  a consistent copy of the SQLite database, while the server runs
       npm run leads -- erase --email <address>        delete every lead of an address (any case) and its notifications
         (both take --db <file>; with DATABASE_URL, erase works on PostgreSQL and backup says to use pg_dump)
`;

type WithStore = (where: { db: string; databaseUrl?: string }, fn: (store: LeadStore | undefined) => Promise<number>) => Promise<number>;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Copies the store into `file` (via a temporary file beside it), then checks the copy. */
export async function backupTo(store: LeadStore, file: string, io: DataIo): Promise<number> {
  const partial = `${file}.partial-${process.pid}`;
  try {
    await store.backup(partial);
    const copy = new Database(partial, { fileMustExist: true });
    let leads: number;
    try {
      // One self-contained file (the copy inherits WAL mode, which would add -wal and -shm files).
      copy.pragma("journal_mode = DELETE");
      const integrity = copy.pragma("integrity_check", { simple: true });
      if (integrity !== "ok") throw new Error(`the copy failed its integrity check: ${String(integrity)}`);
      leads = copy.prepare("SELECT count(*) FROM leads").pluck().get() as number;
    } finally {
      copy.close();
    }
    fs.renameSync(partial, file);
    io.out(`Backed up ${plural(leads, "lead")} to ${file}.\n`);
    return 0;
  } finally {
    for (const leftover of [partial, `${partial}-wal`, `${partial}-shm`]) fs.rmSync(leftover, { force: true });
  }
}

/** `backup` and `erase` with their options, on the configured store (`--db` overrides its SQLite file); resolves with the exit code. */
export async function runDataCommand(
  command: "backup" | "erase",
  argv: string[],
  io: DataIo,
  store: StoreOptions,
  withStore: WithStore,
): Promise<number> {
  let values;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      options: { db: { type: "string" }, email: { type: "string" }, help: { type: "boolean", default: false } },
      allowPositionals: command === "backup",
      strict: true,
    }));
    if (!values.help && command === "backup" && positionals.length !== 1)
      throw new Error("backup takes one file name: npm run leads -- backup leads-backup.sqlite");
    if (command === "backup" && values.email !== undefined) throw new Error("backup takes no --email.");
    if (!values.help && command === "erase" && !values.email?.trim()) throw new Error("erase needs --email <address>.");
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\nUsage: ${DATA_USAGE.trimStart()}`);
    return 2;
  }
  if (values.help) {
    io.out(`Usage: ${DATA_USAGE.trimStart()}`);
    return 0;
  }
  const where = { db: values.db ? path.resolve(values.db) : store.databasePath, databaseUrl: store.databaseUrl };

  if (command === "backup") {
    if (where.databaseUrl) {
      io.err(`${PG_DUMP_ADVICE}\n`);
      return 1;
    }
    const target = path.resolve(positionals[0]);
    if (fs.existsSync(target)) {
      io.err(`${target} exists already: choose a new file name.\n`);
      return 1;
    }
    if (!fs.existsSync(path.dirname(target))) {
      io.err(`The folder ${path.dirname(target)} does not exist.\n`);
      return 1;
    }
  }

  try {
    return await withStore(where, async (store) => {
      if (!store) {
        const nothing = command === "backup" ? "nothing to back up" : "nothing to erase";
        io.err(`No database at ${where.db} yet: ${nothing}.\n`);
        return command === "backup" ? 1 : 0;
      }
      if (command === "backup") return backupTo(store, path.resolve(positionals[0]), io);
      const email = values.email!.trim();
      const erased = await store.desk.eraseEmail(email, { actor: "cli", action: "erase", target: email, detail: "" });
      io.out(`Erased ${plural(erased, "lead")} of ${email}${erased ? ", with their notifications" : ""}.\n`);
      return 0;
    });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
