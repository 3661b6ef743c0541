// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { commentPages } from "../app/lib/comments";
import type { ApprovedComments, PublishedComment } from "../shared/comments";
import { articlePages, storeComments, takeArticlePages, type CommentSource } from "./article-pages";
import { renderedPage, type PrerenderedPage } from "./precompressed";
import type { CommentRow } from "./store/types";

const PRERENDERED = "<!doctype html><title>Blog Details</title><ol><li>Michael</li><li>Jessica</li></ol>";
const POLICY = "script-src 'self' 'sha256-build'";
const ada: PublishedComment = { id: 7, author: "Ada Lovelace", date: "2025-06-01", text: "First!" };
const bob: PublishedComment = { id: 9, author: "Bob", date: "2025-06-02", text: "Second" };

/** A comments source whose version and list the test sets, counting the reads. */
function fakeComments() {
  const state = { version: "0", approved: [] as PublishedComment[], reads: 0, fail: false, articles: [] as string[] };
  const source: CommentSource = {
    async version() {
      if (state.fail) throw new Error("database is down");
      return state.version;
    },
    async approved(article) {
      state.reads++;
      state.articles.push(article);
      return { comments: state.approved, total: state.approved.length, page: 1, pages: 1 };
    },
  };
  return { state, source };
}

/** A renderer that writes the comments into the page, counting the renders; `gate` holds them back. */
function fakeRender() {
  const calls: { path: string; comments: PublishedComment[] }[] = [];
  let release: () => void = () => undefined;
  let gate: Promise<void> | undefined;
  return {
    calls,
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
    render: async (path: string, { comments }: ApprovedComments) => {
      calls.push({ path, comments });
      await gate;
      return `${PRERENDERED.replace("</ol>", "")}${comments.map((c) => `<li>${c.author}</li>`).join("")}</ol><!-- ${path} -->`;
    },
  };
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

async function serveArticles(comments: CommentSource, render: (path: string, c: ApprovedComments) => Promise<string>) {
  const prerendered = new Map<string, PrerenderedPage>();
  for (const path of [...commentPages.keys(), "/about"]) prerendered.set(path, await renderedPage(PRERENDERED, POLICY));
  const pages = takeArticlePages(prerendered);
  const handler = articlePages({ pages, comments, render });
  const server = http.createServer((req, res) => {
    if (!handler(req, res)) res.writeHead(404).end("not here");
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { prerendered, pages, origin };
}

function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** A server with fake comments and renderer; `page()` gets an article page. */
async function setup() {
  const { state, source } = fakeComments();
  const renderer = fakeRender();
  const served = await serveArticles(source, renderer.render);
  const page = (path = "/blog/blog-details", headers: Record<string, string> = {}, method = "GET") =>
    get(`${served.origin}${path}`, headers, method);
  return { state, renderer, page, ...served };
}

const text = (res: { body: Buffer; headers: http.IncomingHttpHeaders }) =>
  (res.headers["content-encoding"] === "br"
    ? zlib.brotliDecompressSync(res.body)
    : res.headers["content-encoding"] === "gzip"
      ? zlib.gunzipSync(res.body)
      : res.body
  ).toString();

describe("takeArticlePages", () => {
  it("takes every blog-details layout and dark twin out of the prerendered pages, and nothing else", async () => {
    const { prerendered, pages } = await serveArticles(fakeComments().source, fakeRender().render);
    expect([...pages.keys()].sort()).toEqual(
      [
        "/blog/blog-details",
        "/blog/blog-details-center",
        "/blog/blog-details-center-dark",
        "/blog/blog-details-dark",
        "/blog/blog-details-right",
        "/blog/blog-details-right-dark",
      ].sort(),
    );
    expect([...prerendered.keys()]).toEqual(["/about"]);
  });
});

describe("articlePages", () => {
  it("serves the prerendered page, byte for byte, while no comment is approved", async () => {
    const { state, renderer, pages, page } = await setup();
    const prerendered = pages.get("/blog/blog-details-dark")!;
    const res = await page("/blog/blog-details-dark", { "accept-encoding": "gzip" });
    expect(res.status).toBe(200);
    expect(res.body.equals(prerendered.gzip.body)).toBe(true);
    expect(res.headers.etag).toBe(prerendered.gzip.etag);
    expect(res.headers["content-security-policy"]).toBe(POLICY);
    expect(renderer.calls).toEqual([]);
    expect(state.articles).toEqual(["/blog/blog-details"]);
  });

  it("renders a page again once, when an approval changes the version, and serves it from memory after", async () => {
    const { state, renderer, page } = await setup();
    await page();

    state.version = "1";
    state.approved = [ada];
    renderer.hold();
    // Visitors arriving while it renders wait for the same render.
    const waiting = Promise.all([1, 2, 3].map(() => page("/blog/blog-details", { "accept-encoding": "br" })));
    await new Promise((r) => setTimeout(r, 50));
    renderer.release();
    const answers = await waiting;
    expect(renderer.calls).toEqual([{ path: "/blog/blog-details", comments: [ada] }]);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(text(res)).toContain("<li>Jessica</li><li>Ada Lovelace</li></ol>");
      // The build's policy for the page: no nonce, no hash computed from what was rendered.
      expect(res.headers["content-security-policy"]).toBe(POLICY);
    }
    const reads = state.reads;
    const again = await page("/blog/blog-details", { "if-none-match": answers[0].headers.etag!, "accept-encoding": "br" });
    expect(again.status).toBe(304);
    expect(state.reads).toBe(reads);
    expect(renderer.calls).toHaveLength(1);

    // Each layout is its own page: the dark twin is rendered with the same comments.
    expect(text(await page("/blog/blog-details-center-dark"))).toContain(
      "<li>Ada Lovelace</li></ol><!-- /blog/blog-details-center-dark -->",
    );
    expect(renderer.calls.map((c) => c.path)).toEqual(["/blog/blog-details", "/blog/blog-details-center-dark"]);
  });

  it("does not render again when the version changed but the article's approved comments did not", async () => {
    const { state, renderer, page } = await setup();
    state.version = "1";
    state.approved = [ada];
    await page();
    state.version = "2"; // a rejection, say
    const res = await page();
    expect(text(res)).toContain("Ada Lovelace");
    expect(renderer.calls).toHaveLength(1);
    expect(state.reads).toBe(2);

    state.version = "3";
    state.approved = []; // the approved comment was erased
    const erased = await page();
    expect(text(erased)).not.toContain("Ada Lovelace");
    expect(renderer.calls.at(-1)).toEqual({ path: "/blog/blog-details", comments: [] });

    state.version = "4";
    state.approved = [ada, bob];
    expect(text(await page())).toContain("<li>Ada Lovelace</li><li>Bob</li></ol>");
  });

  it("serves the page it has when the store cannot be read, and catches up once it can", async () => {
    const { state, page } = await setup();
    state.version = "1";
    state.approved = [ada];
    await page();
    state.fail = true;
    const res = await page();
    expect(res.status).toBe(200);
    expect(text(res)).toContain("Ada Lovelace");
    state.fail = false;
    state.version = "2";
    state.approved = [ada, bob];
    expect(text(await page())).toContain("Bob");
  });

  it("serves the page it has when a render fails, and renders again on the next request", async () => {
    const { state, source } = fakeComments();
    let fail = true;
    const render = async (path: string, { comments }: ApprovedComments) => {
      if (fail) throw new Error("render failed");
      return `<!doctype html>${comments.map((c) => c.author).join()}`;
    };
    const { origin } = await serveArticles(source, render);
    state.version = "1";
    state.approved = [ada];
    const stale = await get(`${origin}/blog/blog-details`);
    expect(stale.status).toBe(200);
    expect(text(stale)).toBe(PRERENDERED);
    fail = false;
    expect(text(await get(`${origin}/blog/blog-details`))).toBe("<!doctype html>Ada Lovelace");
  });

  it("answers HEAD without a body, and leaves other methods, queries and spellings to React Router", async () => {
    const { state, page } = await setup();
    const head = await page("/blog/blog-details", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const path of [
      "/blog/blog-details?sent=comment",
      "/blog/blog-details?utm_source=mail",
      "/Blog/Blog-Details",
      "/blog/blog-details/",
      "/about",
    ]) {
      expect([path, (await page(path)).status]).toEqual([path, 404]);
    }
    expect((await page("/blog/blog-details", {}, "POST")).status).toBe(404);
    expect(state.reads).toBe(1);
  });
});

describe("storeComments", () => {
  it("publishes the author's name, the day and the text, nothing else, and passes the version on", async () => {
    const row: CommentRow = {
      id: 3,
      status: "approved",
      createdAt: "2025-06-01T23:59:00.000Z",
      page: "/blog/blog-details-right",
      article: "/blog/blog-details",
      firstName: " Ada ",
      lastName: "Lovelace",
      message: "line 1\r\nline 2",
      decidedAt: "2025-06-02T08:00:00.000Z",
    };
    const asked: { article: string; limit: number; offset: number }[] = [];
    const source = storeComments(async () => ({
      approvedCommentsPage: async (article: string, window: { limit: number; offset: number }) => (
        asked.push({ article, ...window }),
        { rows: [row], total: 41 }
      ),
      commentsVersion: async () => "12",
    }));
    expect(await source.approved("/blog/blog-details")).toEqual({
      comments: [{ id: 3, author: "Ada Lovelace", date: "2025-06-01", text: "line 1\nline 2" }],
      total: 41,
      page: 1,
      pages: 3,
    });
    expect((await source.approved("/blog/blog-details", 3)).page).toBe(3);
    expect(asked).toEqual([
      { article: "/blog/blog-details", limit: 20, offset: 0 },
      { article: "/blog/blog-details", limit: 20, offset: 40 },
    ]);
    expect(await source.version()).toBe("12");
  });
});
