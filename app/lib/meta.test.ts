import { describe, expect, it } from "vitest";
import { pageByPath } from "~/pages";
import { pageMeta } from "./meta";

function metaFor(path: string) {
  const page = pageByPath(path)!;
  return pageMeta({ matches: [{ id: "root" }, { id: "layouts/dark" }, { id: page.id }] });
}

const find = (meta: ReturnType<typeof metaFor>, key: string, value: string) =>
  meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("pageMeta", () => {
  it("gives the page its title, description and canonical link", () => {
    const meta = metaFor("/about");
    expect(meta).toContainEqual({ title: "About Us | Nexora" });
    expect(find(meta, "name", "description")?.content).toBe(pageByPath("/about")!.description);
    expect(find(meta, "rel", "canonical")?.href).toBe("https://www.nexora.example/about");
  });

  it("points dark variants and detail layouts at the spec's light page", () => {
    expect(find(metaFor("/projectDark"), "rel", "canonical")?.href).toBe("https://www.nexora.example/project");
    expect(find(metaFor("/blog/blog-details-right-dark"), "rel", "canonical")?.href).toBe("https://www.nexora.example/blog/blog-details");
  });

  it("describes the share image", () => {
    const meta = metaFor("/");
    expect(find(meta, "property", "og:image")?.content).toBe("https://www.nexora.example/images/og-image.png");
    expect(find(meta, "property", "og:image:width")?.content).toBe("1200");
  });

  it("returns nothing for a route that is not a page", () => {
    expect(pageMeta({ matches: [{ id: "root" }] })).toEqual([]);
  });
});
