import { afterEach, describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { spriteIcon } from "./icons";

const Phone = spriteIcon("Phone");
const useHref = (container: Element) => container.querySelector("use")?.getAttribute("href");

afterEach(() => document.getElementById("inline-symbols")?.remove());

describe("spriteIcon", () => {
  it("draws from the sprite when the page has no inline copy of its symbol", () => {
    const { container } = render(<Phone />);
    expect(useHref(container)).toBe("/icons.svg?v=3#phone");
  });

  it("draws from the page's inline symbol when the build wrote one, as the hydrated markup does", () => {
    document.body.insertAdjacentHTML(
      "afterbegin",
      '<div hidden id="inline-symbols"><svg><symbol id="icon-phone" viewBox="0 0 24 24"></symbol></svg></div>',
    );
    const { container } = render(<Phone />);
    expect(useHref(container)).toBe("#icon-phone");
  });
});
