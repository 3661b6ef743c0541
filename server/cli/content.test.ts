// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contentRoot } from "../../app/content/files/source";
import { readContentFolder } from "../content-files";
import { openStore } from "../store";
import { changedFiles, parseContentArgs, runContent } from "./content";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-cli-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let seed: string;
beforeAll(() => {
  seed = path.join(dir, "seed");
  fs.cpSync(contentRoot(), seed, { recursive: true });
});

let n = 0;
let db: string;
beforeEach(() => {
  db = path.join(dir, `content-${++n}.sqlite`);
});

async function content(...argv: string[]) {
  let out = "";
  let err = "";
  const code = await runContent([...argv, "--db", db], { out: (t) => (out += t), err: (t) => (err += t) }, {});
  return { code, out, err };
}

/** A copy of the seed with `change` applied to it. */
function variant(name: string, change: (root: string) => void): string {
  const root = path.join(dir, `${name}-${n}`);
  fs.cpSync(seed, root, { recursive: true });
  change(root);
  return root;
}

const edit = (root: string, file: string, fn: (text: string) => string) => {
  const full = path.join(root, file);
  fs.writeFileSync(full, fn(fs.readFileSync(full, "utf8")));
};

async function auditLog() {
  const store = await openStore({ databasePath: db });
  try {
    return (await store.desk.listAudit({ limit: 100, offset: 0 })).rows.map((e) => [e.actor, e.action, e.target, e.detail].join(" | "));
  } finally {
    await store.close();
  }
}

describe("npm run content", () => {
  it("imports the content files as revision 1, then only a change makes a new revision, audited as cli", async () => {
    expect(await content("history")).toMatchObject({ code: 0, out: expect.stringContaining("No revision stored yet") });
    const first = await content("import", seed);
    expect(first).toMatchObject({ code: 0, err: "" });
    expect(first.out).toMatch(/^Stored revision 1 \(\d+ file\(s\) changed, \d+ in all\)\.$/m);
    expect(await content("import", seed)).toMatchObject({ code: 0, out: "The files are those of revision 1: nothing stored.\n" });

    const cheaper = variant("cheaper", (root) =>
      edit(root, "pricing/en/basic.json", (t) => t.replace(/"price":\s*[\d.]+/, '"price": 7.5')),
    );
    const second = await content("import", cheaper, "--message", "Basic plan at 7.50");
    expect(second).toMatchObject({
      code: 0,
      out: `Stored revision 2 (1 file(s) changed, ${Object.keys(readContentFolder(seed)).length} in all).\n`,
    });

    const history = await content("history");
    expect(history.out.split("\n")[0]).toMatch(/^rev\s+when \(UTC\)\s+by\s+how\s+files\s+message/);
    expect(history.out).toMatch(/^2\s.*\scli\s+import\s+\d+\s+Basic plan at 7\.50\s*$/m);
    expect(history.out).toMatch(/^1\s.*\scli\s+seed\s/m);

    const shown = await content("show", "2");
    expect(shown.out).toContain("by cli (import, from 1)\nBasic plan at 7.50\n");
    expect(shown.out).toContain("1 changed:\n  ~ pricing/en/basic.json\n");

    expect(await auditLog()).toEqual(
      expect.arrayContaining([
        "cli | content-seed | revision 1 | Imported from seed/",
        "cli | content-import | revision 2 | Basic plan at 7.50",
      ]),
    );
  });

  it("refuses content the build would refuse, with each problem, and stores nothing", async () => {
    await content("import", seed);
    const broken = variant("broken", (root) => {
      fs.rmSync(path.join(root, "interface/de/forms.json"));
      edit(root, "pricing/en/basic.json", (t) => t.replace(/"price":\s*[\d.]+/, '"price": "nine"'));
    });
    const refused = await content("import", broken);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^2 problem\(s\) in .*; nothing stored:$/m);
    expect(refused.err).toMatch(/^ {2}pricing\/en\/basic\.json: price: .+$/m);
    expect(refused.err).toMatch(/^ {2}interface\/de\/forms\.json: is missing/m);
    expect((await content("history")).out).not.toMatch(/^2\s/m);
    // An empty list where the pages need entries.
    const empty = variant("no-services", (root) => fs.rmSync(path.join(root, "services"), { recursive: true }));
    const none = await content("import", empty);
    expect(none.code).toBe(1);
    expect(none.err).toMatch(/^ {2}services\b.*$/m);
  });

  it("exports a revision as files: the seed round-trips byte for byte, and an older revision can be written out", async () => {
    await content("import", seed);
    const renamed = variant("renamed", (root) => edit(root, "team/en/01-daniel-whitmore.json", (t) => t.replace("Daniel", "Dan")));
    await content("import", renamed);
    const out = path.join(dir, `export-${n}`);
    expect(await content("export", out, "--rev", "1")).toMatchObject({ code: 0, out: expect.stringMatching(/^Wrote revision 1 /) });
    expect(readContentFolder(out)).toEqual(readContentFolder(seed));
    // Writing the latest over it changes the one file and keeps no stale file.
    fs.writeFileSync(path.join(out, "team/en/stray.json"), "{}");
    expect((await content("export", out)).code).toBe(0);
    expect(readContentFolder(out)).toEqual(readContentFolder(renamed));
  });

  it("publishes one file over the latest revision; three at once are all stored, none lost; a rollback restores", async () => {
    expect((await content("import", seed)).code).toBe(0);
    const folder = variant("single", (root) => {
      edit(root, "pricing/en/basic.json", (t) => t.replace(/"price": [\d.]+/, '"price": 11'));
      edit(root, "pricing/en/premium.json", (t) => t.replace(/"price": [\d.]+/, '"price": 22'));
      edit(root, "settings/en/site.json", (t) => t.replace("hello@nexora.example", "sales@nexora.example"));
    });
    const files = ["pricing/en/basic.json", "pricing/en/premium.json", "settings/en/site.json"];
    const outcomes = await Promise.all(files.map((file) => content("publish", path.join(folder, file))));
    expect(outcomes.map((o) => [o.code, o.err])).toEqual(files.map(() => [0, ""]));
    const store = await openStore({ databasePath: db });
    try {
      expect(await store.content.latestRevision()).toBe(4);
      const latest = (await store.content.revision(4))!.files;
      for (const file of files) expect(latest[file], file).toBe(fs.readFileSync(path.join(folder, file), "utf8"));
    } finally {
      await store.close();
    }
    expect(await content("publish", path.join(dir, "nowhere.json"))).toMatchObject({ code: 1, err: expect.stringContaining("Nothing at") });
    const stray = path.join(dir, "stray", "notes.json");
    fs.mkdirSync(path.dirname(stray), { recursive: true });
    fs.writeFileSync(stray, "{}\n");
    expect(await content("publish", stray)).toMatchObject({ code: 1, err: expect.stringContaining("is no file of the content") });

    const back = await content("rollback", "1");
    expect(back).toMatchObject({ code: 0, out: expect.stringMatching(/^Stored revision 5 \(3 file\(s\) changed\)/) });
    expect((await content("history")).out).toMatch(/5 .* cli +rollback .*Rollback to revision 1/);
  });

  it("answers a wrong command with its usage (2) and an unknown revision with 1", async () => {
    expect((await content("publish")).code).toBe(2);
    expect((await content("show")).code).toBe(2);
    expect((await content("show", "0")).code).toBe(2);
    expect((await content("history", "--limit", "-3")).code).toBe(2);
    expect(await content("show", "9")).toMatchObject({ code: 1, err: "There is no revision 9.\n" });
    expect(await content("export", path.join(dir, "nothing"))).toMatchObject({
      code: 1,
      err: "No revision stored yet: nothing to export.\n",
    });
    expect(await content("import", path.join(dir, "no-such-folder"))).toMatchObject({ code: 1 });
    expect(parseContentArgs(["import"], "/x/content")).toEqual({
      command: { name: "import", dir: "/x/content", message: "" },
      db: undefined,
    });
  });

  it("lists the files a revision adds, changes and removes", () => {
    expect(changedFiles({ a: "1", b: "2", c: "3" }, { a: "1", b: "two", d: "4" })).toEqual(["~ b", "- c", "+ d"]);
  });
});
