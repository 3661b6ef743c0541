import { describe, expect, it, vi } from "vitest";
import { act } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { hydrateIsland } from "~/client/hydrate";
import { Island } from "~/islands/island";
import { TabsIsland } from "~/islands/tabs.island";
import { ISLAND_ATTR, PREFIX_ATTR, PROPS_ATTR, READY_ATTR, SLOT_ATTR } from "~/islands/protocol";
import { Tabs } from "./tabs";

const keys = ["Software", "Development", "IT"];
const items = keys.map((key) => ({ key, label: key }));
const slots = { panels: keys.map((key) => `<p>${key} items</p>`) };

describe("Tabs", () => {
  it("selects the default tab and shows only its panel, with the panels' slot markup", () => {
    render(<Tabs items={items} defaultKey="Software" label="Categories" slots={slots} />);
    expect(screen.getByRole("tablist", { name: "Categories" })).toBeInTheDocument();
    const tab = screen.getByRole("tab", { name: "Software" });
    expect(tab).toHaveAttribute("aria-selected", "true");
    expect(tab).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tab", { name: "IT" })).toHaveAttribute("tabindex", "-1");
    const panel = screen.getByRole("tabpanel", { name: "Software" });
    expect(panel).toHaveTextContent("Software items");
    expect(tab).toHaveAttribute("aria-controls", panel.id);
    expect(panel.querySelector(`[${SLOT_ATTR}="panels"]`)!.innerHTML).toBe("<p>Software items</p>");
    expect(screen.getByText("IT items").closest("[role=tabpanel]")!.className).toMatch(/(^|\s)hidden(\s|$)/);
  });

  it("switches on click", async () => {
    render(<Tabs items={items} label="Categories" slots={slots} />);
    await userEvent.click(screen.getByRole("tab", { name: "IT" }));
    expect(screen.getByRole("tab", { name: "IT" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Software" })).toHaveAttribute("aria-selected", "false");
    expect(screen.getByText("IT items").closest("[role=tabpanel]")!.className).not.toMatch(/(^|\s)hidden(\s|$)/);
  });

  it("moves focus and selection with arrow keys, Home and End (wrapping)", async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Categories" slots={slots} />);
    await user.click(screen.getByRole("tab", { name: "Software" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Development" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Development" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "IT" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Software" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "IT" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Software" })).toHaveAttribute("aria-selected", "true");
  });
});

/** Every id and ARIA reference in an element, in document order. */
function idRefs(root: Element): string[] {
  return [...root.querySelectorAll("[id], [aria-controls], [aria-labelledby]")].map((el) =>
    ["id", "aria-controls", "aria-labelledby"].map((a) => `${a}=${el.getAttribute(a) ?? ""}`).join(" "),
  );
}

describe("Tabs as an island", () => {
  /** A page with two tab islands, as the server sends it. */
  function serve() {
    document.body.innerHTML = renderToString(
      <>
        {[0, 1].map((n) => (
          <Island
            key={n}
            of={TabsIsland}
            props={{ label: `Categories ${n}`, defaultKey: "Development", items }}
            slots={{ panels: keys.map((key) => <p key={key}>{`${key} ${n}`}</p>) }}
          />
        ))}
      </>,
    );
    return [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}="tabs"]`)];
  }

  it("keeps the served ids and ARIA references when hydrated, unique across islands, without a mismatch", async () => {
    const roots = serve();
    const served = roots.map(idRefs);
    const [first, second] = served;
    expect(first).toHaveLength(6);
    expect(new Set([...first, ...second]).size).toBe(12);
    // Each tab points at its panel and back.
    for (const root of roots) {
      for (const tab of root.querySelectorAll('[role="tab"]')) {
        const panel = root.querySelector(`[id="${tab.getAttribute("aria-controls")}"]`)!;
        expect(panel).toHaveAttribute("role", "tabpanel");
        expect(panel).toHaveAttribute("aria-labelledby", tab.id);
      }
    }
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const mounted: number[] = [];
    await act(async () => {
      for (const [i, root] of roots.entries()) {
        const props = JSON.parse(root.getAttribute(PROPS_ATTR)!) as Record<string, unknown>;
        const panels = [...root.querySelectorAll(`[${SLOT_ATTR}="panels"]`)].map((el) => el.innerHTML);
        hydrateIsland(root, Tabs as never, { ...props, slots: { panels } }, root.getAttribute(PREFIX_ATTR)!, () => {
          mounted.push(i);
          root.setAttribute(READY_ATTR, "");
        });
      }
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(mounted).toEqual([0, 1]);
    expect(roots.map(idRefs)).toEqual(served);
    // And it works: the second island's "IT" tab selects its own panel only.
    const it2 = roots[1].querySelector<HTMLElement>('[role="tab"]:nth-child(3)')!;
    await act(async () => it2.click());
    expect(it2).toHaveAttribute("aria-selected", "true");
    expect(roots[0].querySelector('[role="tab"]:nth-child(3)')).toHaveAttribute("aria-selected", "false");
    expect(roots[1].querySelector(`[id="${it2.getAttribute("aria-controls")}"]`)).toHaveTextContent("IT 1");
  });
});
