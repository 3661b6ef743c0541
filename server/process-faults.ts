/**
 * What could still reach the terminal outside the JSON log: Node's warnings, an error nobody
 * caught, and a store that cannot be opened at start. Each becomes one JSON line of the
 * server's log; a failure at start exits with code 1 and no stack trace (an operator needs the
 * reason and the place, e.g. "attempt to write a readonly database" on SQLite /srv/leads.sqlite).
 */
import type { Logger } from "pino";
import { describeStore, type StoreOptions } from "./store";
import { sqliteCode } from "./store/sqlite-driver";

/** Node's own warnings (deprecations, listener leaks) and uncaught errors as JSON lines. */
export function logProcessFaults(logger: Logger): void {
  // Node prints warnings through a listener of its own: replace it.
  process.removeAllListeners("warning");
  process.on("warning", (warning) =>
    logger.warn({ warning: { name: warning.name, code: (warning as { code?: string }).code } }, warning.message),
  );
  // Nothing may be relied on after these: one line, with the stack (a bug to find), and exit 1.
  process.on("uncaughtException", (err) => {
    logger.fatal({ err }, "uncaught error: the server stops");
    process.exit(1);
  });
  process.on("unhandledRejection", (err) => {
    logger.fatal({ err }, "unhandled rejection: the server stops");
    process.exit(1);
  });
}

/** The fields of a start-up failure's line: what failed and why, without a stack. */
export function storeOpenFailure(store: StoreOptions, error: unknown) {
  const { message } = (error ?? {}) as { message?: unknown };
  const code = sqliteCode(error) ?? (error as { code?: unknown } | null)?.code;
  return {
    store: describeStore(store),
    error: typeof message === "string" ? message : String(error),
    ...(typeof code === "string" ? { code } : {}),
  };
}
