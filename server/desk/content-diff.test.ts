import { describe, expect, it } from "vitest";
import { lineChanges, revisionChanges } from "./content-diff";

const json = (value: unknown) => JSON.stringify(value, null, 2);

describe("revisionChanges", () => {
  it("names a JSON file's changed fields with both values, and leaves unchanged files out", () => {
    const before = {
      "pricing/en/basic.json": json({ title: "Basic", price: 9.9, features: ["A", "B"] }),
      "team/en/a.json": json({ name: "Ann" }),
    };
    const after = {
      "pricing/en/basic.json": json({ title: "Basic", price: 12.5, features: ["A", "C", "D"] }),
      "team/en/a.json": json({ name: "Ann" }),
    };
    expect(revisionChanges(before, after)).toEqual([
      {
        file: "pricing/en/basic.json",
        kind: "changed",
        fields: [
          { field: "price", before: "9.9", after: "12.5" },
          { field: "features[1]", before: '"B"', after: '"C"' },
          { field: "features[2]", before: undefined, after: '"D"' },
        ],
      },
    ]);
  });

  it("shows an added or removed file whole, a nested field by its path", () => {
    const changes = revisionChanges(
      { "settings/en/site.json": json({ address: { city: "Leeds" } }), "old/en/x.json": json({ a: 1 }) },
      { "settings/en/site.json": json({ address: { city: "York" } }), "new/en/y.json": json({ b: [] }) },
    );
    expect(changes).toEqual([
      { file: "new/en/y.json", kind: "added", fields: [{ field: "b", before: undefined, after: "[]" }] },
      { file: "old/en/x.json", kind: "removed", fields: [{ field: "a", before: "1", after: undefined }] },
      { file: "settings/en/site.json", kind: "changed", fields: [{ field: "address.city", before: '"Leeds"', after: '"York"' }] },
    ]);
  });

  it("compares Markdown, and JSON that does not parse, line by line", () => {
    expect(revisionChanges({ "blog/en/a.md": "# T\n\nOne.\nTwo.\n" }, { "blog/en/a.md": "# T\n\nOne!\nTwo.\n" })).toEqual([
      {
        file: "blog/en/a.md",
        kind: "changed",
        lines: [
          { kind: "removed", line: 3, text: "One." },
          { kind: "added", line: 3, text: "One!" },
        ],
      },
    ]);
    expect(revisionChanges({ "x/en/a.json": "{" }, { "x/en/a.json": "{}" })[0]!.lines).toHaveLength(2);
  });
});

describe("lineChanges", () => {
  it("keeps common lines out and finds an insertion in the middle", () => {
    expect(lineChanges("a\nb\nc\nd", "a\nb\nx\nc\nd")).toEqual([{ kind: "added", line: 3, text: "x" }]);
    expect(lineChanges("a\nb\nc", "a\nc")).toEqual([{ kind: "removed", line: 2, text: "b" }]);
    expect(lineChanges("", "a")).toEqual([{ kind: "added", line: 1, text: "a" }]);
    expect(lineChanges("same", "same")).toEqual([]);
  });
});
