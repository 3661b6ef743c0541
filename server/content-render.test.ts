// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readContentFolder } from "./content-files";
import { collectionOfFile } from "./content-render";
import { contentRoot } from "../app/content/files/source";
import { COLLECTIONS } from "../app/content/collections";

describe("collectionOfFile", () => {
  it("names a file by the collection pages read it through, in every language", () => {
    expect(collectionOfFile("pricing/de/basic.json")).toBe("pricing");
    expect(collectionOfFile("settings/en/site.json")).toBe("site");
    expect(collectionOfFile("pages/ar/home-main.json")).toBe("home-main");
    expect(collectionOfFile("interface/de/labels.json")).toBe("labels");
    expect(collectionOfFile("search/en/synonyms.json")).toBe("search");
  });

  it("gives every content file a collection the records declare, but the search synonyms", () => {
    const names = new Set(COLLECTIONS.map((c) => c.name));
    const unknown = Object.keys(readContentFolder(contentRoot())).filter((file) => !names.has(collectionOfFile(file)));
    expect(unknown.every((file) => file.startsWith("search/"))).toBe(true);
  });
});
