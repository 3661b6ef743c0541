/**
 * A publish behind the edge (run by `npm run test:edge`, after the other specs: it changes the pages they compare): one
 * `npm run content -- publish` against the shared PostgreSQL, and within 5 s nginx serves the new revision's pages from
 * the release folder the instances wrote, with the bytes both instances send; a rollback brings the build's back.
 */
import { expect, test } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { contentRoot } from "../../app/content/files/source";
import { linkedIndexUrl } from "../../app/search/index-file";
import { runContent } from "../../server/cli/content";
import { edgeRun } from "../../scripts/lib/edge-nginx";

const edge = edgeRun(process.env.E2E_EDGE)!;
const buildDir = process.env.BUILD_DIR ?? "build";
// Made when the tests run (Playwright also loads this file only to list them).
let dir: string;
test.beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-edge-"));
});
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
test.describe.configure({ mode: "serial" });

const fromNode = (res: Response) => res.headers.get("x-request-id") !== null;

async function publish(...argv: string[]): Promise<string> {
  let out = "";
  const io = { out: (text: string) => (out += text), err: (text: string) => (out += text) };
  const code = await runContent(argv, io, { ...process.env, DATABASE_URL: edge.databaseUrl });
  expect(code, out).toBe(0);
  return out;
}

/** Polls until `check` holds for the edge's and both instances' answers; gives how long that took. */
type Answers = { edge: string; edgeRevision: string | null; nodes: string[]; revisions: (string | null)[] };

async function within(ms: number, check: (answers: Answers) => boolean) {
  const started = performance.now();
  for (;;) {
    const atEdge = await fetch(edge.url + "/", { headers: { "accept-encoding": "br" } });
    const nodes = await Promise.all(edge.nodes.map((node) => fetch(node + "/")));
    const answers: Answers = {
      edge: await atEdge.text(),
      // nginx names the revision of the release it read the page from, as the instances do.
      edgeRevision: atEdge.headers.get("x-content-revision"),
      nodes: await Promise.all(nodes.map((r) => r.text())),
      revisions: nodes.map((r) => r.headers.get("x-content-revision")),
    };
    expect(fromNode(atEdge), "the home page answered by nginx").toBe(false);
    if (check(answers)) return performance.now() - started;
    if (performance.now() - started > ms)
      throw new Error(`not within ${ms} ms: ${JSON.stringify([answers.edgeRevision, ...answers.revisions])}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test("a publish on the store is served by nginx and by both instances within 5 s; a rollback too", async () => {
  const folder = path.join(dir, "content");
  fs.cpSync(contentRoot(), folder, { recursive: true });
  const file = path.join(folder, "pricing", "en", "basic.json");
  fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, "utf8")), price: 14.5 }, null, 2) + "\n");

  const built = fs.readFileSync(path.join(buildDir, "client", "index.html"), "utf8");
  await within(5_000, (a) => a.edge === built && a.edgeRevision === "1");

  expect(await publish("publish", file, "--message", "Basic at 14.5")).toMatch(/Stored revision 2/);
  const tookMs = await within(
    5_000,
    (a) =>
      a.edge.includes(">$14.5<") && a.edgeRevision === "2" && a.nodes.every((n) => n === a.edge) && a.revisions.every((r) => r === "2"),
  );
  console.log(`content-edge: the publish was served by nginx and both instances after ${Math.round(tookMs)} ms`);
  // The search index made from the new pages: linked by the pages nginx serves, and served by nginx itself.
  const builtIndex = linkedIndexUrl(fs.readFileSync(path.join(buildDir, "client", "service", "service-details", "index.html"), "utf8"));
  const servedIndex = linkedIndexUrl(await (await fetch(edge.url + "/service/service-details")).text());
  expect(servedIndex).toBeDefined();
  expect(servedIndex).not.toBe(builtIndex);
  const index = await fetch(edge.url + servedIndex!, { headers: { "accept-encoding": "br" } });
  expect([index.status, index.headers.get("content-encoding"), fromNode(index)]).toEqual([200, "br", false]);

  expect(await publish("rollback", "1")).toMatch(/Stored revision 3/);
  await within(5_000, (a) => a.edge === built && a.edgeRevision === "3" && a.revisions.every((r) => r === "3"));
});
