// @vitest-environment node
// The Content screens' publish, with the gate and the store stood in for: what the desk says after storing depends on
// what this server then serves, and a render that fails after the revision is stored is no 5xx (the revision is kept).
import express from "express";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { registerContentScreens, type ServedContent } from "./content";
import type { ContentFiles, ContentRevision, NewContentRevision } from "../store/content-types";
import type { LeadStore } from "../store/types";
import { readContentFolder } from "../content-files";
import { contentRoot } from "../../app/content/files/source";

const seed = readContentFolder(contentRoot());

function fakeContent() {
  const revisions: ContentRevision[] = [];
  const save = (files: ContentFiles, basedOn: number | null) =>
    revisions.push({
      id: revisions.length + 1,
      createdAt: "2026-11-30T12:00:00Z",
      actor: "x",
      source: "seed",
      message: "",
      basedOn,
      fileCount: 0,
      files,
    });
  save(seed, null);
  save({ ...seed, "pricing/en/basic.json": seed["pricing/en/basic.json"]!.replace('"price": 9.9', '"price": 12.5') }, 1);
  return {
    revisions,
    store: {
      latestRevision: async () => revisions.length,
      revision: async (id: number) => revisions[id - 1],
      revisions: async () => [...revisions].reverse(),
      saveRevision: async (r: NewContentRevision) => ({ outcome: "saved" as const, id: save(r.files, r.basedOn) }),
      schedules: async () => [],
      mediaList: async () => [],
    },
  };
}

let close: (() => void) | undefined;
afterEach(() => close?.());

async function serve(served: ServedContent, errors: string[], authenticatedAt = new Date().toISOString()) {
  const content = fakeContent();
  const app = express();
  const router = express.Router();
  registerContentScreens({
    get: (path, handler) => router.get(path, handler),
    post: (path, ...handlers) => router.post(path, ...handlers),
    signedIn: (handler) => (req, res, next) => {
      Object.assign(req, {
        desk: { session: { user: { email: "admin@example.com", role: "admin" }, csrfToken: "t", authenticatedAt } },
      });
      handler(req, res).catch(next);
    },
    body: express.urlencoded({ extended: false }),
    send: (res, status, title) => void res.status(status).send(title),
    chromeOf: () => ({}),
    store: () => ({ content: content.store }) as unknown as LeadStore,
    served,
    log: { error: (_fields, message) => errors.push(message) },
    timeZone: "UTC",
  });
  app.use(router);
  const server = app.listen(0);
  close = () => server.close();
  return { content, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe("a rollback in the desk", () => {
  it("is said live when this server serves the stored revision after its sync", async () => {
    let live = 2;
    const { url, content } = await serve({ sync: async () => void (live = 3), revision: () => live }, []);
    const res = await fetch(`${url}/desk/content/1/rollback`, { method: "POST", redirect: "manual" });
    expect([res.status, res.headers.get("location")]).toEqual([303, "/desk/content/3?done=live"]);
    expect(content.revisions[2]!.files).toEqual(seed);
  });

  it("is stored, not a 5xx, when this server's render fails; the desk does not call it live", async () => {
    const errors: string[] = [];
    const { url, content } = await serve({ sync: () => Promise.reject(new Error("render failed")), revision: () => 2 }, errors);
    const res = await fetch(`${url}/desk/content/1/rollback`, { method: "POST", redirect: "manual" });
    expect([res.status, res.headers.get("location")]).toEqual([303, "/desk/content/3?done=following"]);
    expect(content.revisions).toHaveLength(3);
    expect(errors).toEqual(["desk: a published revision did not render here"]);
  });

  it("asks for the password first when it was given more than ten minutes ago, and changes nothing", async () => {
    const stale = new Date(Date.now() - 11 * 60_000).toISOString();
    const { url, content } = await serve({ sync: async () => undefined, revision: () => 2 }, [], stale);
    const res = await fetch(`${url}/desk/content/1/rollback`, { method: "POST", redirect: "manual" });
    expect([res.status, res.headers.get("location")]).toEqual([303, "/desk/confirm?next=%2Fdesk%2Fcontent%2F1"]);
    expect(content.revisions).toHaveLength(2);
  });
});
