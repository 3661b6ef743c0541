import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { site } from "~/content/site";
import { MapEmbed, mapPageUrl } from "./map-embed";

const props = () => ({
  src: site().mapEmbedUrl,
  title: site().mapTitle,
  address: site().address.oneLine,
  buttonLabel: "Show map",
  notice: "Loads on request.",
  linkLabel: "Open in Google Maps",
  newTabLabel: "(opens in a new tab)",
});

describe("MapEmbed", () => {
  it("loads nothing from the map host until asked, then shows a titled lazy iframe with focus", async () => {
    const user = userEvent.setup();
    const { container } = render(<MapEmbed {...props()} />);
    expect(container.querySelector("iframe")).toBeNull();
    const link = screen.getByRole("link", { name: /Open in Google Maps/ });
    expect(link.getAttribute("href")).not.toContain("output=embed");
    await user.click(screen.getByRole("button", { name: "Show map" }));
    const frame = screen.getByTitle(site().mapTitle);
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", site().mapEmbedUrl);
    expect(frame).toHaveAttribute("loading", "lazy");
    expect(frame).toHaveFocus();
  });

  it("derives the map page from the embed URL", () => {
    expect(mapPageUrl("https://maps.google.com/maps?q=X&z=14&output=embed")).toBe("https://maps.google.com/maps?q=X&z=14");
  });

  it("serves only the placeholder: no iframe and a button the no-script stylesheet hides", () => {
    const html = renderToString(<MapEmbed {...props()} />);
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("output=embed");
    expect(html).toMatch(/<button type="button" class="[^"]*\[@media\(scripting:none\)\]:hidden/);
  });
});
