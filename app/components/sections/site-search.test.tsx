import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { SiteSearch, searchSite } from "./site-search";

describe("searchSite", () => {
  it("matches services and articles on every word, case-insensitively", () => {
    expect(searchSite("CLOUD").map((h) => h.title)).toEqual(
      expect.arrayContaining(["Cloud Solution", "A Practical Checklist for a Smooth Cloud Migration"]),
    );
    expect(searchSite("cloud checklist").map((h) => h.title)).toEqual([
      "A Practical Checklist for a Smooth Cloud Migration",
    ]);
    expect(searchSite("   ")).toEqual([]);
    expect(searchSite("zzzz-nothing")).toEqual([]);
  });

  it("links services to the service page and articles to the blog article", () => {
    for (const hit of searchSite("security", 20)) {
      expect(hit.href).toBe(hit.kind === "Service" ? "/service/service-details" : "/blog/blog-details");
    }
  });
});

describe("SiteSearch", () => {
  it("is a GET search form to the current page that lists results and announces the count", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={["/blog/blog-details"]}>
        <SiteSearch heading="Search" placeholder="Search by keyword" />
      </MemoryRouter>,
    );
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("action", "/blog/blog-details");
    expect(form).toHaveAttribute("method", "get");
    const box = screen.getByRole("searchbox", { name: "Search services and articles" });
    expect(box).toHaveAttribute("name", "q");
    await user.type(box, "mobile{Enter}");
    expect(screen.getByRole("status")).toHaveTextContent(/^2 results for “mobile”$/);
    const results = within(form.parentElement!).getAllByRole("link");
    expect(results.map((a) => a.textContent)).toEqual([
      expect.stringContaining("Mobile App Development"),
      expect.stringContaining("Planning a Mobile App Your Customers Will Love"),
    ]);
    await user.clear(box);
    await user.type(box, "qwerty{Enter}");
    expect(screen.getByRole("status")).toHaveTextContent("No services or articles match “qwerty”");
    expect(within(form.parentElement!).queryAllByRole("link")).toHaveLength(0);
  });
});
