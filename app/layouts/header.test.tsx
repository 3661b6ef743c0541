import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { PageShell } from "~/pages";
import { Header } from "./header";
import { ScrollToTop } from "./scroll-to-top";

/** The header as the server sends it for `path` (its behaviour is native HTML and app/client/header.ts). */
function serve(path = "/", cta: PageShell["cta"] = "Get A Quote") {
  document.body.innerHTML = renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Header shell={{ cta, scrollTop: false }} />
    </MemoryRouter>,
  );
  const [desktop, mobile] = [screen.getByRole("navigation", { name: "Main" }), screen.getByRole("navigation", { name: "Main menu" })];
  return { desktop, mobile };
}

/** The element a popover button opens. */
function target(button: HTMLElement): HTMLElement {
  const el = document.getElementById(button.getAttribute("popovertarget") ?? "");
  expect(el).not.toBeNull();
  return el as HTMLElement;
}

describe("Header (server markup)", () => {
  // The markup as served, closed menus included: jsdom 29 hides a closed popover (display: none) as a browser does, and
  // these tests name what is inside one. The popovers' opening is native (tests/e2e).
  const shown = document.createElement("style");
  shown.textContent = "[popover] { display: block !important; }";
  beforeAll(() => void document.head.append(shown));
  afterAll(() => shown.remove());

  it("shows the call-to-action label it is given, linking to /contact", () => {
    serve("/", "Get Started Now");
    const ctas = screen.getAllByRole("link", { name: "Get Started Now" });
    expect(ctas).toHaveLength(2); // in the bar, and at the end of the mobile menu for small phones
    for (const cta of ctas) expect(cta).toHaveAttribute("href", "/contact");
  });

  it("links the same page in every language, each name in its own language, in the bar and in the mobile menu", () => {
    serve("/blog/blog-details-right");
    // A landmark in the bar; in the mobile menu (a landmark itself) a labelled group.
    const switchers = [screen.getByRole("navigation", { name: "Language" }), screen.getByRole("group", { name: "Language" })];
    for (const nav of switchers) {
      const links = within(nav).getAllByRole("link");
      expect(links.map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("hreflang"), a.getAttribute("lang")])).toEqual([
        ["English", "/blog/blog-details-right", "en", "en"],
        ["Deutsch", "/de/blog/blog-details-right", "de", "de"],
        ["العربية", "/ar/blog/blog-details-right", "ar", "ar"],
      ]);
      expect(links[0]).toHaveAttribute("aria-current", "page");
      expect(links[2]).toHaveAttribute("dir", "rtl");
    }
    // An unknown address (the error page): each language's home.
    serve("/no-such-page");
    expect(within(screen.getByRole("navigation", { name: "Language" })).getByRole("link", { name: "Deutsch" })).toHaveAttribute(
      "href",
      "/de",
    );
  });

  it("keeps the query of a page rendered on request (the search's words, a confirmation link's token), no other", () => {
    const german = () => within(screen.getByRole("navigation", { name: "Language" })).getByRole("link", { name: "Deutsch" });
    serve("/search?q=cloud%20migration");
    expect(german()).toHaveAttribute("href", "/de/search?q=cloud%20migration");
    serve("/newsletter/confirm?token=abc.123");
    expect(german()).toHaveAttribute("href", "/de/newsletter/confirm?token=abc.123");
    serve("/about?utm_source=mail");
    expect(german()).toHaveAttribute("href", "/de/about");
  });

  it("renders the bar in its default scroll state", () => {
    serve();
    const bar = document.querySelector("[data-header-state]");
    expect(bar).toHaveAttribute("data-header-state", "default");
    expect(bar?.parentElement).toHaveStyle({ height: "80px" });
  });

  it("opens each desktop submenu with a popover button, with no aria-expanded in the markup", () => {
    const { desktop } = serve();
    const company = within(desktop).getByRole("button", { name: "Company" });
    const work = within(desktop).getByRole("button", { name: "Our Work menu" });
    for (const button of [company, work]) {
      expect(button).toHaveAttribute("type", "button");
      // Stale without the header module, it would override the browser's own expanded state.
      expect(button).not.toHaveAttribute("aria-expanded");
      const list = target(button);
      expect(list.tagName).toBe("UL");
      expect(list).toHaveAttribute("popover", "auto");
      expect(button.closest("li")).toContainElement(list);
    }
    expect(
      within(target(company))
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/about", "/team"]);
    expect(
      within(target(work))
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/project", "/testimonial"]);
    // Our Work keeps its own link beside the button.
    expect(within(desktop).getByRole("link", { name: "Our Work" })).toHaveAttribute("href", "/project");
  });

  it("toggles the mobile menu with a popover button named Menu", () => {
    const { mobile } = serve();
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle).toHaveClass("mobile-menu-toggle");
    expect(toggle).not.toHaveAttribute("aria-expanded");
    expect(target(toggle)).toBe(mobile);
    expect(mobile).toHaveAttribute("popover", "auto");
    expect(mobile).toHaveClass("mobile-menu");
  });

  it("gives the mobile menu's submenus as one exclusive group of closed <details>", () => {
    const { mobile } = serve();
    const details = Array.from(mobile.querySelectorAll("details"));
    expect(details).toHaveLength(2);
    for (const d of details) {
      expect(d).toHaveAttribute("name", "mobile-submenu");
      expect(d).not.toHaveAttribute("open");
    }
    const [company, work] = details.map((d) => d.querySelector("summary") as HTMLElement);
    expect(company).toHaveTextContent("Company");
    expect(work).toHaveAttribute("aria-label", "Our Work menu");
    // The link of Our Work stays outside its summary (no link inside a button).
    expect(within(mobile).getByRole("link", { name: "Our Work" }).closest("summary")).toBeNull();
  });

  it("shows the placeholders as text marked Soon, neither links nor focusable", () => {
    const { desktop, mobile } = serve();
    for (const nav of [desktop, mobile]) {
      for (const label of ["Careers", "Case Studies"]) {
        const item = within(nav).getByText(label, { exact: false }).closest("li") as HTMLElement;
        expect(item).toHaveTextContent("Soon");
        expect(item.querySelector("a, button, summary, [tabindex]")).toBeNull();
      }
    }
  });

  it("marks the current page, whatever the casing of the address", () => {
    const { desktop, mobile } = serve("/SERVICE");
    for (const nav of [desktop, mobile]) {
      expect(within(nav).getByRole("link", { name: "Our Services" })).toHaveAttribute("aria-current", "page");
      expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    }
  });

  it("marks a submenu page and colours its parent entry", () => {
    const { desktop } = serve("/team/");
    const company = within(desktop).getByRole("button", { name: "Company" });
    expect(within(target(company)).getByRole("link", { name: "Our Team" })).toHaveAttribute("aria-current", "page");
    expect(company).toHaveClass("text-brand-ink");
    expect(within(desktop).getByRole("button", { name: "Our Work menu" })).toHaveClass("text-ink");
  });
});

describe("ScrollToTop (server markup)", () => {
  it("is a link to #main, served hidden: out of the tab order and the accessibility tree", () => {
    document.body.innerHTML = renderToString(<ScrollToTop />);
    const link = document.querySelector("a") as HTMLAnchorElement;
    expect(link).toHaveAttribute("href", "#main");
    expect(link).toHaveAttribute("data-scroll-top");
    expect(link).toHaveAttribute("tabindex", "-1");
    expect(link).toHaveAttribute("aria-hidden", "true");
    expect(link).toHaveTextContent("Back to top");
  });
});
