import { act, Suspense, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from "react-router";
import { Static } from "./static";
import { handleStaticLinkClick, useStaticLinks } from "./static-links";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let bodyRenders = 0;
function Body() {
  bodyRenders++;
  return <p>Content of {useLocation().pathname}</p>;
}

function Page() {
  const navigate = useNavigate();
  useStaticLinks();
  return (
    <>
      <Static as="section" aria-label="kept">
        <Body />
        <Link to="/b">Read about B</Link>
      </Static>
      <Static as="footer" everyPage>
        <Link to="/b">Footer link to B</Link>
      </Static>
      <button type="button" onClick={() => navigate("/b")}>
        Go to B
      </button>
    </>
  );
}

const app = (
  <MemoryRouter initialEntries={["/a"]}>
    <Routes>
      <Route path="*" element={<Page />} />
    </Routes>
  </MemoryRouter>
);

const hasReactKeys = (node: Element) => Object.keys(node).some((key) => key.startsWith("__react"));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

/** Renders as the server does, where there is no document. */
function serverRender(node: ReactNode = app) {
  vi.stubGlobal("document", undefined);
  try {
    return renderToString(node);
  } finally {
    vi.unstubAllGlobals();
  }
}

/** Server-renders `node` into the document and hydrates it, as the site's boot does. */
function hydrate(node: ReactNode = app) {
  const container = document.createElement("div");
  container.innerHTML = serverRender(node);
  document.body.append(container);
  const serverParagraph = container.querySelector("section p, ol p");
  expect(serverParagraph).not.toBeNull();
  bodyRenders = 0;
  act(() => {
    root = hydrateRoot(container, node);
  });
  return { container, serverParagraph };
}

describe("Static", () => {
  it("renders its children, marked, on the server", () => {
    expect(serverRender()).toMatch(/^<section aria-label="kept" data-static="_R_\w+_"><p>Content of <!-- -->\/a<\/p><a href="\/b"/);
  });

  it("keeps the server's markup when the page hydrates: its components do not run again", () => {
    const { container, serverParagraph } = hydrate();
    expect(serverParagraph).toHaveTextContent("Content of /a");
    const section = container.querySelector("section")!;
    expect(bodyRenders).toBe(0);
    expect(section.querySelector("p")).toBe(serverParagraph);
    expect(section).toHaveTextContent("Content of /a");
    expect(hasReactKeys(section)).toBe(true);
    expect(hasReactKeys(serverParagraph!)).toBe(false);
  });

  it("keeps the served markup of a part that React hydrates after the root has committed", () => {
    const late = (
      <MemoryRouter initialEntries={["/a"]}>
        <Suspense>
          <Static as="section" aria-label="late">
            <Body />
          </Static>
        </Suspense>
      </MemoryRouter>
    );
    const { container, serverParagraph } = hydrate(late);
    expect(bodyRenders).toBe(0);
    expect(container.querySelector("section p")).toBe(serverParagraph);
    expect(container.querySelectorAll("section")).toHaveLength(1);
  });

  it("its own element is hydrated: a handler on it receives clicks from the kept markup", () => {
    const clicks: string[] = [];
    function Comment() {
      bodyRenders++;
      return <p>A comment</p>;
    }
    const list = (
      <Static as="ol" onClick={(e) => clicks.push((e.target as Element).textContent ?? "")}>
        <li>
          <Comment />
          <a href="#form">Reply</a>
        </li>
      </Static>
    );
    const { container } = hydrate(list);
    expect(bodyRenders).toBe(0);
    act(() => container.querySelector("a")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true })));
    expect(clicks).toEqual(["Reply"]);
  });

  it("renders its children when it mounts next to served markup without hydrating", () => {
    const { container } = hydrate();
    const served = container.innerHTML;
    const other = document.createElement("div");
    document.body.append(other);
    bodyRenders = 0;
    render(app, { container: other });
    expect(bodyRenders).toBeGreaterThan(0);
    expect(other.querySelector("section")).toHaveTextContent("Content of /a");
    expect(container.innerHTML).toBe(served);
  });

  it("renders its children for the next page after a client-side navigation", () => {
    const { container } = hydrate();
    act(() => screen.getByRole("button", { name: "Go to B" }).click());
    const section = container.querySelector("section")!;
    expect(bodyRenders).toBeGreaterThan(0);
    expect(section).toHaveTextContent("Content of /b");
    // The kept markup was replaced, not added to.
    expect(section.querySelectorAll("p")).toHaveLength(1);
    expect(hasReactKeys(section.querySelector("p")!)).toBe(true);
  });

  it("keeps markup that is the same on every page across navigations, with the focus in it", () => {
    const { container } = hydrate();
    const link = container.querySelector("footer a") as HTMLAnchorElement;
    link.focus();
    act(() => link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 })));
    expect(container.querySelector("section")).toHaveTextContent("Content of /b");
    expect(container.querySelector("footer a")).toBe(link);
    expect(hasReactKeys(link)).toBe(false);
    expect(document.activeElement).toBe(link);
  });

  it("a click on a router link in kept markup is a client-side navigation", () => {
    const { container } = hydrate();
    const link = container.querySelector("section a")!;
    let event!: MouseEvent;
    act(() => {
      event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
      link.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(container.querySelector("section")).toHaveTextContent("Content of /b");
  });

  it("renders its children when it mounts in the browser without hydrating", () => {
    bodyRenders = 0;
    render(app);
    expect(bodyRenders).toBeGreaterThan(0);
    expect(screen.getByRole("region", { name: "kept" })).toHaveTextContent("Content of /a");
  });
});

describe("handleStaticLinkClick", () => {
  function setup(html: string) {
    document.body.innerHTML = html;
    return document.querySelector("a")!;
  }
  function click(link: Element, init: MouseEventInit = {}) {
    const navigate = vi.fn();
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
    handleStaticLinkClick(Object.defineProperty(event, "target", { value: link }), navigate);
    return { navigate, prevented: event.defaultPrevented };
  }
  const kept = (a: string) => `<div data-static=""><p>${a}</p></div>`;

  it("navigates for a plain click on a router link in kept markup", () => {
    const link = setup(kept('<a href="/about?x=1#team" data-discover="true">About</a>'));
    const { navigate, prevented } = click(link);
    expect(prevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/about?x=1#team", { replace: false });
  });

  it("replaces the entry for a link to the page already shown", () => {
    const link = setup(kept(`<a href="${window.location.pathname}" data-discover="true">Here</a>`));
    expect(click(link).navigate).toHaveBeenCalledWith(window.location.pathname, { replace: true });
  });

  it.each([
    ["a modifier key", kept('<a href="/about" data-discover="true">x</a>'), { ctrlKey: true }],
    ["another button", kept('<a href="/about" data-discover="true">x</a>'), { button: 1 }],
    ["a new tab", kept('<a href="/about" target="_blank" data-discover="true">x</a>'), {}],
    ["a download", kept('<a href="/about" download data-discover="true">x</a>'), {}],
    ["another site", kept('<a href="https://example.org/about" data-discover="true">x</a>'), {}],
    ["a jump within the page", kept(`<a href="${window.location.pathname}#top" data-discover="true">x</a>`), {}],
    ["a link outside kept markup", '<a href="/about" data-discover="true">x</a>', {}],
    ["a link that is not a router link", kept('<a href="/sitemap.xml">x</a>'), {}],
  ])("leaves %s to the browser", (_name, html, init) => {
    const { navigate, prevented } = click(setup(html), init);
    expect(navigate).not.toHaveBeenCalled();
    expect(prevented).toBe(false);
  });
});
