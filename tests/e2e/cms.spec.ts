/**
 * The content editor (`npm run cms`, docs/decisions/0013-content-editing.md) end to end: an
 * editor changes a team member's name and a plan's price in the browser, the files change, and
 * a build shows both on the site. It edits a copy of content/ (CONTENT_DIR), builds into a
 * BUILD_DIR of its own and stops every process it started.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once("error", reject);
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
}

/** Starts a command in a process group of its own (so that stopping it stops its children too). */
function start(command: string, args: string[], env: Record<string, string>): Started {
  let output = "";
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => void (output += chunk.toString()));
  return { child, output: () => output };
}

function stop(started: Started | undefined): Promise<void> {
  const child = started?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
    }, 5_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

function finished(started: Started): Promise<number | null> {
  const { child } = started;
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/** Waits until `url` answers 200, or the process ends, or time runs out. */
async function answering(url: string, started: Started, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`stopped before answering ${url}:\n${started.output()}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${started.output()}`);
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
const readJsonWhole = (file: string) => {
  try {
    return readJson(file);
  } catch {
    return undefined;
  }
};

test("the production server never serves the editor", async ({ request }) => {
  for (const url of ["/admin/", "/admin", "/admin/config.yml", "/admin/decap-cms.js", "/admin/editor.js"]) {
    expect((await request.get(url)).status(), url).toBe(404);
  }
});

test("an editor changes a name and a price in the browser; the files change and a build shows them", async ({ page }) => {
  test.setTimeout(360_000);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-cms-e2e-"));
  const contentDir = path.join(work, "content");
  const cmsPort = await freePort();
  const buildDir = `build-cms-e2e-${cmsPort}`;
  let cms: Started | undefined;
  let site: Started | undefined;
  try {
    await test.step("copy the content and the site's images, start `npm run cms` on them", async () => {
      fs.cpSync(path.join(ROOT, "content"), contentDir, { recursive: true });
      fs.cpSync(path.join(ROOT, "public/images"), path.join(work, "public/images"), { recursive: true });
      cms = start("npm", ["run", "cms"], { CONTENT_DIR: contentDir, CMS_PORT: String(cmsPort) });
      await answering(`http://127.0.0.1:${cmsPort}/admin/`, cms);
    });

    page.setDefaultTimeout(30_000);
    const editor = `http://127.0.0.1:${cmsPort}/admin/`;
    await test.step("open the editor and sign in with the local backend", async () => {
      await page.goto(editor);
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page.getByRole("link", { name: "Team", exact: true })).toBeVisible();
    });

    const publish = async () => {
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByText("Publish now").click();
      await expect(page.getByText("Entry saved").last()).toBeVisible();
    };

    await test.step("rename a team member and publish", async () => {
      await page.getByRole("link", { name: "Team", exact: true }).click();
      await page.getByText("Daniel Whitmore").click();
      await page.getByLabel("Name", { exact: true }).fill("Daniel Whitmore-Reyes");
      await publish();
    });

    await test.step("change the Basic plan's price and publish", async () => {
      await page.goto(`${editor}#/collections/pricing`);
      await page.getByText("Basic").first().click();
      await page.getByLabel("Price (dollars a month)").fill("12.5");
      await publish();
    });

    await test.step("the files have changed (the price as a number)", async () => {
      // The editor's server writes a file in place (not by rename): a read in the middle of the
      // write sees it cut short, so each file is read until it parses.
      await expect
        .poll(() => readJsonWhole(path.join(contentDir, "team/en/01-daniel-whitmore.json")))
        .toMatchObject({
          order: 1,
          name: "Daniel Whitmore-Reyes",
          role: "CEO & Founder",
        });
      await expect.poll(() => readJsonWhole(path.join(contentDir, "pricing/en/basic.json"))).toMatchObject({ title: "Basic", price: 12.5 });
      expect(readJson(path.join(ROOT, "content/team/en/01-daniel-whitmore.json")).name, "the working tree's own content").toBe(
        "Daniel Whitmore",
      );
    });

    await test.step("build the site from the edited content", async () => {
      await stop(cms);
      // English's pages only, the ones checked below: every language's are `npm test`'s own build's.
      const build = start("npm", ["run", "build"], { CONTENT_DIR: contentDir, BUILD_DIR: buildDir, BUILD_LOCALES: "en" });
      expect(await finished(build), build.output()).toBe(0);
    });

    await test.step("the new name is on /team and the new price on /", async () => {
      const port = await freePort();
      site = start("node", ["--import", "tsx", "server.ts"], {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        BUILD_DIR: buildDir,
        CONTENT_DIR: contentDir,
        DATABASE_PATH: path.join(work, "leads.sqlite"),
      });
      await answering(`http://127.0.0.1:${port}/`, site);
      await page.goto(`http://127.0.0.1:${port}/team`);
      await expect(page.getByRole("heading", { name: "Daniel Whitmore-Reyes" })).toBeVisible();
      await expect(page.getByText("Daniel Whitmore", { exact: true })).toHaveCount(0);
      await page.goto(`http://127.0.0.1:${port}/`);
      await expect(page.getByText("$12.5", { exact: true })).toBeVisible();
      // Premium keeps the spec's $9.9; Basic's is gone.
      await expect(page.getByText("$9.9", { exact: true })).toHaveCount(1);
    });
  } finally {
    await stop(cms);
    await stop(site);
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(path.join(ROOT, buildDir), { recursive: true, force: true });
    fs.rmSync(path.join(ROOT, `.${buildDir}-islands`), { recursive: true, force: true });
  }
});
