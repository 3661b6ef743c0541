// The one script of a page with islands that runs at once (no React). A button pressed before its island runs is
// pressed again once it is live, so no press is lost.
import { ISLAND_ATTR, PREFIX_ATTR, PROPS_ATTR, READY_ATTR, SLOT_ATTR, START_ATTR, type SlotMarkup } from "../islands/protocol";
import type { IslandComponent } from "./hydrate";

// The binding, for pages, stays out of the chunk.
const modules = import.meta.glob<IslandComponent>("../islands/*.island.tsx", { import: "default" });

function moduleFor(name: string): (() => Promise<IslandComponent>) | undefined {
  return modules[`../islands/${name}.island.tsx`];
}

function readSlots(root: Element): SlotMarkup {
  const slots: SlotMarkup = {};
  for (const el of root.querySelectorAll(`[${SLOT_ATTR}]`)) {
    const name = el.getAttribute(SLOT_ATTR) as string;
    (slots[name] ??= []).push(el.innerHTML);
  }
  return slots;
}

// To find it again if it was replaced.
function pathTo(root: Element, el: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
    path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : 0);
  }
  return path;
}

function follow(root: Element, path: number[]): Element | null {
  let node: Element | null = root;
  for (const i of path) node = node?.children[i] ?? null;
  return node;
}

// A link or a submit button works as HTML.
const PRESSABLE = 'button[type="button"], [role="tab"]';
const WAKE_EVENTS = ["pointerdown", "touchstart", "focusin", "keydown", "mouseover"] as const;

function start(root: HTMLElement): void {
  const name = root.getAttribute(ISLAND_ATTR) as string;
  const load = moduleFor(name);
  if (!load) {
    console.error(`No island module named "${name}"`);
    return;
  }
  let started = false;
  let live = false;
  const pressed: { el: Element; path: number[] }[] = [];

  const onClick = (event: Event) => {
    if (live) return;
    const target = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
    if (target && root.contains(target)) pressed.push({ el: target, path: pathTo(root, target) });
    wake();
  };
  root.addEventListener("click", onClick, true);
  for (const type of WAKE_EVENTS) root.addEventListener(type, wake, { capture: true, once: true, passive: true });

  const onUse = root.getAttribute(START_ATTR) === "use";
  const observer = onUse
    ? undefined
    : typeof IntersectionObserver === "function"
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake())
      : undefined;
  // The container is usually `display: contents`, never intersecting: watch what it holds.
  if (observer) for (const el of root.children.length ? root.children : [root]) observer.observe(el);
  else if (!onUse) wake();

  function wake(): void {
    if (started) return;
    started = true;
    observer?.disconnect();
    let props: Record<string, unknown>;
    try {
      props = JSON.parse(root.getAttribute(PROPS_ATTR) ?? "{}") as Record<string, unknown>;
    } catch (error) {
      console.error(`Island "${name}": unreadable props`, error);
      return;
    }
    const slots = readSlots(root);
    void Promise.all([load!(), import("./hydrate")]).then(
      ([module, { hydrateIsland }]) =>
        hydrateIsland(root, module, { ...props, slots }, root.getAttribute(PREFIX_ATTR) ?? "", () => {
          live = true;
          root.setAttribute(READY_ATTR, "");
          root.removeEventListener("click", onClick, true);
          // The same element, or the one in its place.
          for (const press of pressed.splice(0)) {
            const el = press.el.isConnected ? press.el : follow(root, press.path);
            if (el instanceof HTMLElement) el.click();
          }
        }),
      (error: unknown) => {
        // Offline, or a new deployment: the page keeps working as HTML.
        console.error(`Island "${name}" could not load`, error);
        started = false;
      },
    );
  }
}

for (const root of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) start(root);
