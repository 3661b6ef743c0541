import { useId, type ReactNode } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { IslandBinding, type Json } from "./bind";
import { IslandRoot } from "./island-root";
import { ISLAND_ATTR, PREFIX_ATTR, PROPS_ATTR, START_ATTR, type SlotMarkup } from "./protocol";

const ISLAND_SUFFIX = ".island.tsx";

// The files app/client/islands.ts imports: an island's name is its file's.
const islandModules = import.meta.glob<Record<string, unknown>>("./*.island.tsx", { eager: true });

let names: Map<object, string> | undefined;

// A module without exactly one binding that renders its default would hydrate something else: fail the render (and the build).
export function islandNames(modules: Record<string, Record<string, unknown>> = islandModules): Map<object, string> {
  const found = new Map<object, string>();
  for (const [file, exports] of Object.entries(modules)) {
    const name = file.slice(file.lastIndexOf("/") + 1, -ISLAND_SUFFIX.length);
    const bindings = Object.values(exports).filter((value) => value instanceof IslandBinding);
    if (bindings.length !== 1) throw new Error(`${file} must export one island(…), not ${bindings.length}`);
    if (bindings[0].component !== exports.default) throw new Error(`${file}: the default export must be the component its island(…) binds`);
    found.set(bindings[0], name);
  }
  return found;
}

export function islandName(binding: object): string {
  names ??= islandNames();
  const name = names.get(binding);
  if (name === undefined) throw new Error(`An island must be exported by a module app/islands/<name>${ISLAND_SUFFIX}`);
  return name;
}

/**
 * A component that runs in the browser on its own (docs/decisions/0010-islands.md). Its own
 * `identifierPrefix` travels with it so `useId` ids match on hydration; slots are sent once as static markup.
 */
export function Island<P extends { [K in keyof P]: Json | undefined }>({
  of,
  props,
  slots,
  className = "contents",
  start = "near",
}: {
  of: IslandBinding<P>;
  props: NoInfer<P>;
  slots?: Record<string, ReactNode[]>;
  className?: string;
  /** "near": when it nears the viewport or is first used (default); "use": only when first used. */
  start?: "near" | "use";
}) {
  const name = islandName(of);
  const Component = of.component;
  const prefix = `i${useId().replace(/[^A-Za-z0-9]/g, "")}-`;
  const slotMarkup: SlotMarkup = {};
  for (const [slot, nodes] of Object.entries(slots ?? {})) {
    slotMarkup[slot] = nodes.map((node, i) => renderToStaticMarkup(node, { identifierPrefix: `${prefix}${slot}${i}-` }));
  }
  const html = renderToString(
    <IslandRoot>
      <Component {...props} slots={slotMarkup} />
    </IslandRoot>,
    { identifierPrefix: prefix },
  );
  const attributes = {
    [ISLAND_ATTR]: name,
    [PREFIX_ATTR]: prefix,
    [PROPS_ATTR]: JSON.stringify(props),
    ...(start === "use" ? { [START_ATTR]: "use" } : {}),
  };
  return <div {...attributes} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
