// The article pages with approved comments, without a rebuild: served like prerendered pages from a one-per-page cache,
// re-rendered only when the store's comments version and the approved list change. Rendering each request would lose the ETag
// and hash-based CSP and cost a React render per visit for a list that changes weekly. Other spellings and query strings go to React Router.
import type { IncomingMessage, ServerResponse } from "node:http";
import { articleOf, isArticlePage } from "../shared/article";
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

export interface ArticlePagesOptions {
  pages: Map<string, PrerenderedPage>;
  comments: CommentSource;
  /** Renders at the content revision `revision()` names (server/live-content.ts). */
  render(path: string, comments: ApprovedComments): Promise<string>;
  /** The revision whose content the live pages were rendered with: a new one renders each page again on its next request. */
  revision?: () => number;
  /** The revision a response names (X-Content-Revision): the store's latest, which may hold the same content. */
  servedRevision?: () => number;
}

interface Cached {
  version: string | undefined;
  /** The content revision the page was rendered at. */
  revision: number;
  shows: string;
  page: PrerenderedPage;
}

export function articlePages({ pages, comments, render, revision = () => 0, servedRevision }: ArticlePagesOptions): Handler {
  const cache = new Map<string, Cached>();
  for (const [path, page] of pages) cache.set(path, { version: undefined, revision: 0, shows: JSON.stringify(NO_COMMENTS), page });
  const refreshing = new Map<string, { version: string; done: Promise<Cached> }>();

  async function refresh(path: string, version: string, atRevision: number): Promise<Cached> {
    const current = cache.get(path)!;
    const approved = await comments.approved(articleOf(path));
    const shows = JSON.stringify(approved);
    if (shows === current.shows && atRevision === current.revision) return { ...current, version };
    // The inline scripts do not depend on the comments or the content: the build's policy holds.
    return { version, revision: atRevision, shows, page: await renderedPage(await render(path, approved), current.page.policy) };
  }

  // One refresh per page and version; the last one started is kept.
  function refreshOnce(path: string, version: string): Promise<Cached> {
    const pending = refreshing.get(path);
    if (pending?.version === version) return pending.done;
    const latest = () => refreshing.get(path)?.done === done;
    const done: Promise<Cached> = refresh(path, version, Number(version.slice(version.lastIndexOf("@") + 1))).then(
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
      // The comments' version and the content revision together: either one new renders the page again.
      const version = `${await comments.version()}@${revision()}`;
      if (version !== cached.version) cached = await refreshOnce(path, version);
    } catch (err) {
      req.log?.error({ err, path }, "article page: could not bring its comments up to date; the cached page is served");
      cached = cache.get(path)!;
    }
    if (!res.writableEnded && !res.destroyed) sendPage(req, res, cached.page, servedRevision?.());
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
