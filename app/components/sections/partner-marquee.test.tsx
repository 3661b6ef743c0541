import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { partners } from "~/content/partners";
import { PartnerMarquee } from "./partner-marquee";
import { widgets } from "@interface/common";

/** The wordmark drawn in a partner SVG (its <text> element). */
function wordmark(image: string): string {
  const svg = readFileSync(join(process.cwd(), "public", image), "utf8");
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1].trim()).join(" ");
}

describe("PartnerMarquee", () => {
  it("names every partner exactly as its logo reads", () => {
    expect(partners()).toHaveLength(7);
    for (const p of partners()) expect(p.name).toBe(wordmark(p.image));
  });

  it("shows the seven logos once to assistive technology and repeats them for the loop", () => {
    const { container } = render(<PartnerMarquee />);
    const region = screen.getByRole("region", { name: "Our partners" });
    expect(
      within(region)
        .getAllByRole("img")
        .map((img) => img.getAttribute("alt")),
    ).toEqual(partners().map((p) => p.name));
    expect(container.querySelectorAll("img")).toHaveLength(14);
    for (const img of container.querySelectorAll("img")) {
      expect(img).toHaveAttribute("width", "160");
      expect(img).toHaveAttribute("height", "48");
    }
  });

  it("pauses with a native checkbox, no script: checked = paused, and app.css pauses the track", async () => {
    // Server markup only: nothing here needs React in the browser.
    const html = renderToString(<PartnerMarquee />);
    expect(html).not.toMatch(/data-island|aria-pressed/);
    document.body.innerHTML = html;
    const box = screen.getByRole("checkbox", { name: widgets.pausePartners });
    expect(box).not.toBeChecked();
    expect(box).toHaveClass("marquee-pause");
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(screen.getByRole("region", { name: "Our partners" }).matches(":has(.marquee-pause:checked)")).toBe(true);
    const css = readFileSync(join(process.cwd(), "app/app.css"), "utf8");
    expect(css).toMatch(/\.marquee:has\(\.marquee-pause:checked\) \.marquee-track \{\s*animation-play-state: paused;/);
    document.body.innerHTML = "";
  });
});
