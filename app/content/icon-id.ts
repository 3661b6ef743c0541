/** Lucide's file/sprite id of an icon component name: "Settings2" → "settings-2". */
export function iconId(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([a-zA-Z])([0-9])/g, "$1-$2")
    .toLowerCase();
}

/** The static sprite (public/icons.svg); the query keeps browsers from reusing an older copy. */
export const SPRITE_URL = "/icons.svg?v=3";

/** A prerendered page's own copy of a symbol has this id prefix (server/inline-icons.ts). */
export const INLINE_ICON_PREFIX = "icon-";
