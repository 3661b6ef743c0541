import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { blogComments } from "~/content/blog-article";
import { BlogComments, COMMENT_FORM_ID } from "./blog-comments";
import { COMMENTS_PER_PAGE, commentPageCount, type PublishedComment } from "../../../shared/comments";

const onePage = (comments: PublishedComment[]) => ({ comments, total: comments.length, page: 1, pages: 1 });

/** Page `page` of `total` approved comments, as the store gives it: the newest first, each page oldest first. */
function pageOf(total: number, page: number) {
  const newest = total - (page - 1) * COMMENTS_PER_PAGE;
  const from = Math.max(1, newest - COMMENTS_PER_PAGE + 1);
  const comments = Array.from({ length: newest - from + 1 }, (_, i) => ({
    id: from + i,
    author: `Visitor ${from + i}`,
    date: "2025-06-01",
    text: "Thanks",
  }));
  return { comments, total, page, pages: commentPageCount(total) };
}

// The link's words as a browser names it (tests/e2e checks that name in Chromium). jsdom 29 gives a span its default
// display, inline, and testing-library's name computation then trims the hidden suffix's leading space.
const textIs = (text: string) => (_name: string, element: Element) => element.textContent === text;

describe("an article's comment pages", () => {
  const href = (n: number) => `/blog/blog-details?comments=${n}#comments`;
  const authors = () => screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent);
  const pageLinks = () =>
    screen.queryAllByRole("navigation", { name: "More comments" }).map((nav) =>
      within(nav)
        .getAllByRole("link")
        .map((a) => `${a.textContent} → ${a.getAttribute("href")}`),
    );

  it("page 1: the samples, a link to the older comments with how many, then the newest twenty", () => {
    render(<BlogComments comments={blogComments()} approved={pageOf(45, 1)} pageHref={href} />);
    expect(authors()).toEqual([...blogComments().map((c) => c.author), ...Array.from({ length: 20 }, (_, i) => `Visitor ${26 + i}`)]);
    expect(pageLinks()).toEqual([["Older comments (25) → /blog/blog-details?comments=2#comments"]]);
  });

  it("an older page: its own comments, then links to the newer and the older ones, no samples", () => {
    render(<BlogComments comments={blogComments()} approved={pageOf(45, 2)} pageHref={href} />);
    expect(authors()).toEqual(Array.from({ length: 20 }, (_, i) => `Visitor ${6 + i}`));
    const both = ["Newer comments → /blog/blog-details?comments=1#comments", "Older comments (5) → /blog/blog-details?comments=3#comments"];
    expect(pageLinks()).toEqual([both]);
  });

  it("the oldest page links to the newer ones only; twenty or fewer need no links at all", () => {
    render(<BlogComments comments={blogComments()} approved={pageOf(45, 3)} pageHref={href} />);
    expect(authors()).toEqual(["Visitor 1", "Visitor 2", "Visitor 3", "Visitor 4", "Visitor 5"]);
    expect(pageLinks()).toEqual([["Newer comments → /blog/blog-details?comments=2#comments"]]);
    document.body.innerHTML = "";
    render(<BlogComments comments={blogComments()} approved={pageOf(20, 1)} pageHref={href} />);
    expect(authors()).toHaveLength(blogComments().length + 20);
    expect(pageLinks()).toEqual([]);
  });
});

describe("BlogComments", () => {
  it("renders each comment with a real <time> and a Reply link to the comment form", () => {
    render(<BlogComments comments={blogComments()} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    const times = document.querySelectorAll("time");
    expect([...times].map((t) => t.getAttribute("datetime"))).toEqual(blogComments().map((c) => c.date));
    // A plain fragment link: the form (tabindex -1) takes the focus natively, which
    // tests/e2e/forms-browser.spec.ts checks in Chromium (jsdom does not follow fragments).
    const reply = screen.getByRole("link", { name: textIs(`Reply to ${blogComments()[1].author}`) });
    expect(reply).toHaveAttribute("href", `#${COMMENT_FORM_ID}`);
    expect(COMMENT_FORM_ID).toBe("comment-form");
  });

  it("shows a visitor's markup and script as text: no element is made from it", () => {
    const text = "<script>alert(1)</script><img src=x onerror=alert(1)>\n&amp; <b>bold</b>";
    const author = "<i>Eve</i>";
    const html = renderToString(
      <BlogComments comments={blogComments()} approved={onePage([{ id: 1, author, date: "2025-06-01", text }])} />,
    );
    expect(html).not.toMatch(/<script|<img src="x"|<b>|<i>|onerror=alert\(1\)>/);
    document.body.innerHTML = html;
    const items = document.querySelectorAll("li");
    expect(items).toHaveLength(3);
    const visitor = items[2];
    expect(visitor.querySelectorAll("script, b, i, [onerror]")).toHaveLength(0);
    expect(visitor.querySelectorAll("img")).toHaveLength(0);
    expect(within(visitor as HTMLElement).getByRole("heading", { level: 4 }).textContent).toBe(author);
    expect(visitor.querySelector("p.whitespace-pre-line")?.textContent).toBe(text);
    document.body.innerHTML = "";
  });

  it("gives a visitor's comment the first letter of the name instead of a picture", () => {
    render(<BlogComments comments={[]} approved={onePage([{ id: 1, author: "élodie Martin", date: "2025-06-01", text: "Merci" }])} />);
    const item = screen.getByRole("listitem");
    expect(item.querySelector("img")).toBeNull();
    expect(item.querySelector("[aria-hidden='true']")?.textContent).toBe("É");
    expect(within(item).getByRole("link", { name: textIs("Reply to élodie Martin") })).toHaveAttribute("href", `#${COMMENT_FORM_ID}`);
  });
});
