// A server killed (SIGKILL) while it renders a publish serves that revision whole after its restart, in memory and in
// the edge's release folder; before the kill it still served the previous one whole (server/live-content.ts).
import { expect, test } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { contentRoot } from "../../app/content/files/source";
import { htmlFiles, pagePath } from "../../server/built-pages";
import { readContentFolder } from "../../server/content-files";
import { spawnServer, type SpawnedServer } from "../../server/spawn-server";
import { openStore } from "../../server/store";
import { buildCopy } from "../../scripts/lib/build-copy";

// The releases are written into a copy of the build, not into the build the other specs serve; made when the test
// runs, not when Playwright loads the file to list its tests.
let copy: ReturnType<typeof buildCopy> | undefined;
let env: Record<string, string | undefined>;
let clientDir: string;
let paths: string[];
const servers: SpawnedServer[] = [];

test.beforeAll(() => {
  copy = buildCopy(process.env.BUILD_DIR ?? "build", "content-crash");
  env = {
    BUILD_DIR: copy.buildDir,
    DATABASE_PATH: path.join(path.dirname(copy.buildDir), "leads.sqlite"),
    DATABASE_URL: undefined,
    CONTENT_RELEASES: "on",
    CONTENT_POLL_MS: "100",
    LOG_LEVEL: "info",
  };
  clientDir = path.join(copy.buildDir, "client");
  paths = [...htmlFiles(clientDir)].map((file) => pagePath(clientDir, file)).sort();
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop("SIGKILL")));
  copy?.remove();
});

async function served(server: SpawnedServer): Promise<{ revisions: Set<string | null>; withEmail: number }> {
  const revisions = new Set<string | null>();
  let withEmail = 0;
  for (const urlPath of paths) {
    const response = await fetch(server.url + urlPath);
    revisions.add(response.headers.get("x-content-revision"));
    if ((await response.text()).includes("crash@nexora.example")) withEmail++;
  }
  return { revisions, withEmail };
}

test("killed while rendering a publish, a server restarts on that revision, whole", async () => {
  test.setTimeout(240_000);
  const first = await spawnServer(env, 120_000);
  servers.push(first);

  // Every page shows the company's e-mail: all of them are rendered again.
  const seed = readContentFolder(contentRoot());
  const site = JSON.parse(seed["settings/en/site.json"]!) as Record<string, unknown>;
  const files = { ...seed, "settings/en/site.json": JSON.stringify({ ...site, email: "crash@nexora.example" }, null, 2) + "\n" };
  const store = await openStore({ databasePath: env.DATABASE_PATH! });
  try {
    const saved = await store.content.saveRevision({ files, actor: "test", source: "import", message: "crash", basedOn: 1 });
    expect(saved).toEqual({ outcome: "saved", id: 2 });
  } finally {
    await store.close();
  }
  await expect.poll(() => first.output().includes("Content: rendering a new revision"), { timeout: 30_000 }).toBe(true);
  const before = await fetch(first.url + "/");
  expect(before.headers.get("x-content-revision")).toBe("1");
  expect(await first.stop("SIGKILL")).toBe(null);

  const second = await spawnServer(env, 120_000);
  servers.push(second);
  const after = await served(second);
  expect(after.revisions).toEqual(new Set(["2"]));
  expect(after.withEmail).toBe(paths.length);
  // The edge's release: the same revision, every page of it.
  const current = path.join(clientDir, "_releases", "current");
  expect(JSON.parse(fs.readFileSync(path.join(current, "release.json"), "utf8"))).toMatchObject({ revision: 2 });
  const inRelease = paths.filter((p) => fs.existsSync(path.join(current, ...p.split("/").filter(Boolean), "index.html")));
  expect(inRelease.length).toBeGreaterThan(paths.length / 2);
  for (const urlPath of inRelease) {
    expect(fs.readFileSync(path.join(current, ...urlPath.split("/").filter(Boolean), "index.html"), "utf8"), urlPath).toContain(
      "crash@nexora.example",
    );
  }
});
