import { memo, type HTMLAttributes } from "react";
import { SLOT_ATTR } from "./protocol";

type SlotProps = { name: string; html: string } & Omit<HTMLAttributes<HTMLDivElement>, "children" | "dangerouslySetInnerHTML">;

/**
 * Server markup an island shows as is, sent once and read back in the browser. Memoised: React 19
 * rewrites `innerHTML` for every new `__html` object, which would rebuild the slot and lose focus.
 */
export const Slot = memo(function Slot({ name, html, ...props }: SlotProps) {
  return <div {...props} {...{ [SLOT_ATTR]: name }} dangerouslySetInnerHTML={{ __html: html }} />;
});
