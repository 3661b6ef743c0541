import fs from "node:fs";

// The run's own store (playwright.config.ts) with SQLite's journal files; a store named by E2E_DATABASE_PATH is kept.
export default function globalTeardown(): void {
  const file = process.env.E2E_RUN_DATABASE;
  if (!file || process.env.E2E_DATABASE_PATH) return;
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(file + suffix, { force: true });
}
