import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { requestContext } from "~/lib/request-context.server";
import type { RequestValues } from "../../server/load-context";
import { describe, expect, it, vi } from "vitest";
import { blogComments } from "~/content/blog-article";
import { formatIsoDate } from "~/content/format";
import { commentPageCount, NO_COMMENTS, type PublishedComment } from "../../shared/comments";
import BlogDetailsPage, { loader } from "./blog-details";

const approved: PublishedComment[] = [
  { id: 4, author: "Ada Lovelace", date: "2025-06-01", text: "The engine could compose music." },
  { id: 9, author: "Grace Hopper", date: "2025-06-03", text: "It's easier to ask forgiveness\nthan it is to get permission." },
];

/** A comment reader that records which articles it was asked for. */
function reader(comments: PublishedComment[] = approved, total = comments.length) {
  const asked: string[] = [];
  const pages = commentPageCount(total);
  return {
    asked,
    comments: {
      approved: async (article: string, page = 1) => (asked.push(`${article} ${page}`), { comments, total, page, pages }),
    },
  };
}

const args = (path: string, values: RequestValues = {}) => {
  const url = new URL(`http://localhost${path}`);
  return { request: new Request(url), url, params: {}, context: requestContext(values) } as unknown as Parameters<typeof loader>[0];
};

describe("blog-details loader", () => {
  it("reads the approved comments of the page's article, from every layout and dark twin", async () => {
    for (const path of ["/blog/blog-details", "/blog/blog-details-right", "/blog/blog-details-center-dark", "/Blog/Blog-Details-Dark"]) {
      const { asked, comments } = reader();
      expect(await loader(args(path, { comments }))).toEqual({ comments: { comments: approved, total: 2, page: 1, pages: 1 } });
      expect([path, asked]).toEqual([path, ["/blog/blog-details 1"]]);
    }
  });

  it("reads an older page of comments from ?comments=N", async () => {
    const { asked, comments } = reader(approved, 45);
    const data = await loader(args("/blog/blog-details-right?comments=3", { comments }));
    expect(data.comments.page).toBe(3);
    expect(asked).toEqual(["/blog/blog-details 3"]);
  });

  it("sends a page that is not one to the nearest that is: past the last, page 1, or not a number", async () => {
    for (const [query, to] of [
      ["?comments=4", "/blog/blog-details-dark?comments=3#comments"],
      ["?comments=999999", "/blog/blog-details-dark?comments=3#comments"],
      ["?comments=1", "/blog/blog-details-dark#comments"],
      ["?comments=0", "/blog/blog-details-dark#comments"],
      ["?comments=two", "/blog/blog-details-dark#comments"],
      ["?comments=", "/blog/blog-details-dark#comments"],
    ]) {
      const { comments } = reader(approved, 45);
      const thrown = await loader(args(`/blog/blog-details-dark${query}`, { comments })).catch((e: unknown) => e);
      expect([query, thrown instanceof Response && thrown.status, (thrown as Response).headers?.get("Location")]).toEqual([query, 302, to]);
    }
  });

  it("redirects within the page's language: its prefix kept", async () => {
    const { comments } = reader(approved, 45);
    const thrown = await loader(args("/de/blog/blog-details?comments=9", { comments })).catch((e: unknown) => e);
    expect((thrown as Response).headers.get("Location")).toBe("/de/blog/blog-details?comments=3#comments");
  });

  it("gives no comments without a server context (the prerender at build time)", async () => {
    expect(await loader(args("/blog/blog-details", {}))).toEqual({ comments: NO_COMMENTS });
    expect(await loader(args("/blog/blog-details"))).toEqual({ comments: NO_COMMENTS });
  });

  it("shows the page without them, and logs why, when they cannot be read", async () => {
    const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
    const failing = { approved: async () => Promise.reject(new Error("database is down")) };
    expect(await loader(args("/blog/blog-details", { comments: failing, log }))).toEqual({ comments: NO_COMMENTS });
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, "reading the approved comments failed");
  });
});

describe("blog-details page", () => {
  async function renderPage(path: string, comments: PublishedComment[]) {
    const id = path.slice("/blog/".length);
    const Stub = createRoutesStub([
      {
        id,
        path,
        Component: BlogDetailsPage as never,
        loader: () => ({ comments: { comments, total: comments.length, page: 1, pages: 1 } }),
        HydrateFallback: () => null,
      },
    ]);
    render(<Stub initialEntries={[path]} />);
    // The first render in a worker also loads the page's modules: slower than findBy's second on a busy machine.
    return screen.findByRole("heading", { name: "Blog Comments" }, { timeout: 5_000 });
  }

  it("shows the spec's two samples, then the approved comments oldest first, with name and date", async () => {
    const heading = await renderPage("/blog/blog-details-center-dark", approved);
    const list = heading.parentElement!.querySelector("ol")!;
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => within(li).getByRole("heading", { level: 4 }).textContent)).toEqual([
      ...blogComments().map((c) => c.author),
      "Ada Lovelace",
      "Grace Hopper",
    ]);
    expect(items.map((li) => li.querySelector("time")?.getAttribute("datetime"))).toEqual([
      ...blogComments().map((c) => c.date),
      "2025-06-01",
      "2025-06-03",
    ]);
    // Shown as the samples are: a readable date, and a Reply link to the form.
    expect(items[3].querySelector("time")?.textContent).toBe(formatIsoDate("2025-06-03"));
    expect(
      within(items[3]).getByRole("link", {
        // By its words: jsdom 29's inline span lets testing-library trim the hidden " to <author>" (Chromium does not).
        name: (_name, element) => element.textContent === "Reply to Grace Hopper",
      }),
    ).toHaveAttribute("href", "#comment-form");
    // Line breaks kept.
    const text = within(items[3]).getByText(/easier to ask/);
    expect(text.textContent).toBe(approved[1].text);
    expect(text).toHaveClass("whitespace-pre-line");
  });

  it("shows only the samples when no comment is approved", async () => {
    const heading = await renderPage("/blog/blog-details", []);
    expect(within(heading.parentElement!.querySelector("ol")!).getAllByRole("listitem")).toHaveLength(2);
  });
});
