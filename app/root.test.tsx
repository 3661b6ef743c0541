import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { ErrorBoundary, SPECULATION_RULES } from "./root";

function renderFailing(route: { Component?: () => never; loader?: () => never; id?: string; path?: string }) {
  const Stub = createRoutesStub([{ path: "/", Component: () => null, ...route, ErrorBoundary }]);
  render(<Stub initialEntries={[route.path ?? "/"]} />);
}

describe("root error boundary", () => {
  beforeEach(() => {
    // React reports the thrown render error on the console; that is expected here.
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it("shows a thrown error as 500 inside the site shell, without the stack in production", async () => {
    vi.stubEnv("DEV", false);
    renderFailing({
      Component: () => {
        throw new Error("database password leaked");
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText("500 Internal Server Error")).toBeVisible();
    expect(document.body.textContent).not.toContain("database password leaked");
    expect(document.body.textContent).not.toMatch(/at .*\.tsx?:\d+/);
    // Inside the shell: header navigation, footer and a way back home.
    expect(screen.getAllByRole("navigation", { name: "Main" }).length).toBeGreaterThan(0);
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("shows a route error response with its status and text", async () => {
    renderFailing({
      loader: () => {
        throw data(null, { status: 404, statusText: "Not Found" });
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText("404 Not Found")).toBeVisible();
  });

  it("heads a request the client got wrong (400, 405) as such, not as an application error, without the page's banner", async () => {
    // The contact page's route id: its title banner ("Contact Us") would be a second h1.
    renderFailing({
      id: "contact",
      path: "/contact",
      loader: () => {
        throw data("Bad Request", { status: 400, statusText: "Bad Request" });
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "We could not read your request" }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText("400 Bad Request")).toBeVisible();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(document.body.textContent).not.toContain("Unexpected Application Error");
  });

  it("heads a 405 as a request we could not process", async () => {
    renderFailing({
      loader: () => {
        throw data(null, { status: 405, statusText: "Method Not Allowed" });
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "We could not process your request" }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText("405 Method Not Allowed")).toBeVisible();
  });
});

describe("speculation rules", () => {
  const rules = JSON.parse(SPECULATION_RULES) as Record<string, { where: unknown; eagerness: string }[]>;

  // On a phone an eagerer rule acts on every link that comes into view, on the main thread of the page being used.
  it("prerender a page only once its link is pressed, and nothing ahead of that", () => {
    expect(Object.keys(rules)).toEqual(["prerender"]);
    expect(rules.prerender.map((r) => r.eagerness)).toEqual(["conservative"]);
  });

  it("leave links with a query and nofollow links alone", () => {
    const where = JSON.stringify(rules.prerender[0].where);
    expect(where).toContain('{"not":{"href_matches":"/*\\\\?*"}}');
    expect(where).toContain('{"not":{"selector_matches":"[rel~=nofollow]"}}');
  });
});
