import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import type { SiteSearch } from "~/search/search.server";
import { requestContext } from "~/lib/request-context.server";

const { default: SearchPage, loader, meta } = await import("./search");

const cloud = {
  path: "/service",
  title: "Our Services",
  snippet: [
    { text: "… Read More ", mark: false },
    { text: "Cloud", mark: true },
    { text: " Solution ", mark: false },
    { text: "Migrate", mark: true },
    { text: ", modernise …", mark: false },
  ],
};
const search = vi.fn<SiteSearch["search"]>(() => [cloud]);

afterEach(() => {
  vi.clearAllMocks();
  document.body.innerHTML = "";
});

/** The server's load context: the search it hands to the route. */
const context = requestContext({ search: async (): Promise<SiteSearch | undefined> => ({ pages: 16, search }) });

async function load(path: string) {
  const url = new URL(`http://localhost${path}`);
  const result = await loader({ request: new Request(url), url, params: {}, context } as never);
  return result as { query: string; results: (typeof cloud)[] | null };
}

function show(data: Awaited<ReturnType<typeof load>>) {
  document.body.innerHTML = renderToString(<SearchPage loaderData={data as never} params={{}} matches={[] as never} />);
}

describe("/search loader", () => {
  it("searches the query, cleaned and cut to 100 characters", async () => {
    expect(await load("/search?q=%20cloud%20%20migration%20")).toEqual({ query: "cloud migration", results: [cloud] });
    expect(search).toHaveBeenCalledWith("cloud migration");
    const long = await load(`/search?q=${"x".repeat(300)}`);
    expect(long.query).toHaveLength(100);
  });

  it("does not search without a query, and takes the first of repeated ones", async () => {
    expect(await load("/search")).toEqual({ query: "", results: [] });
    expect(await load("/search?q=%00%20")).toEqual({ query: "", results: [] });
    expect(search).not.toHaveBeenCalled();
    expect((await load("/search?q=seo&q=cloud")).query).toBe("seo");
  });

  it("answers 503 when the server has no index, or passes no search", async () => {
    for (const noIndex of [{ search: async () => undefined }, {}]) {
      const url = new URL("http://localhost/search?q=seo");
      const result = (await loader({
        request: new Request(url),
        url,
        params: {},
        context: requestContext(noIndex),
      } as never)) as unknown as {
        init: ResponseInit;
        data: { results: null };
      };
      expect(result.init.status).toBe(503);
      expect(result.data.results).toBeNull();
    }
  });
});

describe("/search page", () => {
  it("lists each result with its title linking to the page, its path and a snippet with the matched words marked", async () => {
    show(await load("/search?q=cloud+migration"));
    expect(screen.getByRole("heading", { level: 2, name: "1 result for “cloud migration”" })).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Search results" });
    const item = within(list).getByRole("listitem");
    expect(within(item).getByRole("heading", { level: 3, name: "Our Services" })).toBeInTheDocument();
    expect(within(item).getByRole("link", { name: "Our Services" })).toHaveAttribute("href", "/service");
    expect(item).toHaveTextContent("/service");
    expect([...item.querySelectorAll("mark")].map((m) => m.textContent)).toEqual(["Cloud", "Migrate"]);
    expect(item).toHaveTextContent("… Read More Cloud Solution Migrate, modernise …");
  });

  it("shows the query back in a GET search form to /search", async () => {
    show(await load("/search?q=cloud+migration"));
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("action", "/search");
    expect(form).toHaveAttribute("method", "get");
    expect(within(form).getByRole("searchbox", { name: "Search the website" })).toHaveValue("cloud migration");
  });

  it("says so when nothing matches, and asks for words when there is no query", async () => {
    search.mockReturnValueOnce([]);
    show(await load("/search?q=qwerty"));
    expect(screen.getByRole("heading", { level: 2, name: "No pages match “qwerty”" })).toBeInTheDocument();
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
    expect(screen.queryByRole("list")).toBeNull();

    show(await load("/search"));
    expect(screen.getByText("Type a word or two to search every page of the website.")).toBeInTheDocument();
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows a query as text: no markup from q reaches the page", async () => {
    const evil = `"><img src=x onerror=alert(1)><script>alert(2)</script>`;
    search.mockReturnValueOnce([]);
    const data = await load(`/search?q=${encodeURIComponent(evil)}`);
    const html = renderToString(<SearchPage loaderData={data as never} params={{}} matches={[] as never} />);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    document.body.innerHTML = html;
    expect(document.querySelector("img, script")).toBeNull();
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(`No pages match “${evil}”`);
    expect(screen.getByRole("searchbox")).toHaveValue(evil);
  });

  it("is not for search engines: meta robots noindex, the query in the title", async () => {
    const tags = meta({ loaderData: { query: "seo", results: [] } } as never);
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags).toContainEqual({ title: "Search results for “seo” | Nexora" });
    expect(meta({ loaderData: { query: "", results: [] } } as never)).toContainEqual({ title: "Search | Nexora" });
  });
});
