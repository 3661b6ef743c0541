import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BOOT_ID, BOOT_LOADER, DEFERRED_TYPE, deferBootScripts, deferredBootModules } from "./deferred-boot";
import { EARLY_CLICKS, takeEarlyClicks } from "./early-clicks";

// The shape React Router 7 renders (shortened): preloads, then the inline boot module.
const BOOT_BODY =
  'import "/assets/manifest-1.js";import * as route0 from "/assets/root-1.js";window.__reactRouterManifest = {"entry":{}};' +
  'window.__reactRouterRouteModules = {"root":route0};import("/assets/entry.client-1.js");';
const page = (nonce = "") => {
  const n = nonce ? ` nonce="${nonce}"` : "";
  return (
    `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Hi</main>` +
    `<link rel="modulepreload" href="/assets/entry.client-1.js"${n}/>` +
    `<link rel="modulepreload" href="/assets/root-1.js"${n}/>` +
    `<link rel="modulepreload" href="/assets/chunk-1.js"${n}/>` +
    `<script${n}>window.__reactRouterContext = {};</script>` +
    `<script${n} type="module" async="">${BOOT_BODY}</script></body></html>`
  );
};

describe("deferBootScripts", () => {
  it("makes the boot module inert; it imports the page's modules itself, and the entry stays a preload", () => {
    const out = deferBootScripts(page());
    expect(out.match(/<link rel="modulepreload"[^>]*>/g)).toEqual(['<link rel="modulepreload" href="/assets/entry.client-1.js"/>']);
    expect(out).not.toMatch(/<script[^>]* type="module"/);
    const doc = new DOMParser().parseFromString(out, "text/html");
    const boot = doc.getElementById(BOOT_ID)!;
    expect(boot.getAttribute("type")).toBe(DEFERRED_TYPE);
    // React Router's text follows the static imports unchanged.
    expect(boot.textContent).toBe('import "/assets/root-1.js";import "/assets/chunk-1.js";' + BOOT_BODY);
    // The loader follows the boot element, so it can find it while the page is parsed.
    expect(boot.nextElementSibling?.textContent).toBe(BOOT_LOADER);
    // Everything else is untouched.
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(out).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("lists the modules a deferred boot imports when it starts", () => {
    expect(deferredBootModules(deferBootScripts(page())).sort()).toEqual([
      "/assets/chunk-1.js",
      "/assets/manifest-1.js",
      "/assets/root-1.js",
    ]);
    expect(deferredBootModules(page())).toEqual([]);
  });

  it("carries a request's nonce to both scripts", () => {
    const out = deferBootScripts(page("abc123"));
    expect(out).toContain(`<script nonce="abc123" type="${DEFERRED_TYPE}" id="${BOOT_ID}"`);
    expect(out).toContain(`<script nonce="abc123">${BOOT_LOADER}</script>`);
  });

  it("leaves documents without React Router's boot alone, and does not rewrite twice", () => {
    const plain = '<html><body><script type="module" async="">console.log(1)</script></body></html>';
    expect(deferBootScripts(plain)).toBe(plain);
    const once = deferBootScripts(page());
    expect(deferBootScripts(once)).toBe(once);
  });
});

describe("the boot loader", () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => frames.push(cb));
    document.head.innerHTML = "";
    document.body.innerHTML = `<script type="${DEFERRED_TYPE}" id="${BOOT_ID}">${BOOT_BODY}</script>`;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const started = () => document.head.querySelectorAll('script[type="module"]');
  // jsdom reports "complete" once the test file has loaded; pretend the page is still loading.
  const run = (readyState: DocumentReadyState) => {
    vi.spyOn(document, "readyState", "get").mockReturnValue(readyState);
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
    new Function(BOOT_LOADER)();
  };

  it("waits for the load event and the next paint, then starts the boot module once", () => {
    run("loading");
    expect(started()).toHaveLength(0);
    window.dispatchEvent(new Event("load"));
    expect(started()).toHaveLength(0); // not before the paint
    frames.forEach((cb) => cb(0));
    vi.runAllTimers();
    expect(started()).toHaveLength(1);
    expect(started()[0].textContent).toBe(BOOT_BODY);
    window.dispatchEvent(new Event("pointerdown"));
    expect(started()).toHaveLength(1);
  });

  it("starts at once when the visitor presses a key before the page has loaded", () => {
    run("loading");
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    expect(started()).toHaveLength(1);
    window.dispatchEvent(new Event("load"));
    frames.forEach((cb) => cb(0));
    vi.runAllTimers();
    expect(started()).toHaveLength(1);
  });

  it("keeps the widget buttons pressed before the scripts run, once each, until the entry takes them", () => {
    document.body.insertAdjacentHTML(
      "beforeend",
      '<button type="button" id="menu"><span id="icon">≡</span></button><button id="send">Send</button>' +
        '<a href="/about" id="link">About</a><button type="button" popovertarget="p" id="native">Open</button>',
    );
    run("loading");
    const click = (id: string) => document.getElementById(id)!.click();
    click("icon"); // inside the button
    expect(started()).toHaveLength(1); // the press also starts the scripts
    click("menu");
    click("send");
    click("native");
    document.getElementById("link")!.addEventListener("click", (e) => e.preventDefault());
    click("link");
    expect((window as unknown as Record<string, unknown>)[EARLY_CLICKS]).toEqual([document.getElementById("menu")]);

    // The entry takes them when React listens; later presses are React's.
    expect(takeEarlyClicks()).toEqual([document.getElementById("menu")]);
    click("menu");
    expect((window as unknown as Record<string, unknown>)[EARLY_CLICKS]).toBeNull();
    expect(takeEarlyClicks()).toEqual([]);
  });

  it("does not hand back a kept button that has left the page", () => {
    run("loading");
    document.body.insertAdjacentHTML("beforeend", '<button type="button" id="gone">x</button>');
    document.getElementById("gone")!.click();
    document.getElementById("gone")!.remove();
    expect(takeEarlyClicks()).toEqual([]);
  });

  it("starts after the next paint when the page has already loaded", () => {
    run("complete");
    expect(started()).toHaveLength(0);
    frames.forEach((cb) => cb(0));
    vi.runAllTimers();
    expect(started()).toHaveLength(1);
  });
});
