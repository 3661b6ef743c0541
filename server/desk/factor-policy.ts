// Who must sign in to the desk with a second factor (DESK_TWO_FACTOR), and where its key lives when DESK_FACTOR_KEY is
// unset. Small and free of the factor libraries, so the settings (server/config.ts) can name it.
import path from "node:path";
import type { DeskRole } from "../store/desk-types";

export const TWO_FACTOR_POLICIES = ["publishers", "everyone", "optional"] as const;
export type TwoFactorPolicy = (typeof TWO_FACTOR_POLICIES)[number];

/** DESK_FACTOR_KEY: 256 bits as hex. */
export const FACTOR_KEY = /^[0-9a-fA-F]{64}$/;

/** Whether a person of `role` must have a confirmed factor to sign in. */
export function factorRequired(role: DeskRole, policy: TwoFactorPolicy): boolean {
  if (policy === "everyone") return true;
  if (policy === "optional") return false;
  return role === "publisher" || role === "admin";
}

/** The key file beside the SQLite database, or in ./data for PostgreSQL (or a database in memory). */
export function factorKeyFile(store: { databasePath: string; databaseUrl?: string }, cwd = process.cwd()): string {
  const dir = store.databaseUrl || store.databasePath === ":memory:" ? path.resolve(cwd, "data") : path.dirname(store.databasePath);
  return path.join(dir, "desk-factor.key");
}
