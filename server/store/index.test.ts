// @vitest-environment node
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/support/postgres-for-tests";
import { createStore, describeStore, openStore } from "./index";

describe("choosing the store", () => {
  // Which variables give these options, and which values are refused: server/config.test.ts.
  it("is SQLite at the database path without a database URL", async () => {
    const store = await createStore({ databasePath: ":memory:" });
    expect(store.backend).toBe("sqlite");
    await store.close();
  });

  it("is PostgreSQL with a database URL, migrated by openStore", async () => {
    const url = await testDatabase();
    const store = await openStore({ databasePath: "unused.sqlite", databaseUrl: url });
    expect(store.backend).toBe("postgres");
    expect(await store.list()).toEqual([]);
    await store.close();
  });

  it("says where the leads are without the password", () => {
    expect(describeStore({ databasePath: "/srv/leads.sqlite" })).toBe("SQLite /srv/leads.sqlite");
    expect(describeStore({ databasePath: "x", databaseUrl: "postgres://leads:s3cret@db.internal:5433/leads" })).toBe(
      "PostgreSQL db.internal:5433/leads",
    );
  });

  it("fails to open when PostgreSQL does not answer, with the driver's reason", async () => {
    await expect(openStore({ databasePath: "x", databaseUrl: "postgres://nobody@127.0.0.1:1/leads" })).rejects.toThrow(/ECONNREFUSED/);
  });
});
