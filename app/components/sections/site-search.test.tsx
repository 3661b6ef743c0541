import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { hydrateIsland } from "~/client/hydrate";
import { ISLAND_ATTR, PREFIX_ATTR, PROPS_ATTR } from "~/islands/protocol";
import { ANNOUNCE_DELAY_MS, SiteSearch } from "./site-search";
import { searchSite } from "./site-search-index";
import { SiteSearchWidget } from "./site-search-widget";

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, "", "/");
});

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

const results = (form: HTMLElement) => within(form.parentElement!).queryAllByRole("link").map((a) => a.textContent);

describe("SiteSearch", () => {
  it("is a GET search form to the page it is on that lists results and announces the count on submit", async () => {
    const user = userEvent.setup();
    render(<SiteSearch action="/blog/blog-details" placeholder="Search by keyword" />);
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("action", "/blog/blog-details");
    expect(form).toHaveAttribute("method", "get");
    const box = screen.getByRole("searchbox", { name: "Search services and articles" });
    expect(box).toHaveAttribute("name", "q");
    expect(screen.getByRole("status")).toHaveTextContent("");
    await user.type(box, "mobile{Enter}");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/^2 results for “mobile”$/));
    expect(results(form)).toEqual([
      expect.stringContaining("Mobile App Development"),
      expect.stringContaining("Planning a Mobile App Your Customers Will Love"),
    ]);
    // The address says what is shown, as after a real submission.
    expect(window.location.pathname + window.location.search).toBe("/blog/blog-details?q=mobile");
    await user.clear(box);
    await user.type(box, "qwerty{Enter}");
    expect(screen.getByRole("status")).toHaveTextContent("No services or articles match “qwerty”");
    expect(results(form)).toHaveLength(0);
  });

  it("shows results as the visitor types and announces the count once typing pauses", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<SiteSearch action="/service/service-details" placeholder="Search" />);
    const form = screen.getByRole("search");
    await user.type(screen.getByRole("searchbox"), "cloud");
    await waitFor(() => expect(results(form)).toEqual(expect.arrayContaining([expect.stringContaining("Cloud Solution")])));
    expect(screen.getByRole("status")).toHaveTextContent("");
    await act(async () => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(screen.getByRole("status")).toHaveTextContent(/^\d+ results? for “cloud”$/);
  });

  it("renders the results of the request's query on the server, and hydrates to the same markup", async () => {
    const initialHits = searchSite("security");
    const html = renderToString(
      <SiteSearch action="/service/service-details" placeholder="Search" initialQuery="security" initialHits={initialHits} />,
      {
        identifierPrefix: "s-",
      },
    );
    expect(html).toContain('value="security"');
    expect(html).toMatch(/role="status"[^>]*>\d+ results? for “security”/);
    expect(html).toContain("Cyber Security");

    const root = document.createElement("div");
    root.innerHTML = html;
    document.body.append(root);
    const served = root.innerHTML;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const props = { action: "/service/service-details", placeholder: "Search", initialQuery: "security", initialHits, slots: {} };
    await act(async () => hydrateIsland(root, { default: SiteSearch as never }, props, "s-", () => {}));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    root.remove();
    expect(root.innerHTML).toBe(served);
  });
});

describe("SiteSearchWidget", () => {
  it("passes the page's path and its ?q= to the island", async () => {
    const Stub = createRoutesStub([
      { path: "/blog/blog-details", Component: () => <SiteSearchWidget heading="Search" placeholder="Search by keyword" /> },
    ]);
    render(<Stub initialEntries={["/blog/blog-details?q=%20cloud%20"]} />);
    const island = (await screen.findByRole("search")).closest(`[${ISLAND_ATTR}]`)!;
    expect(island).toHaveAttribute(ISLAND_ATTR, "site-search");
    expect(island.getAttribute(PREFIX_ATTR)).toBeTruthy();
    expect(JSON.parse(island.getAttribute(PROPS_ATTR)!)).toEqual({
      action: "/blog/blog-details",
      placeholder: "Search by keyword",
      initialQuery: "cloud",
      initialHits: searchSite("cloud"),
    });
    expect(screen.getByRole("region", { name: "Search" })).toContainElement(island as HTMLElement);
    expect(screen.getByRole("status")).toHaveTextContent(/results? for “cloud”/);
  });
});
