// References into the static sprite public/icons.svg (scripts/generate-icon-sprite.ts): content icons cost no JavaScript.
import { forwardRef, type SVGProps } from "react";
import type { IconName } from "./schemas";
import { INLINE_ICON_PREFIX, SPRITE_URL, iconId } from "./icon-id";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & { size?: number | string };
export type IconComponent = ReturnType<typeof forwardRef<SVGSVGElement, IconProps>>;

const cache = new Map<IconName, IconComponent>();

/**
 * The page's inline copy of the symbol when the build wrote one (server/inline-icons.ts), so an island hydrates
 * the markup it was served and draws without the sprite; otherwise the sprite. Prerendering always gets the sprite.
 */
function iconHref(id: string): string {
  const inline = INLINE_ICON_PREFIX + id;
  return typeof document !== "undefined" && document.getElementById(inline) ? `#${inline}` : `${SPRITE_URL}#${id}`;
}

/**
 * An icon component that draws the sprite's symbol for a lucide icon name. Names must be in
 * ICON_NAMES (content) or UI_ICON_NAMES (~/components/ui/icons) to be in the sprite.
 */
export function spriteIcon(name: string): IconComponent {
  const id = iconId(name);
  const Icon = forwardRef<SVGSVGElement, IconProps>(function SpriteIcon({ size = 24, strokeWidth = 2, ...props }, ref) {
    return (
      <svg
        ref={ref}
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
      >
        <use href={iconHref(id)} />
      </svg>
    );
  });
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export function getIcon(name: IconName): IconComponent {
  let icon = cache.get(name);
  if (!icon) {
    icon = spriteIcon(name);
    cache.set(name, icon);
  }
  return icon;
}
