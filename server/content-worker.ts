/**
 * The publish's heavy work, on a thread of its own (server/content-renderer.ts starts it): checking a revision's files
 * and rendering its pages take whole seconds of CPU, which on the main thread would hold up every request meanwhile.
 */
import fs from "node:fs";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import type { ContentView } from "../app/content/files/scope";
import { contentScopeOf, contentViews, renderAtRevision, withInlineIcons } from "./content-render";
import { drawCard } from "./og-images";
import { cardVersion, type SocialCard } from "../app/lib/social-card";
import { serverBuild } from "./locale-builds";
import type { RendererRequest, RendererAnswer, WrittenIndex } from "./content-renderer";
import { indexOfPages, readPage, type IndexedPage } from "../app/search/page-index.server";
import { localePath } from "../shared/locales";
import { searchLanguage } from "../app/search/search-options";
import { SynonymTableSchema } from "../app/content/schemas/search";
import { writeWithCopies } from "./precompressed";
import { pageFile } from "./built-pages";

const { buildDir, locales } = workerData as { buildDir: string; locales: string[] };
const clientDir = path.join(buildDir, "client");
const build = serverBuild(buildDir);
const renderAt = withInlineIcons(renderAtRevision(build), clientDir);
// The views and files of the last revisions checked: a render names its revision.
const checked = new Map<string, { views: Map<string, ContentView>; files: Record<string, string> }>();

// Each page as last indexed: a publish changes a few pages, and reading one is most of an index's time.
const readPages = new Map<string, { html: string; siteName: string; page: IndexedPage }>();
function readOnce(code: string): typeof readPage {
  return (html, urlPath, siteName) => {
    const key = `${code}\0${urlPath}`;
    const last = readPages.get(key);
    if (last?.html === html && last.siteName === siteName) return last.page;
    const page = readPage(html, urlPath, siteName);
    readPages.set(key, { html, siteName, page });
    return page;
  };
}

function writeIndex(revision: string, code: string, pages: [string, string][]): WrittenIndex {
  const at = checked.get(revision);
  const view = at?.views.get(code);
  if (!at || !view) throw new Error(`revision ${revision} was not checked here for ${code}`);
  const siteName = siteNameOf(view);
  const synonymsFile = at.files[`search/${code}/synonyms.json`];
  const synonyms = synonymsFile ? SynonymTableSchema.parse(JSON.parse(synonymsFile)) : { synonyms: [] };
  const made = indexOfPages(new Map(pages), siteName, searchLanguage(code), synonyms, readOnce(code));
  const file = path.join(clientDir, made.indexUrl);
  // Another instance may write the same index at the same time, and the edge may read it: each file whole.
  if (!fs.existsSync(file)) writeWithCopies(file, Buffer.from(made.json, "utf8"));
  else {
    // Linked again (a rollback): as new, for the clean-up of old indexes (server/live-search.ts).
    const now = new Date();
    for (const copy of [file, `${file}.br`, `${file}.gz`]) if (fs.existsSync(copy)) fs.utimesSync(copy, now, now);
  }
  return { indexUrl: made.indexUrl, json: made.json, texts: made.texts };
}

const siteNameOf = (view: ContentView) => (view.collections.site as { site: { name: string } }).site.name;

// The social cards of each language as last drawn (path → version): a publish draws only those whose texts changed.
const drawn = new Map<string, Map<string, string>>();

/** The cards a language's pages link at `view` (in its language), as the server bundle makes them. */
async function cardsAt(view: ContentView): Promise<SocialCard[]> {
  const loaded = await build();
  const all = (loaded.entry.module as { allSocialCards?: () => SocialCard[] }).allSocialCards;
  if (!all) throw new Error("the server build's entry exports no allSocialCards (app/entry.server.tsx)");
  return (await contentScopeOf(loaded).withContent(view, all)).value;
}

async function drawCards(revision: string, code: string): Promise<number> {
  const view = checked.get(revision)?.views.get(code);
  if (!view) throw new Error(`revision ${revision} was not checked here for ${code}`);
  // Not readied: every card is drawn (the same texts draw the same bytes).
  const last = drawn.get(code) ?? new Map<string, string>();
  let count = 0;
  for (const card of await cardsAt(view)) {
    const version = cardVersion(card);
    if (last.get(card.path) === version) continue;
    drawCard(card, clientDir);
    last.set(card.path, version);
    count++;
  }
  drawn.set(code, last);
  return count;
}

async function warm(files: Record<string, string>, indexes: [string, readonly string[]][]) {
  await build();
  const views = contentViews("built", files, locales);
  for (const [code, view] of views) drawn.set(code, new Map((await cardsAt(view)).map((card) => [card.path, cardVersion(card)])));
  for (const [code, paths] of indexes) {
    const read = readOnce(code);
    for (const urlPath of paths) {
      const file = pageFile(clientDir, localePath(urlPath, code));
      // Pages served from elsewhere (articles) are rendered when indexed.
      if (fs.existsSync(file)) read(fs.readFileSync(file, "utf8"), urlPath, siteNameOf(views.get(code)!));
    }
  }
}

async function answer(request: RendererRequest): Promise<RendererAnswer> {
  if (request.type === "warm") {
    await warm(request.files, request.indexes);
    return { id: request.id, warm: true };
  }
  if (request.type === "views") {
    const views = contentViews(request.revision, request.files, locales);
    checked.set(request.revision, { views, files: request.files });
    for (const old of [...checked.keys()].slice(0, -2)) checked.delete(old);
    return { id: request.id, views: [...views] };
  }
  if (request.type === "preview") {
    // Not kept among the checked revisions: a preview never displaces what a publish renders.
    const view = contentViews("preview", request.files, [request.code]).get(request.code)!;
    const { html, read } = await renderAt(request.urlPath, view);
    return { id: request.id, html, read };
  }
  if (request.type === "cards") return { id: request.id, drawn: await drawCards(request.revision, request.code) };
  if (request.type === "index") return { id: request.id, ...writeIndex(request.revision, request.code, request.pages) };
  const view = checked.get(request.revision)?.views.get(request.code);
  if (!view) throw new Error(`revision ${request.revision} was not checked here for ${request.code}`);
  const { html, read } = await renderAt(request.urlPath, view);
  return { id: request.id, html, read };
}

parentPort!.on("message", (request: RendererRequest) => {
  answer(request).then(
    (reply) => parentPort!.postMessage(reply),
    (error: unknown) => parentPort!.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
