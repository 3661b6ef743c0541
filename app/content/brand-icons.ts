/**
 * The social networks' logos, which lucide stopped drawing in 1.0: the sprite takes them from lucide 0.548, installed
 * beside it as the dev dependency `lucide-brand-icons` (scripts/generate-icon-sprite.ts). By sprite id (iconId).
 */
export const BRAND_ICON_IDS: ReadonlySet<string> = new Set(["facebook", "twitter", "linkedin", "instagram"]);

/** Where lucide 0.548 keeps a brand logo's drawing (as `__iconNode`), from the project's root. */
export const brandIconFile = (id: string) => `node_modules/lucide-brand-icons/dist/esm/icons/${id}.js`;
