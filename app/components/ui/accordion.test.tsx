import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Accordion } from "./accordion";

const items = ["One", "Two", "Three"].map((name) => ({
  key: name,
  header: `Question ${name}`,
  panel: `Answer ${name}`,
}));

function buttons() {
  return screen.getAllByRole("button");
}

describe("Accordion", () => {
  it("wires each button to its panel and opens the default item only", () => {
    render(<Accordion items={items} defaultOpenIndex={1} headingLevel={4} />);
    expect(screen.getAllByRole("heading", { level: 4 })).toHaveLength(3);
    buttons().forEach((button, i) => {
      const panel = document.getElementById(button.getAttribute("aria-controls")!);
      expect(panel).toHaveAttribute("role", "region");
      expect(panel).toHaveAttribute("aria-labelledby", button.id);
      expect(button).toHaveAttribute("aria-expanded", String(i === 1));
      expect(panel).toHaveClass(i === 1 ? "block" : "hidden");
    });
  });

  it("keeps at most one item open and closes the open item when clicked", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const [first, second] = buttons();
    expect(first).toHaveAttribute("aria-expanded", "true");
    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(buttons().filter((b) => b.getAttribute("aria-expanded") === "true")).toHaveLength(1);
    await user.click(second);
    expect(buttons().every((b) => b.getAttribute("aria-expanded") === "false")).toBe(true);
  });

  it("is keyboard operable: Enter/Space toggle, arrows, Home and End move focus", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultOpenIndex={null} />);
    const [first, second, third] = buttons();
    first.focus();
    await user.keyboard("{Enter}");
    expect(first).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowDown}");
    expect(second).toHaveFocus();
    await user.keyboard(" ");
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{End}");
    expect(third).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(first).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(third).toHaveFocus();
    await user.keyboard("{Home}");
    expect(first).toHaveFocus();
  });
});
