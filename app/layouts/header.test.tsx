import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { Header } from "./header";

function renderHeader(cta: "Get A Quote" | "Get Started Now" | "Contact Us" = "Get A Quote") {
  const Stub = createRoutesStub([{ path: "/", Component: () => <Header shell={{ cta, scrollTop: false }} /> }]);
  render(<Stub initialEntries={["/"]} />);
  // The desktop navigation is the first one (the mobile one is hidden until opened).
  return screen.getAllByRole("navigation", { name: "Main" });
}

describe("Header", () => {
  it("shows the call-to-action label it is given, linking to /contact", () => {
    renderHeader("Get Started Now");
    const ctas = screen.getAllByRole("link", { name: "Get Started Now", hidden: true });
    for (const cta of ctas) expect(cta).toHaveAttribute("href", "/contact");
  });

  it("opens a dropdown with Enter and Space and closes it with Escape, focus back on its button", async () => {
    const user = userEvent.setup();
    const [desktop] = renderHeader();
    const company = within(desktop).getByRole("button", { name: "Company" });
    const list = document.getElementById(company.getAttribute("aria-controls")!)!;
    expect(list).not.toBeVisible();

    company.focus();
    await user.keyboard("{Enter}");
    expect(company).toHaveAttribute("aria-expanded", "true");
    expect(list).toBeVisible();
    await user.tab();
    expect(within(list).getByRole("link", { name: "About Us" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(company).toHaveAttribute("aria-expanded", "false");
    expect(company).toHaveFocus();

    await user.keyboard(" ");
    expect(company).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(company).toHaveAttribute("aria-expanded", "false");
  });

  it("shows the placeholders as text marked Soon, not as links", () => {
    const [desktop] = renderHeader();
    for (const label of ["Careers", "Case Studies"]) {
      const item = within(desktop).getByText(label, { exact: false }).closest("li")!;
      expect(item).toHaveTextContent("Soon");
      expect(item.querySelector("a, button, [tabindex]")).toBeNull();
    }
  });

  it("toggles the mobile menu and closes it with Escape, focus back on the toggle", async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Menu" });
    const mobile = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(mobile.tagName).toBe("NAV");
    expect(mobile).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(mobile).toBeVisible();
    await user.keyboard("{Escape}");
    expect(mobile).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });
});
