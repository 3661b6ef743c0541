import { useId, useState } from "react";
import { renderToString } from "react-dom/server";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { hydrateIsland } from "~/client/hydrate";
import { Island } from "./island";
import { IslandsContext } from "./islands-context";
import { ISLAND_ATTR, PREFIX_ATTR, PROPS_ATTR, READY_ATTR, type SlotMarkup } from "./protocol";
import { Slot } from "./slot";

/** A widget whose ARIA references come from useId, the way every island's do. */
function Toggle({ label, slots }: { label: string; slots: SlotMarkup }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen(!open)}>
        {label}
      </button>
      <div id={`${id}-panel`} hidden={!open}>
        {slots.items?.map((html, i) => (
          <Slot key={i} name="items" html={html} />
        ))}
      </div>
    </div>
  );
}

/** The server's HTML of a page with two islands of the same kind (ids must not collide). */
function serverPage(): { html: string; registry: { count: number } } {
  const registry = { count: 0 };
  const html = renderToString(
    <IslandsContext.Provider value={registry}>
      <main>
        <Island name="toggle" component={Toggle} props={{ label: "First" }} slots={{ items: [<b key="a">Alpha</b>] }} />
        <Island name="toggle" component={Toggle} props={{ label: "Second <&>" }} />
      </main>
    </IslandsContext.Provider>,
  );
  return { html, registry };
}

function readBack(root: HTMLElement) {
  return {
    props: JSON.parse(root.getAttribute(PROPS_ATTR) ?? "{}") as { label: string },
    prefix: root.getAttribute(PREFIX_ATTR) ?? "",
    slots: {
      items: [...root.querySelectorAll("[data-slot=items]")].map((el) => el.innerHTML),
    },
  };
}

describe("Island", () => {
  it("renders each island in its own tree with its own prefix, props as JSON, and counts them", () => {
    const { html, registry } = serverPage();
    expect(registry.count).toBe(2);
    document.body.innerHTML = html;
    const roots = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}="toggle"]`)];
    expect(roots).toHaveLength(2);
    const [a, b] = roots.map(readBack);
    expect(a.prefix).not.toBe(b.prefix);
    expect(b.props).toEqual({ label: "Second <&>" });
    expect(a.slots.items).toEqual(["<b>Alpha</b>"]);
    const controls = roots.map((r) => r.querySelector("button")!.getAttribute("aria-controls"));
    expect(controls[0]).not.toBe(controls[1]);
    for (const [i, r] of roots.entries()) expect(r.querySelector(`[id="${controls[i]}"]`)).not.toBeNull();
  });

  it("hydrates with the same ids as the server's, without a mismatch, and then works", async () => {
    const { html } = serverPage();
    document.body.innerHTML = html;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const roots = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)];
    const served = roots.map((r) => r.innerHTML);
    const mounted: string[] = [];
    await act(async () => {
      for (const root of roots) {
        const { props, prefix, slots } = readBack(root);
        hydrateIsland(root, { default: Toggle as never }, { ...props, slots }, prefix, () => {
          mounted.push(props.label);
          root.setAttribute(READY_ATTR, "");
        });
      }
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(mounted).toEqual(["First", "Second <&>"]);
    // Nothing was rendered anew: same markup, same ids.
    expect(roots.map((r) => r.innerHTML)).toEqual(served);
    const button = roots[0].querySelector("button")!;
    await act(async () => button.click());
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(roots[0].querySelector("b")).toHaveTextContent("Alpha");
  });

  // In production React leaves mismatched attributes as the server wrote them: the ids would
  // drift silently. The development build says so, which is what this guards.
  it("a drifted island (ids under another prefix) is reported, so the prefix must travel with it", async () => {
    const { html } = serverPage();
    document.body.innerHTML = html;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const root = document.querySelector<HTMLElement>(`[${ISLAND_ATTR}]`)!;
    const { props, slots } = readBack(root);
    await act(async () => hydrateIsland(root, { default: Toggle as never }, { ...props, slots }, "wrong-", () => {}));
    expect(errors.mock.calls.some((call) => /didn't match|hydration/i.test(call.map(String).join(" ")))).toBe(true);
    errors.mockRestore();
  });
});
