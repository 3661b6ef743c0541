import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { ProgressBar, ProgressBarList } from "./progress-bar";

describe("ProgressBar", () => {
  it("exposes its value and renders the final width in server HTML", () => {
    const html = renderToString(<ProgressBar label="Cyber Security" value={98} />);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="98"');
    expect(html).toContain("width:98%");
    render(<ProgressBar label="Cyber Security" value={98} />);
    const bar = screen.getByRole("progressbar", { name: "Cyber Security" });
    expect(bar).toHaveAttribute("aria-valuemin", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    expect(bar).toHaveAttribute("aria-valuetext", "98%");
    // The fill is animated by CSS alone (app.css), so it carries its class and no script.
    expect(bar.firstElementChild).toHaveClass("skill-fill");
  });

  it("lists bars with their own names", () => {
    render(
      <ProgressBarList
        items={[
          { label: "IT Consulting", value: 80 },
          { label: "Cyber Security", value: 90 },
          { label: "Cyber Security", value: 70 },
        ]}
      />,
    );
    expect(screen.getAllByRole("progressbar")).toHaveLength(3);
    expect(screen.getByRole("progressbar", { name: "IT Consulting" })).toHaveAttribute("aria-valuenow", "80");
  });
});
