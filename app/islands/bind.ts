import type { ComponentType } from "react";
import type { SlotMarkup } from "./protocol";

/** Props an island can take: what survives JSON (no functions, no elements, no dates). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };

/**
 * An island as pages use it: `export const CarouselIsland = island(Carousel)` in
 * `app/islands/carousel.island.tsx`, rendered with `<Island of={CarouselIsland} props={…} />`.
 * It has no name of its own: the server names it by the file that exports it, the file the
 * browser's loader imports (./island.tsx), so a page cannot name an island that does not exist.
 */
export class IslandBinding<P> {
  // Never set: it makes the class nominal (a look-alike object is no island) and carries P.
  declare private readonly props: P;
  constructor(readonly component: ComponentType<P & { slots: SlotMarkup }>) {}
}

/** Binds a module's component as its island; the module's default export must be the same component. */
export function island<P extends object>(component: ComponentType<P>): IslandBinding<Omit<P, "slots">> {
  return new IslandBinding<Omit<P, "slots">>(component as ComponentType<Omit<P, "slots"> & { slots: SlotMarkup }>);
}
