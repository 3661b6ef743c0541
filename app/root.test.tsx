import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { ErrorBoundary } from "./root";

function renderFailing(route: { Component?: () => never; loader?: () => never }) {
  const Stub = createRoutesStub([{ path: "/", Component: () => null, ...route, ErrorBoundary }]);
  render(<Stub initialEntries={["/"]} />);
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
});
