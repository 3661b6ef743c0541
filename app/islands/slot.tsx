import { memo, type HTMLAttributes } from "react";
import { SLOT_ATTR } from "./protocol";

type SlotProps = { name: string; html: string } & Omit<HTMLAttributes<HTMLDivElement>, "children" | "dangerouslySetInnerHTML">;

/**
 * Markup rendered on the server that an island shows as it is (a carousel's slides, a tab's
 * cards). The island gets it as a string: on the server from `<Island slots>`, in the browser
 * read back from this element (app/client/islands.ts), so it is sent once, not twice.
 * React never renders into it: hydration keeps an inner HTML it already has. It is memoised:
 * React 19 writes `innerHTML` again whenever it gets a new `__html` object, which on every
 * render of the island would rebuild the slot's elements and take the keyboard focus with them.
 */
export const Slot = memo(function Slot({ name, html, ...props }: SlotProps) {
  return <div {...props} {...{ [SLOT_ATTR]: name }} dangerouslySetInnerHTML={{ __html: html }} />;
});
