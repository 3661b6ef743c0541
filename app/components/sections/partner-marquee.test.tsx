import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { partners } from "~/content/partners";
import { PartnerMarquee } from "./partner-marquee";

/** The wordmark drawn in a partner SVG (its <text> element). */
function wordmark(image: string): string {
  const svg = readFileSync(join(process.cwd(), "public", image), "utf8");
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1].trim()).join(" ");
}

describe("PartnerMarquee", () => {
  it("names every partner exactly as its logo reads", () => {
    expect(partners).toHaveLength(7);
    for (const p of partners) expect(p.name).toBe(wordmark(p.image));
  });

  it("shows the seven logos once to assistive technology and repeats them for the loop", () => {
    const { container } = render(<PartnerMarquee />);
    const region = screen.getByRole("region", { name: "Our partners" });
    expect(within(region).getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(partners.map((p) => p.name));
    expect(container.querySelectorAll("img")).toHaveLength(14);
    for (const img of container.querySelectorAll("img")) {
      expect(img).toHaveAttribute("width", "160");
      expect(img).toHaveAttribute("height", "48");
    }
  });

  it("has a pause control that toggles the animation", async () => {
    render(<PartnerMarquee />);
    const button = screen.getByRole("button", { name: "Pause partner logos animation" });
    const region = screen.getByRole("region", { name: "Our partners" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(region).toHaveAttribute("data-paused", "false");
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(region).toHaveAttribute("data-paused", "true");
  });
});
