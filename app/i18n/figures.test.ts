import { describe, expect, it } from "vitest";
import { formatDecimal, formatFigure, formatPercent, formatPrice, localPrice } from "./figures";

// Intl separates a German percent sign with a no-break space, and marks Arabic percents with left-to-right marks.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ").replace(/[\u200e\u200f\u061c]/g, "");

describe("figures in the reader's format", () => {
  it("leaves English exactly as the specification writes it", () => {
    expect(formatPrice(9.9, "en")).toBe("$9.9");
    expect(formatPrice(19.9, "en")).toBe("$19.9");
    expect(formatDecimal(4.5, "en")).toBe("4.5");
    expect(formatPercent(98, "en")).toBe("98%");
    for (const figure of ["2.5K+", "150K+", "100%", "24/7", "4x"]) expect(formatFigure(figure, "en")).toBe(figure);
  });

  it("writes German figures as German readers expect", () => {
    expect(plain(formatPrice(9.9, "de"))).toBe("9,90 $");
    expect(formatDecimal(4.5, "de")).toBe("4,5");
    expect(plain(formatPercent(100, "de"))).toBe("100 %");
    expect(formatFigure("2.5K+", "de")).toBe("2.500+");
    expect(formatFigure("150K+", "de")).toBe("150.000+");
    expect(plain(formatFigure("100%", "de"))).toBe("100 %");
    expect(formatFigure("1500+", "de")).toBe("1.500+");
  });

  it("writes Arabic figures with Western digits and leaves other text alone", () => {
    expect(formatDecimal(4.5, "ar")).toBe("4.5");
    expect(formatFigure("2.5K+", "ar")).toBe("2,500+");
    expect(plain(formatPrice(9.9, "ar"))).toMatch(/^9\.90 US\$$/);
    expect(formatFigure("24/7", "ar")).toBe("24/7");
    expect(formatFigure("4x", "de")).toBe("4x");
    expect(formatPrice(9.9, "ar")).not.toMatch(/[٠-٩]/);
    expect(plain(localPrice("$19.9", "de"))).toBe("19,90 $");
    expect(localPrice("$19.9", "en")).toBe("$19.9");
  });
});
