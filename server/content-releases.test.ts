// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentReleases, supersedes } from "./content-releases";
import { renderedPage, type PrerenderedPage } from "./precompressed";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-releases-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A build's client folder with its pages written as the build writes them. */
async function builtClient(name: string): Promise<{ clientDir: string; built: Map<string, PrerenderedPage> }> {
  const clientDir = path.join(dir, name, "client");
  const built = new Map<string, PrerenderedPage>();
  for (const [urlPath, text] of [
    ["/", "home"],
    ["/pricing", "$9.9"],
    ["/de/team", "Team"],
  ] as const) {
    const page = await renderedPage(`<p>${text}</p>`, "policy-a");
    built.set(urlPath, page);
    const folder = path.join(clientDir, ...urlPath.split("/").filter(Boolean));
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "index.html"), page.identity.body);
    fs.writeFileSync(path.join(folder, "index.html.br"), page.br.body);
    fs.writeFileSync(path.join(folder, "index.html.gz"), page.gzip.body);
  }
  return { clientDir, built };
}

const served = (clientDir: string, urlPath: string, name = "index.html") =>
  path.join(clientDir, "_releases", "current", ...urlPath.split("/").filter(Boolean), name);
const inode = (file: string) => fs.statSync(file).ino;

describe("contentReleases", () => {
  it("links the build's pages as the first release, and a revision's changed pages are written, the rest linked", async () => {
    const { clientDir, built } = await builtClient("a");
    const releases = contentReleases({ clientDir, build: { id: "b1", builtAt: "2026-11-30T00:00:00.000Z" }, built });
    expect(await releases.release(1, built)).toBe("b1-1");
    expect(fs.readlinkSync(path.join(clientDir, "_releases", "current"))).toBe("b1-1");
    expect(inode(served(clientDir, "/pricing"))).toBe(inode(path.join(clientDir, "pricing", "index.html")));

    const next = new Map(built);
    next.set("/pricing", await renderedPage("<p>$12</p>", "policy-a"));
    await releases.release(2, next);
    expect(releases.current()).toEqual({ build: "b1", builtAt: "2026-11-30T00:00:00.000Z", revision: 2 });
    expect(fs.readFileSync(served(clientDir, "/pricing"), "utf8")).toBe("<p>$12</p>");
    expect(fs.readFileSync(served(clientDir, "/pricing", "index.html.br"))).toEqual(next.get("/pricing")!.br.body);
    // Unchanged: the same file as before, so the same ETag at the edge.
    expect(inode(served(clientDir, "/de/team"))).toBe(inode(path.join(clientDir, "de", "team", "index.html")));
    // The first release is still there for a moment's readers.
    expect(fs.readFileSync(path.join(clientDir, "_releases", "b1-1", "pricing", "index.html"), "utf8")).toBe("<p>$9.9</p>");
  });

  it("never moves the link back to an older revision, and a second instance's write of the same release is no error", async () => {
    const { clientDir, built } = await builtClient("b");
    const build = { id: "b2", builtAt: "2026-11-30T00:00:00.000Z" };
    const [one, other] = [contentReleases({ clientDir, build, built }), contentReleases({ clientDir, build, built })];
    const next = new Map(built);
    next.set("/", await renderedPage("<p>new home</p>", "policy-a"));
    await Promise.all([one.release(3, next), other.release(3, next)]);
    await one.release(2, built);
    expect(one.current()!.revision).toBe(3);
    expect(fs.readFileSync(served(clientDir, "/"), "utf8")).toBe("<p>new home</p>");
    expect(fs.readdirSync(path.join(clientDir, "_releases")).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("leaves out a page whose inline scripts need another policy than the edge sends: Node answers it", async () => {
    const { clientDir, built } = await builtClient("c");
    const releases = contentReleases({ clientDir, build: { id: "b3", builtAt: "2026-11-30T00:00:00.000Z" }, built });
    const next = new Map(built);
    next.set("/pricing", await renderedPage("<p>$12</p><script>x()</script>", "policy-b"));
    await releases.release(2, next);
    expect(fs.existsSync(served(clientDir, "/pricing"))).toBe(false);
    expect(fs.existsSync(served(clientDir, "/de/team"))).toBe(true);
  });

  it("keeps the last few releases besides the current one", async () => {
    const { clientDir, built } = await builtClient("d");
    const releases = contentReleases({ clientDir, build: { id: "b4", builtAt: "2026-11-30T00:00:00.000Z" }, built, keep: 2 });
    for (let revision = 1; revision <= 5; revision++) {
      const next = new Map(built);
      next.set("/", await renderedPage(`<p>home ${revision}</p>`, "policy-a"));
      await releases.release(revision, next);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(fs.readdirSync(path.join(clientDir, "_releases")).sort()).toEqual(["b4-3", "b4-4", "b4-5", "current"]);
  });
});

describe("supersedes", () => {
  const at = (build: string, builtAt: string, revision: number) => ({ build, builtAt, revision });
  it("a later revision of the same build, or any revision of a later build", () => {
    expect(supersedes(at("a", "2026-01-01", 2), at("a", "2026-01-01", 1))).toBe(true);
    expect(supersedes(at("a", "2026-01-01", 1), at("a", "2026-01-01", 2))).toBe(false);
    expect(supersedes(at("b", "2026-02-01", 1), at("a", "2026-01-01", 9))).toBe(true);
    expect(supersedes(at("a", "2026-01-01", 9), at("b", "2026-02-01", 1))).toBe(false);
    expect(supersedes(at("a", "2026-01-01", 1), undefined)).toBe(true);
  });
});
