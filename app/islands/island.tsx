import { useContext, useId, type ComponentType, type ReactNode } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { IslandRoot } from "./island-root";
import { IslandsContext } from "./islands-context";
import { ISLAND_ATTR, PREFIX_ATTR, PROPS_ATTR, START_ATTR, type SlotMarkup } from "./protocol";

/** Props an island can take: what survives JSON (no functions, no elements, no dates). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };

/**
 * A React component that runs in the browser on its own (docs/decisions/0010-islands.md).
 *
 * On the server it is rendered here, in its own React tree with its own `identifierPrefix`,
 * into a container that carries its name and its props as JSON. In the browser the loader
 * (app/client/islands.ts) imports `app/islands/<name>.island.tsx` when the container nears the
 * viewport or is first touched and hydrates that tree with the same prefix, so ids made with
 * `useId` (and the ARIA attributes that point at them) are the same on both sides. The page
 * around it is never hydrated.
 *
 * `slots` are elements rendered once, here, to static markup: the island receives them as
 * HTML strings (`slots` prop) and shows them with `<Slot>`; the browser reads them back from
 * the page rather than from the JSON.
 */
export function Island<P extends { [K in keyof P]: Json | undefined }>({
  name,
  component: Component,
  props,
  slots,
  className = "contents",
  start = "near",
}: {
  /** The module's file name in app/islands/ without `.island.tsx`. */
  name: string;
  component: ComponentType<P & { slots: SlotMarkup }>;
  props: P;
  slots?: Record<string, ReactNode[]>;
  className?: string;
  /** "near": when it nears the viewport or is first used (default); "use": only when first used. */
  start?: "near" | "use";
}) {
  const registry = useContext(IslandsContext);
  const prefix = `i${useId().replace(/[^A-Za-z0-9]/g, "")}-`;
  registry.count++;
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
