import { describe, expect, it } from "vitest";
import { fill, placeholders, plural } from "./format";

describe("interface text with placeholders", () => {
  it("fills each {name} once, leaves unknown ones and never reads a value as a template", () => {
    expect(fill("By {author}", { author: "Sofia Alvarez" })).toBe("By Sofia Alvarez");
    expect(fill("{count} results for “{query}”", { count: 3, query: "{count}" })).toBe("3 results for “{count}”");
    expect(fill("Show slide {index} of {count}", { index: 2 })).toBe("Show slide 2 of {count}");
  });

  it("lists a template's placeholders in order", () => {
    expect(placeholders("Rated {rating} out of {max}")).toEqual(["rating", "max"]);
    expect(placeholders("Read More")).toEqual([]);
  });
});

describe("plural texts", () => {
  const english = { one: "Please correct the field marked below.", other: "Please correct the {count} fields marked below." };
  it("picks the language's form for the number and writes the number as the language does", () => {
    expect(plural(english, 1, {}, "en")).toBe("Please correct the field marked below.");
    expect(plural(english, 1200, {}, "en")).toBe("Please correct the 1,200 fields marked below.");
    expect(plural({ one: "ein Feld", other: "{count} Felder" }, 1200, {}, "de")).toBe("1.200 Felder");
    const arabic = { zero: "z", one: "o", two: "t", few: "f {count}", many: "m {count}", other: "x {count}" };
    expect([0, 1, 2, 3, 11, 100].map((n) => plural(arabic, n, {}, "ar").split(" ")[0])).toEqual(["z", "o", "t", "f", "m", "x"]);
  });
});
