import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Tabs } from "./tabs";

const items = ["Software", "Development", "IT"].map((key) => ({ key, label: key, panel: <p>{key} items</p> }));

describe("Tabs", () => {
  it("selects the default tab and shows only its panel", () => {
    render(<Tabs items={items} defaultKey="Software" label="Categories" />);
    expect(screen.getByRole("tablist", { name: "Categories" })).toBeInTheDocument();
    const tab = screen.getByRole("tab", { name: "Software" });
    expect(tab).toHaveAttribute("aria-selected", "true");
    expect(tab).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tab", { name: "IT" })).toHaveAttribute("tabindex", "-1");
    const panel = screen.getByRole("tabpanel", { name: "Software" });
    expect(panel).toHaveTextContent("Software items");
    expect(tab).toHaveAttribute("aria-controls", panel.id);
    expect(screen.getByText("IT items").closest("[role=tabpanel]")!.className).toMatch(/(^|\s)hidden(\s|$)/);
  });

  it("switches on click", async () => {
    render(<Tabs items={items} label="Categories" />);
    await userEvent.click(screen.getByRole("tab", { name: "IT" }));
    expect(screen.getByRole("tab", { name: "IT" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Software" })).toHaveAttribute("aria-selected", "false");
    expect(screen.getByText("IT items").closest("[role=tabpanel]")!.className).not.toMatch(/(^|\s)hidden(\s|$)/);
  });

  it("moves focus and selection with arrow keys, Home and End (wrapping)", async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Categories" />);
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
