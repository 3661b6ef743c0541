import type { ComponentType } from "react";
import type { SlotMarkup } from "./protocol";

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };

/** `island(Carousel)` in app/islands/carousel.island.tsx; named by the file that exports it, so a page cannot name a missing island. */
export class IslandBinding<P> {
  // Never set: makes the class nominal and carries P.
  declare private readonly props: P;
  constructor(readonly component: ComponentType<P & { slots: SlotMarkup }>) {}
}

// Pure, so a bundle that uses no binding drops the call (Rolldown does not infer it across modules).
/* @__NO_SIDE_EFFECTS__ */
export function island<P extends object>(component: ComponentType<P>): IslandBinding<Omit<P, "slots">> {
  return new IslandBinding<Omit<P, "slots">>(component as ComponentType<Omit<P, "slots"> & { slots: SlotMarkup }>);
}
