// The few calls the SQLite store makes, on Node's built-in `node:sqlite` (docs/decisions/0030-node-24.md): statements
// that return one column, transactions that nest as savepoints, pragmas, and an online backup.
import fs from "node:fs";
import { backup as sqliteBackup, DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";

// Checked by node:sqlite when bound: numbers, strings, bigints, bytes or null, or an object of them.
type Params = unknown;

// An absent optional value binds as NULL (node:sqlite itself refuses undefined).
function bindable(params: Params[]): SQLInputValue[] {
  return params.map((param) => {
    if (param === undefined) return null;
    if (param === null || typeof param !== "object" || ArrayBuffer.isView(param)) return param as SQLInputValue;
    const named: Record<string, SQLInputValue> = {};
    for (const [key, value] of Object.entries(param)) named[key] = value === undefined ? null : (value as SQLInputValue);
    return named as unknown as SQLInputValue;
  });
}

export interface RunResult {
  changes: number;
  lastInsertRowid: number;
}

export class Statement {
  constructor(
    private readonly db: DatabaseSync,
    private readonly statement: StatementSync,
    private readonly single = false,
  ) {}

  /** The same statement returning each row's first column instead of the row. */
  pluck(): Statement {
    const statement = this.db.prepare(this.statement.sourceSQL);
    statement.setReturnArrays(true);
    return new Statement(this.db, statement, true);
  }

  run(...params: Params[]): RunResult {
    const { changes, lastInsertRowid } = this.statement.run(...bindable(params));
    return { changes: Number(changes), lastInsertRowid: Number(lastInsertRowid) };
  }

  get(...params: Params[]): unknown {
    const row = this.statement.get(...bindable(params));
    return this.single ? (row as unknown as unknown[] | undefined)?.[0] : row;
  }

  all(...params: Params[]): unknown[] {
    const rows = this.statement.all(...bindable(params)) as unknown[];
    return this.single ? rows.map((row) => (row as unknown[])[0]) : rows;
  }

  *iterate(...params: Params[]): Generator<unknown> {
    for (const row of this.statement.iterate(...bindable(params))) {
      yield this.single ? (row as unknown as unknown[])[0] : row;
    }
  }
}

export interface Transaction<T> {
  (): T;
  /** BEGIN IMMEDIATE: takes the write lock before the first read. */
  immediate(): T;
  deferred(): T;
}

export interface OpenOptions {
  readonly?: boolean;
  /** Refuse to create the file (SQLite would otherwise make an empty database). */
  fileMustExist?: boolean;
}

export class Sqlite {
  private readonly db: DatabaseSync;
  private depth = 0;

  constructor(file: string, { readonly = false, fileMustExist = false }: OpenOptions = {}) {
    if (fileMustExist && file !== ":memory:" && !fs.existsSync(file)) {
      throw Object.assign(new Error(`no database at ${file}`), { code: "ENOENT" });
    }
    // Parameters are named without their @ in the objects, and an object may carry more than a statement takes.
    this.db = new DatabaseSync(file, {
      readOnly: readonly,
      allowBareNamedParameters: true,
      allowUnknownNamedParameters: true,
      // Another connection's write lock is waited for, as long as the store's own busy_timeout.
      timeout: 5000,
    });
  }

  get open(): boolean {
    return this.db.isOpen;
  }

  prepare(sql: string): Statement {
    return new Statement(this.db, this.db.prepare(sql));
  }

  /** A function SQL can call, per row when not deterministic; only from statements, never from the schema. */
  define(name: string, fn: (...args: SQLInputValue[]) => SQLInputValue): void {
    this.db.function(name, { deterministic: false, directOnly: true, varargs: true }, fn);
  }

  exec(sql: string): void {
    this.db.exec(sql);
  }

  /** `simple`: the first column of the first row. */
  pragma(source: string, { simple = false } = {}): unknown {
    const statement = this.db.prepare(`PRAGMA ${source}`);
    if (!simple) return statement.all();
    statement.setReturnArrays(true);
    return (statement.get() as unknown as unknown[] | undefined)?.[0];
  }

  // Inside a transaction already, the inner one is a savepoint: its failure undoes only its own part.
  transaction<T>(fn: () => T): Transaction<T> {
    const run = (begin: string): T => {
      const nested = this.db.isTransaction;
      const savepoint = `sp${this.depth}`;
      this.db.exec(nested ? `SAVEPOINT ${savepoint}` : begin);
      this.depth += 1;
      try {
        const result = fn();
        this.db.exec(nested ? `RELEASE ${savepoint}` : "COMMIT");
        return result;
      } catch (error) {
        if (this.db.isTransaction) this.db.exec(nested ? `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}` : "ROLLBACK");
        throw error;
      } finally {
        this.depth -= 1;
      }
    };
    return Object.assign(() => run("BEGIN"), { immediate: () => run("BEGIN IMMEDIATE"), deferred: () => run("BEGIN") });
  }

  /** All pages in one step, so writers in between cannot make it start over. */
  async backup(file: string): Promise<void> {
    await sqliteBackup(this.db, file, { rate: 0x7fffffff });
  }

  close(): void {
    this.db.close();
  }
}

// SQLite's primary result codes, by number (sqlite.org/rescode.html): node:sqlite reports only the number.
// prettier-ignore
const RESULT_CODES = [
  "OK", "ERROR", "INTERNAL", "PERM", "ABORT", "BUSY", "LOCKED", "NOMEM", "READONLY", "INTERRUPT", "IOERR", "CORRUPT",
  "NOTFOUND", "FULL", "CANTOPEN", "PROTOCOL", "EMPTY", "SCHEMA", "TOOBIG", "CONSTRAINT", "MISMATCH", "MISUSE",
  "NOLFS", "AUTH", "FORMAT", "RANGE", "NOTADB", "NOTICE", "WARNING",
];

/** `SQLITE_CANTOPEN` and the like for an error node:sqlite threw (an extended code by its primary one), else undefined. */
export function sqliteCode(error: unknown): string | undefined {
  const { code, errcode } = (error ?? {}) as { code?: unknown; errcode?: unknown };
  if (code !== "ERR_SQLITE_ERROR" || typeof errcode !== "number") return undefined;
  const name = RESULT_CODES[errcode & 0xff];
  return name ? `SQLITE_${name}` : `SQLITE_${errcode}`;
}
