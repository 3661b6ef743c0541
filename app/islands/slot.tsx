import type { HTMLAttributes } from "react";
import { SLOT_ATTR } from "./protocol";

/**
 * Markup rendered on the server that an island shows as it is (a carousel's slides, a tab's
 * cards). The island gets it as a string: on the server from `<Island slots>`, in the browser
 * read back from this element (app/client/islands.ts), so it is sent once, not twice.
 * React never renders into it: hydration keeps an inner HTML it already has.
 */
export function Slot({
  name,
  html,
  ...props
}: { name: string; html: string } & Omit<HTMLAttributes<HTMLDivElement>, "children" | "dangerouslySetInnerHTML">) {
  return <div {...props} {...{ [SLOT_ATTR]: name }} dangerouslySetInnerHTML={{ __html: html }} />;
}
