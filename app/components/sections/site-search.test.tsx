import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import MiniSearch from "minisearch";
import { renderToString } from "react-dom/server";
import { hydrateIsland } from "~/client/hydrate";
import { ISLAND_ATTR, PROPS_ATTR } from "~/islands/protocol";
import { SEARCH_INDEX_URL } from "~/search/index-file";
import { indexOptions, type SearchDocument } from "~/search/search-options";
import { ANNOUNCE_DELAY_MS, LIVE_RESULTS, SiteSearch } from "./site-search";
import { searchBoxWords } from "~/search/labels";
import { SiteSearchWidget } from "./site-search-widget";

const INDEX_URL = "/assets/search-index-0123456789ab.json";

const docs: SearchDocument[] = [
  {
    path: "/service",
    title: "Our Services",
    headings: "Cloud Solution",
    body: "Migrate to the cloud with security reviews.",
    description: "Cloud, security and software services.",
  },
  {
    path: "/home7",
    title: "Managed IT & Cyber Security",
    headings: "Security",
    body: "Security monitoring.",
    description: "Managed IT and cyber security.",
  },
  ...Array.from({ length: 7 }, (_, i) => ({
    path: `/cloud-${i}`,
    title: `Cloud page ${i}`,
    headings: "",
    body: "cloud",
    description: "More about the cloud.",
  })),
];

function indexJson(): string {
  const index = new MiniSearch<SearchDocument>(indexOptions());
  index.addAll(docs);
  return JSON.stringify(index);
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(indexJson(), { status: 200, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The island is given its words, as the page gives them.
const WORDS = searchBoxWords();

const box = () => screen.getByRole("searchbox", { name: "Search the website" });
const results = () => screen.queryByRole("list", { name: "Search results" });

describe("SiteSearch", () => {
  it("is a GET form to /search with a labelled box named q: it works as HTML", () => {
    const html = renderToString(<SiteSearch placeholder="Search by keyword" indexUrl={INDEX_URL} words={WORDS} />);
    document.body.innerHTML = html;
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("action", "/search");
    expect(form).toHaveAttribute("method", "get");
    expect(box()).toHaveAttribute("name", "q");
    expect(box()).toHaveAttribute("placeholder", "Search by keyword");
    expect(box()).toHaveAttribute("maxlength", "100");
    expect(within(form).getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    document.body.innerHTML = "";
  });

  it("loads the index when the box is first focused, not before, and only once", async () => {
    const user = userEvent.setup();
    render(<SiteSearch placeholder="Search" indexUrl={INDEX_URL} words={WORDS} />);
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(box());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toBe(INDEX_URL);
    await user.type(box(), "cloud");
    await user.tab();
    await user.click(box());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the best results as links as the visitor types, and announces the count once typing pauses", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<SiteSearch placeholder="Search" indexUrl={INDEX_URL} words={WORDS} />);
    await user.type(box(), "secruity");
    await waitFor(() => expect(results()).not.toBeNull());
    const links = within(results()!).getAllByRole("link");
    expect(links[0]).toHaveAttribute("href", "/home7");
    expect(links[0]).toHaveTextContent("Managed IT & Cyber Security");
    // The short text, with the matched word marked.
    expect(links[0].querySelector("mark")).toHaveTextContent("security");
    expect(screen.getByRole("status")).toHaveTextContent("");
    await act(async () => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(screen.getByRole("status")).toHaveTextContent(/^2 results for “secruity”$/);

    await user.clear(box());
    await user.type(box(), "qwertyuiop");
    await waitFor(() => expect(results()).toBeNull());
    await act(async () => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(screen.getByRole("status")).toHaveTextContent("No pages match “qwertyuiop”");

    // A direction override typed or pasted is not echoed: it would turn the sentence around it (as /search strips it).
    await user.clear(box());
    await user.type(box(), "\u202Eevil");
    await act(async () => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(screen.getByRole("status").textContent).toBe("No pages match “evil”");
  });

  it(`lists at most ${LIVE_RESULTS} results, with a link to all of them on /search`, async () => {
    const user = userEvent.setup();
    render(<SiteSearch placeholder="Search" indexUrl={INDEX_URL} words={WORDS} />);
    await user.type(box(), "cloud");
    await waitFor(() => expect(within(results()!).getAllByRole("link")).toHaveLength(LIVE_RESULTS));
    expect(screen.getByRole("link", { name: "See all results (8)" })).toHaveAttribute("href", "/search?q=cloud");
  });

  it("is keyboard-operable: Tab reaches the results, Escape clears the box from anywhere in it", async () => {
    const user = userEvent.setup();
    render(<SiteSearch placeholder="Search" indexUrl={INDEX_URL} words={WORDS} />);
    await user.type(box(), "security");
    await waitFor(() => expect(results()).not.toBeNull());
    await user.tab();
    expect(screen.getByRole("button", { name: "Search" })).toHaveFocus();
    await user.tab();
    expect(within(results()!).getAllByRole("link")[0]).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue("");
    expect(results()).toBeNull();
    await user.type(box(), "cloud");
    await waitFor(() => expect(results()).not.toBeNull());
    await user.keyboard("{Escape}");
    expect(box()).toHaveValue("");
    expect(results()).toBeNull();
  });

  it("submits to /search on Enter (the form is not taken over)", async () => {
    const user = userEvent.setup();
    render(<SiteSearch placeholder="Search" indexUrl={INDEX_URL} words={WORDS} />);
    // After React's handlers: was the submission left to the browser?
    const submitted: boolean[] = [];
    const onSubmit = (event: Event) => {
      submitted.push(event.defaultPrevented);
      event.preventDefault(); // jsdom does not navigate
    };
    document.addEventListener("submit", onSubmit);
    await user.type(box(), "seo{Enter}");
    document.removeEventListener("submit", onSubmit);
    expect(submitted).toEqual([false]);
  });

  it("says Enter still works when the index cannot load, and tries again on the next focus", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const ok = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async () => new Response("gone", { status: 404 }));
    const user = userEvent.setup();
    render(<SiteSearch placeholder="Search" indexUrl={INDEX_URL} words={WORDS} />);
    await user.type(box(), "cloud");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Press Enter to see the results."));
    expect(results()).toBeNull();
    fetchMock.mockImplementation(ok);
    await user.tab();
    await user.click(box());
    await waitFor(() => expect(results()).not.toBeNull());
    expect(screen.getByRole("status")).not.toHaveTextContent("Press Enter");
  });

  it("hydrates the server's markup unchanged, and catches up with what was typed before it started", async () => {
    const props = { placeholder: "Search", indexUrl: INDEX_URL, words: WORDS };
    const html = renderToString(<SiteSearch {...props} />, { identifierPrefix: "s-" });
    const root = document.createElement("div");
    root.innerHTML = html;
    document.body.append(root);
    const served = root.innerHTML;
    const input = root.querySelector("input")!;
    input.focus();
    input.value = "cloud";
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => hydrateIsland(root, SiteSearch as never, { ...props, slots: {} }, "s-", () => {}));
    expect(errors).not.toHaveBeenCalled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(root).getByRole("list", { name: "Search results" })).toBeInTheDocument());
    // Hydrated in place: the same box, same ids as served.
    expect(root.querySelector("input")).toBe(input);
    expect(served).toContain(`id="${input.id}"`);
    root.remove();
  });
});

describe("SiteSearchWidget", () => {
  it("renders the island in a Search widget with the build's index URL and the page's words", () => {
    document.body.innerHTML = renderToString(<SiteSearchWidget heading="Search" placeholder="Search by keyword" />);
    const island = document.querySelector(`[${ISLAND_ATTR}]`)!;
    expect(island).toHaveAttribute(ISLAND_ATTR, "site-search");
    expect(JSON.parse(island.getAttribute(PROPS_ATTR)!)).toEqual({
      placeholder: "Search by keyword",
      indexUrl: SEARCH_INDEX_URL,
      words: expect.objectContaining({
        boxLabel: "Search the website",
        resultsFor: { one: "{count} result for “{query}”", other: "{count} results for “{query}”" },
      }),
    });
    expect(screen.getByRole("region", { name: "Search" })).toContainElement(island as HTMLElement);
    document.body.innerHTML = "";
  });
});
