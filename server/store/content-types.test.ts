// @vitest-environment node
// The last revision that changed each file, from the revisions' manifests (what the desk's translation status reads).
import { describe, expect, it } from "vitest";
import { lastChangesOf } from "./content-types";

describe("lastChangesOf", () => {
  it("names each file of the latest revision with the last revision that changed it; a removed file is gone", () => {
    const changes = lastChangesOf([
      {
        id: 1,
        files: [
          ["a.json", "h1"],
          ["b.json", "h2"],
          ["c.json", "h3"],
        ],
      },
      {
        id: 2,
        files: [
          ["a.json", "h4"],
          ["b.json", "h2"],
          ["c.json", "h3"],
        ],
      },
      {
        id: 3,
        files: [
          ["a.json", "h4"],
          ["b.json", "h2"],
        ],
      },
      // Back as it was in revision 1: still a change, made by revision 4.
      {
        id: 4,
        files: [
          ["a.json", "h1"],
          ["b.json", "h2"],
          ["c.json", "h3"],
        ],
      },
      {
        id: 5,
        files: [
          ["a.json", "h1"],
          ["b.json", "h2"],
          ["c.json", "h3"],
        ],
      },
    ]);
    expect(changes).toEqual(
      new Map([
        ["a.json", 4],
        ["b.json", 1],
        ["c.json", 4],
      ]),
    );
    expect(lastChangesOf([])).toEqual(new Map());
  });
});
