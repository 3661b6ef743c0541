// The article pages with approved comments, without a rebuild: served like prerendered pages from a one-per-page cache,
// re-rendered only when the store's comments version and the approved list change. Rendering each request would lose the ETag
// and hash-based CSP and cost a React render per visit for a list that changes weekly. Other spellings and query strings go to React Router.
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler, type ServerBuild } from "react-router";
import { articleOf, isArticlePage } from "../shared/article";
import { splitLocale } from "../shared/locales";
import {
  COMMENTS_PER_PAGE,
  NO_COMMENTS,
  commentPageCount,
  publishedComment,
  type ApprovedComments,
  type CommentReader,
} from "../shared/comments";
import { isGetOrHead, type Handler } from "./front";
import { renderedPage, sendPage, type PrerenderedPage } from "./precompressed";
import type { LeadStore } from "./store/types";
import { routerContextOf } from "./load-context";

export interface CommentSource extends CommentReader {
  version(): Promise<string>;
}

// Opened on first use, e.g. `() => leads.store()`.
export function storeComments(store: () => Promise<Pick<LeadStore, "approvedCommentsPage" | "commentsVersion">>): CommentSource {
  return {
    async approved(article, page = 1) {
      const window = { limit: COMMENTS_PER_PAGE, offset: (page - 1) * COMMENTS_PER_PAGE };
      const { rows, total } = await (await store()).approvedCommentsPage(article, window);
      return { comments: rows.map(publishedComment), total, page, pages: commentPageCount(total) };
    },
    async version() {
      return (await store()).commentsVersion();
    },
  };
}

export function takeArticlePages(pages: Map<string, PrerenderedPage>): Map<string, PrerenderedPage> {
  const taken = new Map<string, PrerenderedPage>();
  for (const [path, page] of pages) {
    if (!isArticlePage(path)) continue;
    taken.set(path, page);
    pages.delete(path);
  }
  return taken;
}

/** `builds`: by language code; a path is rendered by its language's build (docs/decisions/0026-locales.md). */
export function renderWithComments(
  builds: Map<string, ServerBuild | (() => Promise<ServerBuild>)>,
): (path: string, comments: ApprovedComments) => Promise<string> {
  const handlers = new Map([...builds].map(([code, build]) => [code, createRequestHandler(build, "production")]));
  return async (path, comments) => {
    const code = splitLocale(path).locale.code;
    const handle = handlers.get(code);
    if (!handle) throw new Error(`no build renders ${path}`);
    const context = await routerContextOf(builds.get(code)!, { comments: { approved: async () => comments } });
    const response = await handle(new Request(new URL(path, "http://localhost")), context);
    if (response.status !== 200) throw new Error(`rendering ${path} answered ${response.status}`);
    return response.text();
  };
}

export interface ArticlePagesOptions {
  pages: Map<string, PrerenderedPage>;
  comments: CommentSource;
  render(path: string, comments: ApprovedComments): Promise<string>;
}

interface Cached {
  version: string | undefined;
  shows: string;
  page: PrerenderedPage;
}

export function articlePages({ pages, comments, render }: ArticlePagesOptions): Handler {
  const cache = new Map<string, Cached>();
  for (const [path, page] of pages) cache.set(path, { version: undefined, shows: JSON.stringify(NO_COMMENTS), page });
  const refreshing = new Map<string, { version: string; done: Promise<Cached> }>();

  async function refresh(path: string, version: string): Promise<Cached> {
    const current = cache.get(path)!;
    const approved = await comments.approved(articleOf(path));
    const shows = JSON.stringify(approved);
    if (shows === current.shows) return { ...current, version };
    // The inline scripts do not depend on the comments: the build's policy holds.
    return { version, shows, page: await renderedPage(await render(path, approved), current.page.policy) };
  }

  // One refresh per page and version; the last one started is kept.
  function refreshOnce(path: string, version: string): Promise<Cached> {
    const pending = refreshing.get(path);
    if (pending?.version === version) return pending.done;
    const latest = () => refreshing.get(path)?.done === done;
    const done: Promise<Cached> = refresh(path, version).then(
      (fresh) => {
        if (latest()) {
          cache.set(path, fresh);
          refreshing.delete(path);
        }
        return fresh;
      },
      (error: unknown) => {
        if (latest()) refreshing.delete(path);
        throw error;
      },
    );
    refreshing.set(path, { version, done });
    return done;
  }

  async function answer(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    let cached = cache.get(path)!;
    try {
      const version = await comments.version();
      if (version !== cached.version) cached = await refreshOnce(path, version);
    } catch (err) {
      req.log?.error({ err, path }, "article page: could not bring its comments up to date; the cached page is served");
      cached = cache.get(path)!;
    }
    if (!res.writableEnded && !res.destroyed) sendPage(req, res, cached.page);
  }

  return (req, res) => {
    if (!isGetOrHead(req) || !req.url || req.url.includes("?") || !cache.has(req.url)) return false;
    answer(req, res, req.url).catch((err: unknown) => {
      req.log?.error({ err }, "article page failed");
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
    return true;
  };
}
