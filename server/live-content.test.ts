// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { ContentView } from "../app/content/files/scope";
import { changedCollections, liveContent, newsPagesIn, type LiveContentOptions } from "./live-content";
import { renderedPage, type PrerenderedPage } from "./precompressed";
import type { ContentFiles, ContentRevision } from "./store/content-types";

// Pages that read one collection each; a page's text is its collection's file in its language.
const READS: Record<string, string> = { "/": "pricing", "/pricing": "pricing", "/team": "team", "/de": "pricing", "/de/team": "team" };
const files = (price: string, team = "Ann"): ContentFiles => ({
  "pricing/en/basic.json": price,
  "pricing/de/basic.json": price,
  "team/en/a.json": team,
  "team/de/a.json": team,
});
const codeOf = (urlPath: string) => (urlPath.startsWith("/de") ? "de" : "en");
// The team pages link their language's search index, as the build's server bundle names it.
const BUILT_INDEX: Record<string, string> = { en: "/assets/search-index-aaaaaaaaaaaa.json", de: "/assets/search-index-bbbbbbbbbbbb.json" };
// A page shows its collection's text up to a "|" (what follows is data no page shows).
const textOf = (view: ContentView, urlPath: string) =>
  `<p>${(view.collections[READS[urlPath]!] as unknown as string).split("|")[0]}</p>` +
  (READS[urlPath] === "team" ? `<a href="${BUILT_INDEX[codeOf(urlPath)]}">search</a>` : "");

/** Each language's view: a collection's text (its one file in that language) by the collection's name. */
function fakeViews(revision: number, content: ContentFiles): Map<string, ContentView> {
  const byLanguage = new Map<string, ContentView>();
  for (const code of ["en", "de"]) {
    const collections: Record<string, string> = {};
    for (const [file, body] of Object.entries(content)) if (file.split("/")[1] === code) collections[file.split("/")[0]!] = body;
    byLanguage.set(code, { revision: String(revision), locale: code, collections } as unknown as ContentView);
  }
  return byLanguage;
}

async function builtPages(content: ContentFiles): Promise<Map<string, PrerenderedPage>> {
  const views = fakeViews(0, content);
  const pages = new Map<string, PrerenderedPage>();
  for (const urlPath of Object.keys(READS)) pages.set(urlPath, await renderedPage(textOf(views.get(codeOf(urlPath))!, urlPath), "policy"));
  return pages;
}

function fakeStore(initial: ContentFiles[]) {
  const revisions: ContentFiles[] = [...initial];
  return {
    revisions,
    publish(content: ContentFiles) {
      revisions.push(content);
      return revisions.length;
    },
    store: async () => ({
      latestRevision: async () => revisions.length,
      revision: async (id: number) => (revisions[id - 1] ? ({ id, files: revisions[id - 1] } as ContentRevision) : undefined),
    }),
  };
}

async function setUp(options: { built?: ContentFiles; stored?: ContentFiles[]; renderDelayMs?: number; index?: boolean } = {}) {
  const built = options.built ?? files("$9.9");
  const store = fakeStore(options.stored ?? [built]);
  const rendered: string[] = [];
  const errors: string[] = [];
  const indexed: { code: string; revision: number; html: Map<string, string> }[] = [];
  const live = liveContent({
    log: { info: () => undefined, error: (_obj, msg) => errors.push(msg) },
    store: store.store,
    built: { files: built, pages: await builtPages(built) },
    builtReads: new Map(Object.entries(READS).map(([p, c]) => [p, [c]])),
    views(revision, content) {
      if (Object.values(content).includes("refused")) throw new Error("pricing/en/basic.json: price: must be a number");
      return fakeViews(revision, content);
    },
    async render(urlPath, view) {
      rendered.push(urlPath);
      if (options.renderDelayMs) await new Promise((resolve) => setTimeout(resolve, options.renderDelayMs));
      return { html: textOf(view, urlPath), read: [READS[urlPath]!] };
    },
    page: (html) => renderedPage(html, "policy"),
    ...(options.index && {
      builtIndexes: new Map([
        ["en", { indexUrl: BUILT_INDEX.en!, paths: ["/", "/pricing", "/team"] }],
        ["de", { indexUrl: BUILT_INDEX.de!, paths: ["/", "/team"] }],
      ]),
      async index(code: string, html: ReadonlyMap<string, string>, revision: number) {
        indexed.push({ code, revision, html: new Map(html) });
        const words = [...html.values()].join(" ");
        return {
          indexUrl: `/assets/search-index-${String(revision).padStart(10, "0")}${code === "de" ? "de" : "e0"}.json`,
          search: () => ({ pages: html.size, search: () => [{ path: "/", title: words, snippet: [] }] }),
        };
      },
    }),
  } satisfies LiveContentOptions);
  const body = (urlPath: string) => live.page(urlPath)!.page.identity.body.toString();
  return { live, store, rendered, body, errors, indexed };
}

describe("changedCollections", () => {
  it("names the top folders whose files were added, changed or removed", () => {
    const before = files("$9.9");
    const after: ContentFiles = { ...before, "pricing/en/basic.json": "$12", "blog/en/x.md": "x" };
    delete after["team/de/a.json"];
    expect([...changedCollections(before, after)].sort()).toEqual(["blog", "pricing", "team"]);
    expect(changedCollections(before, { ...before }).size).toBe(0);
  });
});

describe("liveContent", () => {
  it("serves the build's pages as the store's revision when the store holds the build's files", async () => {
    const { live, rendered, body } = await setUp();
    expect(await live.sync()).toEqual({ revision: 1, rendered: [], changed: [] });
    expect(rendered).toEqual([]);
    expect(live.page("/pricing")!.revision).toBe(1);
    expect(live.renderedAt()).toBe(0);
    expect(body("/pricing")).toBe("<p>$9.9</p>");
  });

  it("renders again only the pages that read what a revision changed, in every language, and switches them together", async () => {
    const { live, store, rendered, body } = await setUp();
    await live.sync();
    const teamEtag = live.page("/team")!.page.identity.etag;
    store.publish(files("$12"));
    const outcome = await live.sync();
    expect(outcome).toEqual({ revision: 2, rendered: ["/", "/de", "/pricing"], changed: ["/", "/de", "/pricing"] });
    expect(rendered).toEqual(["/", "/de", "/pricing"]);
    expect([body("/"), body("/pricing"), body("/de")]).toEqual(["<p>$12</p>", "<p>$12</p>", "<p>$12</p>"]);
    expect(live.page("/team")!.page.identity.etag).toBe(teamEtag);
    expect(live.page("/team")!.revision).toBe(2);
    expect(live.renderedAt()).toBe(2);
  });

  it("names a language's pages that read a collection; a preview renders apart and changes nothing served", async () => {
    const previews: string[] = [];
    const { live, body } = await setUp();
    expect(live.readers("pricing", "en")).toEqual(["/", "/pricing"]);
    expect(live.readers("pricing", "de")).toEqual(["/de"]);
    expect(live.readers("team", "de")).toEqual(["/de/team"]);
    expect(live.preview).toBeUndefined();
    const withPreview = liveContent({
      store: fakeStore([files("$9.9")]).store,
      built: { files: files("$9.9"), pages: await builtPages(files("$9.9")) },
      views: fakeViews,
      render: async () => ({ html: "", read: [] }),
      page: (html) => renderedPage(html, "policy"),
      preview: async (content, urlPath) => (previews.push(urlPath), `<p>${content["pricing/en/basic.json"]}</p>`),
    });
    expect(await withPreview.preview!(files("$14"), "/de")).toBe("<p>$14</p>");
    expect(previews).toEqual(["/de"]);
    expect(withPreview.page("/de")!.page.identity.body.toString()).toBe("<p>$9.9</p>");
    expect(body("/")).toBe("<p>$9.9</p>");
  });

  it("makes a language's search index again when its pages changed, and the pages that link it name the new one", async () => {
    const { live, store, body, indexed } = await setUp({ index: true });
    await live.sync();
    expect(live.search("en")).toBeUndefined();
    store.publish(files("$12"));
    const outcome = await live.sync();
    // The team pages did not read the prices: only their link to the index changed.
    expect(outcome!.changed).toEqual(["/", "/de", "/de/team", "/pricing", "/team"]);
    expect(indexed.map((i) => [i.code, i.revision, [...i.html.keys()]])).toEqual([
      ["en", 2, ["/", "/pricing", "/team"]],
      ["de", 2, ["/", "/team"]],
    ]);
    // Indexed from the new revision's pages.
    expect(indexed[0]!.html.get("/pricing")).toBe("<p>$12</p>");
    expect(body("/team")).toBe('<p>Ann</p><a href="/assets/search-index-0000000002e0.json">search</a>');
    expect(body("/de/team")).toContain("/assets/search-index-0000000002de.json");
    expect(live.search("en")!.search("x")[0]!.title).toContain("$12");
  });

  it("a page rendered again links the served index, not its build's, so unchanged bytes stay unchanged", async () => {
    const { live, store, body, indexed } = await setUp({ index: true });
    await live.sync();
    store.publish(files("$12"));
    await live.sync();
    const etag = live.page("/team")!.page.identity.etag;
    // The team pages are rendered again with the build's link (their server bundle's) and the same words.
    store.publish(files("$12", "Ann|born 1990"));
    const outcome = await live.sync();
    expect(outcome!.rendered).toEqual(["/de/team", "/team"]);
    expect(outcome!.changed).toEqual([]);
    expect(indexed).toHaveLength(2);
    expect(live.page("/team")!.page.identity.etag).toBe(etag);
    expect(body("/team")).toContain("/assets/search-index-0000000002e0.json");
  });

  it("a changed synonym table makes its language's index again, and only that one", async () => {
    const { live, store, indexed, body } = await setUp({ index: true });
    await live.sync();
    store.publish({ ...files("$9.9"), "search/de/synonyms.json": '{"synonyms":[]}' });
    const outcome = await live.sync();
    expect(indexed.map((i) => i.code)).toEqual(["de"]);
    expect(outcome!.changed).toEqual(["/de/team"]);
    expect(body("/team")).toContain(BUILT_INDEX.en);
  });

  it("keeps serving the previous revision, whole, while the next one renders", async () => {
    const { live, store, body } = await setUp({ renderDelayMs: 20 });
    await live.sync();
    store.publish(files("$12"));
    const syncing = live.sync();
    await new Promise((resolve) => setTimeout(resolve, 30));
    // One page of three is rendered by now: none of them is served yet.
    expect([body("/"), body("/pricing"), body("/de")]).toEqual(["<p>$9.9</p>", "<p>$9.9</p>", "<p>$9.9</p>"]);
    expect(live.page("/")!.revision).toBe(1);
    await syncing;
    expect([body("/"), body("/pricing"), body("/de")]).toEqual(["<p>$12</p>", "<p>$12</p>", "<p>$12</p>"]);
  });

  it("renders again only the language whose text changed: an English price moves no German page", async () => {
    const { live, store, rendered, body } = await setUp();
    await live.sync();
    const germanEtag = live.page("/de")!.page.identity.etag;
    store.publish({ ...files("$9.9"), "pricing/en/basic.json": "$12" });
    const outcome = await live.sync();
    expect(outcome).toEqual({ revision: 2, rendered: ["/", "/pricing"], changed: ["/", "/pricing"] });
    expect(rendered).toEqual(["/", "/pricing"]);
    expect([body("/"), body("/de")]).toEqual(["<p>$12</p>", "<p>$9.9</p>"]);
    expect(live.page("/de")!.page.identity.etag).toBe(germanEtag);
    // The next publish compares with the views it rendered: German's price moves German's pages only.
    store.publish({ ...files("$9.9"), "pricing/en/basic.json": "$12", "pricing/de/basic.json": "$13" });
    expect((await live.sync())!.rendered).toEqual(["/de"]);
    expect(body("/de")).toBe("<p>$13</p>");
  });

  it("publishes during a sync are not lost: the next sync takes the latest", async () => {
    const { live, store, body } = await setUp({ renderDelayMs: 5 });
    await live.sync();
    store.publish(files("$12"));
    const first = live.sync();
    await new Promise((resolve) => setTimeout(resolve, 2));
    store.publish(files("$13"));
    const [a, b, c] = await Promise.all([first, live.sync(), live.sync()]);
    expect(a!.revision).toBe(2);
    expect(b).toBe(c);
    expect(b!.revision).toBe(3);
    expect(body("/pricing")).toBe("<p>$13</p>");
  });

  it("a revision this build cannot render is logged and not served; the pages stay as they were", async () => {
    const { live, store, body, errors } = await setUp();
    await live.sync();
    store.publish({ ...files("$9.9"), "pricing/en/basic.json": "refused" });
    expect(await live.sync()).toBeUndefined();
    expect(await live.sync()).toBeUndefined();
    expect(live.revision()).toBe(1);
    expect(body("/pricing")).toBe("<p>$9.9</p>");
    expect(errors).toEqual(["Content: this revision cannot be rendered by this build; the pages stay as they are"]);
    // The next good revision is served.
    store.publish(files("$14"));
    expect((await live.sync())!.revision).toBe(3);
    expect(body("/pricing")).toBe("<p>$14</p>");
  });

  it("renders every page once when the build did not record what its pages read", async () => {
    const built = files("$9.9");
    const store = fakeStore([built, files("$9.9", "Bea")]);
    const rendered: string[] = [];
    const live = liveContent({
      store: store.store,
      built: { files: built, pages: await builtPages(built) },
      views: fakeViews,
      async render(urlPath, view) {
        rendered.push(urlPath);
        return { html: textOf(view, urlPath), read: [READS[urlPath]!] };
      },
      page: (html) => renderedPage(html, "policy"),
    });
    const outcome = await live.sync();
    expect(rendered.sort()).toEqual(Object.keys(READS).sort());
    // Only the team pages' bytes changed.
    expect(outcome!.changed).toEqual(["/de/team", "/team"]);
    store.publish(files("$10", "Bea"));
    rendered.length = 0;
    await live.sync();
    expect(rendered).toEqual(["/", "/de", "/pricing"]);
  });
});

describe("newsPagesIn", () => {
  it("gives a language's news item pages by their files, nothing of other languages or folders", () => {
    const files = {
      "news/en/berlin.md": "",
      "news/en/partner.md": "",
      "news/de/berlin.md": "",
      "news/en/drafts/x.md": "",
      "posts/en/seo.json": "",
    };
    expect(newsPagesIn(files, "en")).toEqual(["/blog/berlin", "/blog/partner"]);
    expect(newsPagesIn(files, "de")).toEqual(["/blog/berlin"]);
    expect(newsPagesIn(files, "ar")).toEqual([]);
  });
});
