/**
 * The article pages (every layout and dark twin of /blog/blog-details) with the comments a
 * moderator approved, without a rebuild.
 *
 * They are answered like the other prerendered pages (from memory, precompressed, with an ETag
 * and the build's hashes of their inline scripts in the Content-Security-Policy) from a cache
 * of one entry per page, which starts as the prerendered file: the page with no approved
 * comment. On every request the store's comments version is read (one row, by its key). It
 * changes in the same transaction as every moderation decision and every deletion of an
 * approved comment, whichever process made it: `npm run leads -- approve` runs in another one,
 * and several server instances may share a PostgreSQL database. When it has changed, the
 * article's approved comments are read; only if they differ from the cached page's is the page
 * rendered again (through the server build, as the prerender did, with those comments in the
 * load context) and compressed, once for all the requests waiting on it. So an approval shows
 * on the next request, and a visit costs one indexed read more than a prerendered page.
 *
 * Why not render these pages on every request: they would lose what the others have (the
 * speed, the ETag, the hash-based policy: rendered on request they need a fresh nonce), and a
 * crowd on an article would cost a React render each, for a list that changes a few times a
 * week. If the store cannot be read, the cached page is served (at worst without the newest
 * approvals) and the error logged.
 *
 * Requests with a query string (a form's ?sent= confirmation, tracking parameters) and other
 * spellings of the paths are left to React Router, which renders them on request with the same
 * loader and comments (server.ts's load context).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler, type ServerBuild } from "react-router";
import { ARTICLE_PATH, articleOf } from "../shared/article";
import { publishedComment, type CommentReader, type PublishedComment } from "../shared/comments";
import { isGetOrHead, type Handler } from "./front";
import { renderedPage, sendPage, type PrerenderedPage } from "./precompressed";
import type { LeadStore } from "./store/types";

/** Approved comments, and the version that tells when they may have changed. */
export interface CommentSource extends CommentReader {
  version(): Promise<string>;
}

/** The comments of the lead store (opened on first use, e.g. `() => leads.store()`). */
export function storeComments(store: () => Promise<Pick<LeadStore, "approvedComments" | "commentsVersion">>): CommentSource {
  return {
    async approved(article) {
      return (await (await store()).approvedComments(article)).map(publishedComment);
    },
    async version() {
      return (await store()).commentsVersion();
    },
  };
}

/** Takes the article pages out of the prerendered pages and returns them (for `articlePages`). */
export function takeArticlePages(pages: Map<string, PrerenderedPage>): Map<string, PrerenderedPage> {
  const taken = new Map<string, PrerenderedPage>();
  for (const [path, page] of pages) {
    if (articleOf(path) !== ARTICLE_PATH) continue;
    taken.set(path, page);
    pages.delete(path);
  }
  return taken;
}

/** Renders a page of the build as the prerender does, with these approved comments in the load context. */
export function renderWithComments(build: ServerBuild): (path: string, comments: PublishedComment[]) => Promise<string> {
  const handle = createRequestHandler(build, "production");
  return async (path, comments) => {
    const response = await handle(new Request(new URL(path, "http://localhost")), { comments: { approved: async () => comments } });
    if (response.status !== 200) throw new Error(`rendering ${path} answered ${response.status}`);
    return response.text();
  };
}

export interface ArticlePagesOptions {
  /** The prerendered article pages, by path (`takeArticlePages`). */
  pages: Map<string, PrerenderedPage>;
  comments: CommentSource;
  /** The document of a page with these approved comments (`renderWithComments`). */
  render(path: string, comments: PublishedComment[]): Promise<string>;
}

interface Cached {
  version: string | undefined;
  /** The approved comments the page shows, as JSON. */
  shows: string;
  page: PrerenderedPage;
}

/** The article pages, for their exact paths, with the approved comments as they are now. */
export function articlePages({ pages, comments, render }: ArticlePagesOptions): Handler {
  const cache = new Map<string, Cached>();
  for (const [path, page] of pages) cache.set(path, { version: undefined, shows: JSON.stringify([]), page });
  const refreshing = new Map<string, { version: string; done: Promise<Cached> }>();

  async function refresh(path: string, version: string): Promise<Cached> {
    const current = cache.get(path)!;
    const approved = await comments.approved(articleOf(path));
    const shows = JSON.stringify(approved);
    if (shows === current.shows) return { ...current, version };
    // The build's policy for the page: its inline scripts do not depend on the comments.
    return { version, shows, page: await renderedPage(await render(path, approved), current.page.policy) };
  }

  /** One refresh per page and version, whoever asks; the last one started is the one kept. */
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
