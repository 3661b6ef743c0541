// @vitest-environment node
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { loadConfig, PROJECT_ROOT } from "../server/config";
import { DEV_DATABASE_PATH, devConfig, sourceDerived } from "./dev";

describe("npm run dev's settings", () => {
  it("keep the leads in a dev SQLite file by default, never the production one", () => {
    const config = devConfig({});
    expect(config.store.databasePath).toBe(path.resolve(DEV_DATABASE_PATH));
    expect(config.store.databasePath).not.toBe(loadConfig({}).store.databasePath);
    expect(config.server.mode).toBe("development");
  });

  it("take DATABASE_PATH or DATABASE_URL when set, and development mode whatever NODE_ENV says", () => {
    expect(devConfig({ DATABASE_PATH: "/tmp/mine.sqlite" }).store.databasePath).toBe("/tmp/mine.sqlite");
    expect(devConfig({ DATABASE_URL: "postgres://u:p@localhost:5432/db" }).store.databaseUrl).toBe("postgres://u:p@localhost:5432/db");
    expect(devConfig({ NODE_ENV: "production" }).server.mode).toBe("development");
  });
});

describe("the dev search index (sourceDerived)", () => {
  it("is made once, on first use, and again after a page or content file changes", async () => {
    let made = 0;
    const index = sourceDerived(async () => ++made, vi.fn());
    expect(made).toBe(0);
    expect(await index.get()).toBe(1);
    expect(await index.get()).toBe(1);
    index.changed(path.join(PROJECT_ROOT, "data/dev-leads.sqlite-wal"));
    index.changed(path.join(PROJECT_ROOT, "tests/e2e/dev.spec.ts"));
    expect(await index.get()).toBe(1);
    index.changed(path.join(PROJECT_ROOT, "content/services/seo.json"));
    expect(await index.get()).toBe(2);
    index.changed(path.join(PROJECT_ROOT, "app/routes/about.tsx"));
    expect(await index.get()).toBe(3);
  });

  it("reports a failure and tries again on the next use", async () => {
    const report = vi.fn();
    let calls = 0;
    const index = sourceDerived(async () => {
      if (++calls === 1) throw new Error("a page failed to render");
      return "index";
    }, report);
    await expect(index.get()).rejects.toThrow("a page failed to render");
    await vi.waitFor(() => expect(report).toHaveBeenCalledOnce());
    expect(await index.get()).toBe("index");
  });
});
