import fs from "node:fs";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Tabs } from "~/components/ui/tabs";
import { island, IslandBinding } from "./bind";
import { Island, islandName, islandNames } from "./island";
import { TabsIsland } from "./tabs.island";

const dir = path.dirname(new URL(import.meta.url).pathname);
const moduleFiles = fs.readdirSync(dir).filter((file) => file.endsWith(".island.tsx"));
const items = [{ key: "a", label: "Alpha" }];

function Other() {
  return null;
}

describe("island bindings", () => {
  it("every module in app/islands binds its default export, and the server names it by the file", async () => {
    expect(moduleFiles.length).toBeGreaterThan(0);
    for (const file of moduleFiles) {
      const exports = (await import(path.join(dir, file))) as Record<string, unknown>;
      const bindings = Object.values(exports).filter((value) => value instanceof IslandBinding);
      expect(bindings, file).toHaveLength(1);
      expect(bindings[0].component, file).toBe(exports.default);
      expect(islandName(bindings[0]), file).toBe(file.replace(/\.island\.tsx$/, ""));
    }
    // No binding is named that has no module (the loader imports the same files).
    expect([...islandNames().values()].sort()).toEqual(moduleFiles.map((file) => file.replace(/\.island\.tsx$/, "")).sort());
  });

  it("a module with no binding, two, or a default other than its binding's stops the render", () => {
    const bound = island(Other);
    expect(() => islandNames({ "./a.island.tsx": { default: Other } })).toThrow("./a.island.tsx must export one island(…), not 0");
    expect(() => islandNames({ "./a.island.tsx": { default: Other, A: bound, B: island(Other) } })).toThrow("not 2");
    expect(() => islandNames({ "./a.island.tsx": { default: Tabs, A: bound } })).toThrow("the default export must be the component");
    expect(islandNames({ "./x/a-b.island.tsx": { default: Other, A: bound } }).get(bound)).toBe("a-b");
  });

  it("a binding no island module exports is refused: the browser could not load it", () => {
    expect(() => renderToString(<Island of={island(Other)} props={{}} />)).toThrow(
      "must be exported by a module app/islands/<name>.island.tsx",
    );
  });

  // These lines must not typecheck (`npm run typecheck` fails if one does); at run time they throw.
  it("only a module's binding is an island, with its component's props", () => {
    // @ts-expect-error a component is not an island
    expect(() => renderToString(<Island of={Tabs} props={{ label: "x", items }} />)).toThrow();
    // @ts-expect-error nor an object that looks like a binding
    expect(() => renderToString(<Island of={{ component: Tabs }} props={{ label: "x", items }} />)).toThrow();
    // @ts-expect-error the island's props are its component's
    expect(renderToString(<Island of={TabsIsland} props={{ label: 1, items }} />)).toContain('data-island="tabs"');
  });
});
