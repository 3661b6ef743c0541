// @vitest-environment node
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../scripts/lib/postgres-for-tests";
import { checkDatabaseUrl, createStore, describeStore, openStore, storeOptionsFromEnv } from "./index";

describe("choosing the store", () => {
  it("is SQLite at DATABASE_PATH without DATABASE_URL", async () => {
    expect(storeOptionsFromEnv({})).toEqual({ databasePath: path.resolve("data/leads.sqlite"), databaseUrl: undefined });
    expect(storeOptionsFromEnv({ DATABASE_URL: "  " }).databaseUrl).toBeUndefined();
    const store = await createStore({ databasePath: ":memory:" });
    expect(store.backend).toBe("sqlite");
    await store.close();
  });

  it("is PostgreSQL with DATABASE_URL, migrated by openStore", async () => {
    const url = await testDatabase();
    expect(storeOptionsFromEnv({ DATABASE_URL: url, DATABASE_PATH: "x.sqlite" }).databaseUrl).toBe(url);
    const store = await openStore({ databasePath: "unused.sqlite", databaseUrl: url });
    expect(store.backend).toBe("postgres");
    expect(await store.list()).toEqual([]);
    await store.close();
  });

  it("refuses a DATABASE_URL that is not a postgres:// URL", async () => {
    expect(() => checkDatabaseUrl("db.internal/leads")).toThrow(/DATABASE_URL is not a URL/);
    expect(() => checkDatabaseUrl("mysql://db/leads")).toThrow(/DATABASE_URL must be a postgres:\/\/ URL, not mysql:/);
    expect(checkDatabaseUrl("postgresql://db/leads").hostname).toBe("db");
    await expect(openStore({ databasePath: ":memory:", databaseUrl: "mysql://db/leads" })).rejects.toThrow(/postgres:\/\//);
  });

  it("says where the leads are without the password", () => {
    expect(describeStore({ databasePath: "/srv/leads.sqlite" })).toBe("SQLite /srv/leads.sqlite");
    expect(describeStore({ databasePath: "x", databaseUrl: "postgres://leads:s3cret@db.internal:5433/leads" })).toBe("PostgreSQL db.internal:5433/leads");
  });

  it("fails to open when PostgreSQL does not answer, with the driver's reason", async () => {
    await expect(openStore({ databasePath: "x", databaseUrl: "postgres://nobody@127.0.0.1:1/leads" })).rejects.toThrow(/ECONNREFUSED/);
  });
});
