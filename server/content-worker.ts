/**
 * The publish's heavy work, on a thread of its own (server/content-renderer.ts starts it): checking a revision's files
 * and rendering its pages take whole seconds of CPU, which on the main thread would hold up every request meanwhile.
 */
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import type { ContentView } from "../app/content/files/scope";
import { contentViews, renderAtRevision, withInlineIcons } from "./content-render";
import { localeServerBuilds } from "./locale-builds";
import type { RendererRequest, RendererAnswer } from "./content-renderer";

const { buildDir, locales } = workerData as { buildDir: string; locales: string[] };
const renderAt = withInlineIcons(renderAtRevision(localeServerBuilds(buildDir, locales)), path.join(buildDir, "client"));
// The views of the last revisions checked: a render names its revision.
const checked = new Map<string, Map<string, ContentView>>();

async function answer(request: RendererRequest): Promise<RendererAnswer> {
  if (request.type === "views") {
    const views = contentViews(request.revision, request.files, locales);
    checked.set(request.revision, views);
    for (const old of [...checked.keys()].slice(0, -2)) checked.delete(old);
    return { id: request.id, views: [...views] };
  }
  const view = checked.get(request.revision)?.get(request.code);
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
