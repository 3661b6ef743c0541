// A publish from the command line goes live on a running server without a build: the pages that show what changed
// are rendered again in every language and switched in together; no other page changes (server/live-content.ts).
import { expect, test } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { contentRoot } from "../../app/content/files/source";
import { linkedIndexUrl } from "../../app/search/index-file";
import { runContent, type ContentIo } from "../../server/cli/content";
import { htmlFiles, pagePath } from "../../server/built-pages";
import { spawnServer, type SpawnedServer } from "../../server/spawn-server";

test.describe.configure({ mode: "serial" });

const buildDir = process.env.BUILD_DIR ?? "build";
// Made when the tests run (Playwright also loads this file only to list them).
let dir: string;
test.beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-publish-e2e-"));
  env = { DATABASE_PATH: path.join(dir, "leads.sqlite"), DATABASE_URL: undefined };
});
let env: { DATABASE_PATH: string; DATABASE_URL: undefined };
let server: SpawnedServer;

// Every page the build prerendered, in every language.
const paths = [...htmlFiles(path.join(buildDir, "client"))].map((file) => pagePath(path.join(buildDir, "client"), file)).sort();

interface Served {
  etag: string;
  revision: string | null;
  body: string;
}

async function servedPages(): Promise<Map<string, Served>> {
  const served = new Map<string, Served>();
  for (const urlPath of paths) {
    const response = await fetch(server.url + urlPath);
    expect(response.status, urlPath).toBe(200);
    served.set(urlPath, {
      etag: response.headers.get("etag")!,
      revision: response.headers.get("x-content-revision"),
      body: await response.text(),
    });
  }
  return served;
}

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const io: ContentIo = { out: (text) => (out += text), err: (text) => (err += text) };
  const code = await runContent(argv, io, { ...process.env, ...env, DATABASE_URL: "" } as NodeJS.ProcessEnv);
  return { code, out, err };
}

/** A copy of the Basic plan's file in `code`, with `change` made, in a folder laid out as content/ is. */
function basicPlanFile(code: string, change: Record<string, unknown>): string {
  const file = path.join(dir, `edit-${code}-${Object.values(change).join("-")}`, "pricing", code, "basic.json");
  const source = path.join(contentRoot(), "pricing", code, "basic.json");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(source, "utf8")), ...change }, null, 2) + "\n");
  return file;
}

test.beforeAll(async () => {
  server = await spawnServer({ ...env, BUILD_DIR: buildDir, CONTENT_POLL_MS: "200", LOG_LEVEL: "warn" });
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

test("a new price is live on every page that shows it, in every language, and nowhere else", async () => {
  test.setTimeout(180_000);
  const before = await servedPages();
  // The build's content is revision 1 of the empty store.
  expect(new Set([...before.values()].map((p) => p.revision))).toEqual(new Set(["1"]));

  // A folder of content with the new price (a figure: English's file sets it for every language).
  const folder = path.join(dir, "content");
  fs.cpSync(contentRoot(), folder, { recursive: true });
  fs.copyFileSync(basicPlanFile("en", { price: 12.5 }), path.join(folder, "pricing", "en", "basic.json"));
  const published = await cli("publish", folder, "--message", "Basic costs more", "--wait", server.url + "/");
  expect(published.err).toBe("");
  expect(published.out).toMatch(/Stored revision 2 \(1 file\(s\) changed\)[\s\S]*Revision 2 is live/);

  const after = await servedPages();
  expect(new Set([...after.values()].map((p) => p.revision))).toEqual(new Set(["2"]));
  const changed = paths.filter((p) => after.get(p)!.etag !== before.get(p)!.etag);
  // Every page that shows the new price changed, and no other.
  const showsNewPrice = (p: string) => {
    const body = after.get(p)!.body;
    return body.includes(">$12.5<") || /12,50\s\$/.test(body) || /12\.50\sUS\$/.test(body);
  };
  // The pages that link a language's search index link its new one, made from the new pages.
  const linkedBefore = (p: string) => linkedIndexUrl(before.get(p)!.body);
  const relinked = paths.filter((p) => linkedBefore(p) && linkedIndexUrl(after.get(p)!.body) !== linkedBefore(p));
  expect(relinked).toEqual(paths.filter(linkedBefore));
  expect(changed.length).toBeGreaterThan(0);
  expect(changed.filter((p) => !showsNewPrice(p) && !relinked.includes(p))).toEqual([]);
  expect(paths.filter((p) => showsNewPrice(p) && !changed.includes(p))).toEqual([]);
  // The home page shows the plans, in each language.
  expect(changed).toEqual(expect.arrayContaining(["/", "/de", "/ar"]));
  // The sitemap lists pages, not what they say: as built.
  const sitemap = await (await fetch(server.url + "/sitemap.xml")).text();
  expect(sitemap).toBe(fs.readFileSync(path.join(buildDir, "client", "sitemap.xml"), "utf8"));
});

test("a revision the build's checks refuse is not stored, says why, and the site keeps the one it has", async () => {
  const refused = await cli("publish", basicPlanFile("en", { price: "twelve" }));
  expect(refused.code).toBe(1);
  expect(refused.err).toMatch(/pricing\/en\/basic\.json.*price/);
  const untranslated = await cli("publish", basicPlanFile("de", { featureHeading: "" }));
  expect(untranslated.code).toBe(1);
  expect(untranslated.err).toMatch(/pricing\/de\/basic\.json.*featureHeading/);
  const response = await fetch(server.url + "/de");
  expect(response.headers.get("x-content-revision")).toBe("2");
  expect(await response.text()).toMatch(/12,50\s\$/);
});

test("one file published over the latest revision changes only its language; a rollback brings every page back", async () => {
  test.setTimeout(180_000);
  const one = await cli("publish", basicPlanFile("de", { featureHeading: "Darin enthalten" }), "--wait", server.url + "/de");
  expect(one.out).toMatch(/Stored revision 3 \(1 file\(s\) changed\)/);
  const [german, english] = await Promise.all([
    fetch(server.url + "/de").then((r) => r.text()),
    fetch(server.url + "/").then((r) => r.text()),
  ]);
  expect(german).toContain("Darin enthalten");
  expect(german).toMatch(/12,50\s\$/);
  expect(english).toContain(">$12.5<");
  expect(english).not.toContain("Darin enthalten");

  const back = await cli("rollback", "1", "--wait", server.url + "/");
  expect(back.out).toMatch(/Stored revision 4[\s\S]*Revision 4 is live/);
  const pages = await servedPages();
  for (const urlPath of paths) {
    const built = fs.readFileSync(path.join(buildDir, "client", urlPath === "/" ? "" : urlPath, "index.html"), "utf8");
    expect(pages.get(urlPath)!.body, urlPath).toBe(built);
  }
  const history = await cli("history");
  expect(history.out).toMatch(/4 .* cli +rollback .*Rollback to revision 1/);
});

test("the company's settings, read by every page, change every page in every language", async () => {
  test.setTimeout(180_000);
  const file = path.join(dir, "settings-edit", "settings", "en", "site.json");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const site = JSON.parse(fs.readFileSync(path.join(contentRoot(), "settings", "en", "site.json"), "utf8")) as { email: string };
  fs.writeFileSync(file, JSON.stringify({ ...site, email: "team@nexora.example" }, null, 2) + "\n");
  const published = await cli("publish", file, "--wait", server.url + "/");
  expect(published.out).toMatch(/Revision 5 is live/);
  const pages = await servedPages();
  const without = paths.filter((p) => !pages.get(p)!.body.includes("team@nexora.example"));
  expect(without).toEqual([]);
});

test("words published are found by the site's search and by the index the pages link, in their language only", async () => {
  test.setTimeout(120_000);
  const found = async (query: string, prefix = "") =>
    [...(await (await fetch(`${server.url}${prefix}/search?q=${query}`)).text()).matchAll(/<h3[^>]*><a href="([^"]+)"/g)].map((m) => m[1]);
  const linked = async (urlPath: string) => linkedIndexUrl(await (await fetch(server.url + urlPath)).text())!;
  expect(await found("zephyrine")).toEqual([]);
  const germanIndex = await linked("/de/blog/blog-details");

  const published = await cli(
    "publish",
    basicPlanFile("en", { description: "Zephyrine care for small businesses getting started online." }),
    "--wait",
    server.url + "/",
  );
  expect(published.err).toBe("");
  expect(published.out).toMatch(/Revision 6 is live/);
  // The home page shows the plans.
  expect(await found("zephyrine")).toContain("/");
  const index = await fetch(server.url + (await linked("/blog/blog-details")), { headers: { "accept-encoding": "br" } });
  expect(index.status).toBe(200);
  expect(index.headers.get("content-encoding")).toBe("br");
  expect(await index.text()).toContain("zephyrine");
  // The German pages and their index did not change.
  expect(await linked("/de/blog/blog-details")).toBe(germanIndex);
  expect(await found("zephyrine", "/de")).toEqual([]);
});

test("a changed title draws its page's social card again, linked by a new version; a rollback draws the built one", async () => {
  test.setTimeout(120_000);
  const cardOf = async (urlPath: string) => {
    const url = /<meta property="og:image" content="([^"]+)"/.exec(await (await fetch(server.url + urlPath)).text())![1]!;
    const { pathname, search } = new URL(url);
    const png = Buffer.from(await (await fetch(server.url + pathname)).arrayBuffer());
    return { pathname, search, png };
  };
  const builtFile = (pathname: string) => fs.readFileSync(path.join(buildDir, "client", pathname));
  const before = await cardOf("/service/service-details");
  const germanBefore = await cardOf("/de/service/service-details");
  expect(before.png.equals(builtFile(before.pathname))).toBe(true);

  const file = path.join(dir, "card-edit", "pages", "en", "service-details.json");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const source = JSON.parse(fs.readFileSync(path.join(contentRoot(), "pages", "en", "service-details.json"), "utf8")) as {
    serviceDetail: { title: string };
  };
  fs.writeFileSync(file, JSON.stringify({ ...source, serviceDetail: { ...source.serviceDetail, title: "Cloud Platforms Built to Last" } }));
  expect((await cli("publish", file, "--wait", server.url + "/")).out).toMatch(/Revision 7 is live/);
  const after = await cardOf("/service/service-details");
  expect(after.pathname).toBe(before.pathname);
  expect(after.search).not.toBe(before.search);
  expect(after.png.equals(before.png)).toBe(false);
  expect([after.png.readUInt32BE(16), after.png.readUInt32BE(20)]).toEqual([1200, 630]);
  // The German card shows the German title, which did not change.
  const german = await cardOf("/de/service/service-details");
  expect([german.search, german.png.equals(germanBefore.png)]).toEqual([germanBefore.search, true]);

  // The build's cards and index again, for the specs that read the build after this one.
  expect((await cli("rollback", "1", "--wait", server.url + "/")).out).toMatch(/Revision 8 is live/);
  const back = await cardOf("/service/service-details");
  expect([back.search, back.png.equals(before.png)]).toEqual([before.search, true]);
});

test("interface words published reach every page that shows them, islands too, in their language only", async ({ page }) => {
  test.setTimeout(180_000);
  const before = await servedPages();
  const folder = path.join(dir, "words");
  fs.cpSync(contentRoot(), folder, { recursive: true });
  const edit = (file: string, change: (words: Record<string, Record<string, unknown>>) => void) => {
    const words = JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")) as Record<string, Record<string, unknown>>;
    change(words);
    fs.writeFileSync(path.join(folder, file), JSON.stringify(words, null, 2) + "\n");
  };
  edit("interface/en/common.json", (w) => {
    w.layout!.skipToContent = "Jump to the content";
    // The search box island's words, given as props: one shown by the server, one only once the island runs.
    Object.assign(w.search!, { boxLabel: "Search all of Nexora", resultsLabel: "Pages found" });
  });
  edit("interface/en/navigation.json", (w) => ((w as Record<string, unknown>).footerContactHeading = "Reach Us"));
  edit("interface/en/pages.json", (w) => ((w.pages!.about as Record<string, string>).title = "About Nexora"));
  const published = await cli("publish", folder, "--wait", server.url + "/");
  expect(published.err).toBe("");
  expect(published.out).toMatch(/\(3 file\(s\) changed\)[\s\S]*Revision \d+ is live/);

  const after = await servedPages();
  const english = paths.filter((p) => !/^\/(de|ar)(\/|$)/.test(p));
  expect(english.filter((p) => !after.get(p)!.body.includes(">Jump to the content</a>"))).toEqual([]);
  expect(english.filter((p) => !after.get(p)!.body.includes(">Reach Us</h2>"))).toEqual([]);
  // A page's title comes from the page table: its dark twin's is made from it.
  expect(after.get("/about")!.body).toContain("<title>About Nexora | Nexora</title>");
  expect(after.get("/aboutdark")!.body).toContain("<title>About Nexora (Dark) | Nexora</title>");
  expect(paths.filter((p) => !english.includes(p) && after.get(p)!.etag !== before.get(p)!.etag)).toEqual([]);
  // As a visitor: the search box, woken by typing, answers in the published words.
  await page.goto(server.url + "/service/service-details");
  const box = page.getByRole("searchbox", { name: "Search all of Nexora" });
  await box.fill("cloud");
  await expect(page.getByRole("list", { name: "Pages found" })).toBeVisible();

  // The build's words again, for the specs that read the build after this one.
  expect((await cli("rollback", "1", "--wait", server.url + "/")).out).toMatch(/Revision \d+ is live/);
  const back = await servedPages();
  expect(english.filter((p) => back.get(p)!.body !== before.get(p)!.body)).toEqual([]);
});
