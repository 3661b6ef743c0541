import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { blogComments } from "~/content/blog-article";
import { BlogComments, COMMENT_FORM_ID } from "./blog-comments";

describe("BlogComments", () => {
  it("renders each comment with a real <time> and a Reply link that moves focus to the comment form", async () => {
    const user = userEvent.setup();
    render(
      <>
        <BlogComments comments={blogComments} />
        <form id={COMMENT_FORM_ID} tabIndex={-1} aria-label="Comment form" />
      </>,
    );
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    const times = document.querySelectorAll("time");
    expect([...times].map((t) => t.getAttribute("datetime"))).toEqual(blogComments.map((c) => c.date));
    const reply = screen.getByRole("link", { name: `Reply to ${blogComments[1].author}` });
    expect(reply).toHaveAttribute("href", "#comment-form");
    await user.click(reply);
    expect(screen.getByRole("form", { name: "Comment form" })).toHaveFocus();
  });
});
