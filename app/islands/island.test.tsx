import { renderToString } from "react-dom/server";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { hydrateIsland } from "~/client/hydrate";
import { Tabs } from "~/components/ui/tabs";
import { Island } from "./island";
import { ISLAND_ATTR, PREFIX_ATTR, PROPS_ATTR, READY_ATTR, type SlotMarkup } from "./protocol";
import { TabsIsland } from "./tabs.island";

const items = [
  { key: "a", label: "Alpha" },
  { key: "b", label: "Beta" },
];

/** The server's HTML of a page with two islands of the same kind (ids must not collide). */
function serverPage(): string {
  return renderToString(
    <main>
      <Island of={TabsIsland} props={{ label: "First", items }} slots={{ panels: [<b key="a">Alpha</b>, <i key="b">Beta</i>] }} />
      <Island of={TabsIsland} props={{ label: "Second <&>", items }} />
    </main>,
  );
}

function readBack(root: HTMLElement) {
  return {
    props: JSON.parse(root.getAttribute(PROPS_ATTR) ?? "{}") as { label: string },
    prefix: root.getAttribute(PREFIX_ATTR) ?? "",
    slots: { panels: [...root.querySelectorAll("[data-slot=panels]")].map((el) => el.innerHTML) } as SlotMarkup,
  };
}

describe("Island", () => {
  it("renders each island in its own tree with its own prefix, its module's name and its props as JSON", () => {
    document.body.innerHTML = serverPage();
    const roots = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)];
    expect(roots.map((r) => r.getAttribute(ISLAND_ATTR))).toEqual(["tabs", "tabs"]);
    const [a, b] = roots.map(readBack);
    expect(a.prefix).not.toBe(b.prefix);
    expect(b.props).toEqual({ label: "Second <&>", items });
    expect(a.slots.panels).toEqual(["<b>Alpha</b>", "<i>Beta</i>"]);
    const controls = roots.map((r) => r.querySelector('[role="tab"]')!.getAttribute("aria-controls"));
    expect(controls[0]).not.toBe(controls[1]);
    for (const [i, r] of roots.entries()) expect(r.querySelector(`[id="${controls[i]}"]`)).not.toBeNull();
  });

  it("hydrates with the same ids as the server's, without a mismatch, and then works", async () => {
    document.body.innerHTML = serverPage();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const roots = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)];
    const served = roots.map((r) => r.innerHTML);
    const mounted: string[] = [];
    await act(async () => {
      for (const root of roots) {
        const { props, prefix, slots } = readBack(root);
        hydrateIsland(root, Tabs as never, { ...props, slots }, prefix, () => {
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
    const beta = roots[0].querySelectorAll<HTMLElement>('[role="tab"]')[1];
    await act(async () => beta.click());
    expect(beta).toHaveAttribute("aria-selected", "true");
    expect(roots[0].querySelector(`[id="${beta.getAttribute("aria-controls")}"] i`)).toHaveTextContent("Beta");
  });

  // In production React leaves mismatched attributes as the server wrote them: the ids would
  // drift silently. The development build says so, which is what this guards.
  it("a drifted island (ids under another prefix) is reported, so the prefix must travel with it", async () => {
    document.body.innerHTML = serverPage();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const root = document.querySelector<HTMLElement>(`[${ISLAND_ATTR}]`)!;
    const { props, slots } = readBack(root);
    await act(async () => hydrateIsland(root, Tabs as never, { ...props, slots }, "wrong-", () => {}));
    expect(errors.mock.calls.some((call) => /didn't match|hydration/i.test(call.map(String).join(" ")))).toBe(true);
    errors.mockRestore();
  });
});
