/** In a test: a new empty PostgreSQL database of the run's throwaway cluster (vitest-postgres.ts), or a failure saying how to get PostgreSQL. */
import { inject } from "vitest";
import { createDatabase, POSTGRES_INSTALL_HINT } from "./test-postgres";

export async function testDatabase(): Promise<string> {
  const url = inject("postgresUrl");
  if (!url) throw new Error(`The PostgreSQL tests need a PostgreSQL server. ${inject("postgresError") || POSTGRES_INSTALL_HINT}`);
  return createDatabase(url);
}
