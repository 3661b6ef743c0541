// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentRoot } from "../app/content/files/source";
import { startCms, type CmsServer } from "./cms";

let dir = "";
let cms: CmsServer;
const logged: string[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-cms-"));
  fs.cpSync(contentRoot(), path.join(dir, "content"), { recursive: true });
  cms = await startCms({ port: 0, contentDir: path.join(dir, "content"), log: (line) => logged.push(line) });
});

afterAll(async () => {
  await cms?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const url = (pathname: string) => new URL(pathname, cms.url).href;

async function api(action: string, params: Record<string, unknown>): Promise<Response> {
  return fetch(url("/api/v1"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action, params }),
  });
}

/** A save as the editor sends it. */
function persist(file: string, raw: string): Promise<Response> {
  return api("persistEntry", {
    branch: "main",
    entry: { slug: path.basename(file, path.extname(file)), path: file, raw },
    assets: [],
    options: { collectionName: file.split("/")[1], commitMessage: `Content: update ${file}`, useWorkflow: false, status: "draft" },
  });
}

describe("npm run cms", () => {
  it("serves the editor page, its configuration and Decap CMS's bundle from node_modules", async () => {
    const page = await fetch(cms.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/admin/decap-cms.js"></script>');
    expect(html).not.toMatch(/https?:\/\//);
    expect((await fetch(url("/admin"), { redirect: "manual" })).headers.get("location")).toBe("/admin/");

    const configYml = await fetch(url("/admin/config.yml"));
    expect(configYml.headers.get("content-type")).toMatch(/^text\/yaml/);
    expect(await configYml.text()).toContain("folder: content/team");

    const bundle = await fetch(url("/admin/decap-cms.js"));
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("content-type")).toMatch(/javascript/);
    expect(Number(bundle.headers.get("content-length"))).toBeGreaterThan(1_000_000);
    expect((await fetch(url("/admin/editor.js"))).status).toBe(200);
    expect((await fetch(url("/images/team/member-1.svg"))).status).toBe(200);
  });

  it("answers the editor's backend requests from the content folder", async () => {
    expect(await (await api("info", {})).json()).toEqual({ repo: path.basename(dir), publish_modes: ["simple"], type: "local_fs" });
    const entries = (await (
      await api("entriesByFolder", { branch: "main", folder: "content/team/en", extension: "json", depth: 1 })
    ).json()) as Array<{ file: { path: string } }>;
    expect(entries.map((e) => e.file.path).sort()).toEqual(
      fs.readdirSync(path.join(contentRoot(), "team", "en")).map((f) => `content/team/en/${f}`),
    );
  });

  it("saves into the content folder and reports what the build would refuse", async () => {
    const file = "content/pricing/en/basic.json";
    const plan = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Record<string, unknown>;
    expect((await persist(file, JSON.stringify({ ...plan, price: 12.5 }, null, 2))).status).toBe(200);
    expect(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"))).toMatchObject({ price: 12.5 });
    expect(await (await fetch(url("/admin/problems.json"))).json()).toEqual({ problems: [] });

    expect((await persist(file, JSON.stringify({ ...plan, price: "12.5" }, null, 2))).status).toBe(200);
    const { problems } = (await (await fetch(url("/admin/problems.json"))).json()) as { problems: string[] };
    expect(problems).toEqual([
      expect.stringMatching(/content\/pricing\/en\/basic\.json: price: Invalid input: expected number, received string$/),
    ]);
    expect(logged.join("\n")).toMatch(
      /Saved content\/pricing\/en\/basic\.json\nThe site cannot be built until these are fixed:\n {2}.*basic\.json: price: Invalid input/,
    );
  });

  it("writes nowhere outside its folder", async () => {
    const response = await persist("../escaped.json", "{}");
    expect(response.status).toBe(422);
    expect(fs.existsSync(path.join(path.dirname(dir), "escaped.json"))).toBe(false);
  });
});
