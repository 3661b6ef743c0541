/**
 * Vitest's global setup: one throwaway PostgreSQL cluster for the whole run (test-postgres.ts),
 * its URL given to the tests as inject("postgresUrl"); each test file creates its own
 * databases in it. When PostgreSQL cannot be started, the tests that need it fail with
 * inject("postgresError") (how to install it), and every other test runs as usual.
 */
import type { TestProject } from "vitest/node";
import { startTestPostgres } from "./test-postgres";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
    postgresError: string;
  }
}

export default async function setup(project: TestProject) {
  try {
    const cluster = await startTestPostgres();
    project.provide("postgresUrl", cluster.url);
    project.provide("postgresError", "");
    return () => cluster.stop();
  } catch (error) {
    project.provide("postgresUrl", "");
    project.provide("postgresError", error instanceof Error ? error.message : String(error));
  }
}
