import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
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
});
