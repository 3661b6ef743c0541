import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { blogComments } from "~/content/blog-article";
import { BlogComments, COMMENT_FORM_ID } from "./blog-comments";

describe("BlogComments", () => {
  it("renders each comment with a real <time> and a Reply link to the comment form", () => {
    render(<BlogComments comments={blogComments} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    const times = document.querySelectorAll("time");
    expect([...times].map((t) => t.getAttribute("datetime"))).toEqual(blogComments.map((c) => c.date));
    // A plain fragment link: the form (tabindex -1) takes the focus natively, which
    // tests/e2e/forms-browser.spec.ts checks in Chromium (jsdom does not follow fragments).
    const reply = screen.getByRole("link", { name: `Reply to ${blogComments[1].author}` });
    expect(reply).toHaveAttribute("href", `#${COMMENT_FORM_ID}`);
    expect(COMMENT_FORM_ID).toBe("comment-form");
  });

  it("shows a visitor's markup and script as text: no element is made from it", () => {
    const text = "<script>alert(1)</script><img src=x onerror=alert(1)>\n&amp; <b>bold</b>";
    const author = "<i>Eve</i>";
    const html = renderToString(<BlogComments comments={blogComments} approved={[{ id: 1, author, date: "2025-06-01", text }]} />);
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
    render(<BlogComments comments={[]} approved={[{ id: 1, author: "élodie Martin", date: "2025-06-01", text: "Merci" }]} />);
    const item = screen.getByRole("listitem");
    expect(item.querySelector("img")).toBeNull();
    expect(item.querySelector("[aria-hidden='true']")?.textContent).toBe("É");
    expect(within(item).getByRole("link", { name: "Reply to élodie Martin" })).toHaveAttribute("href", `#${COMMENT_FORM_ID}`);
  });
});
