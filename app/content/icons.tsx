// References into the static sprite public/icons.svg (scripts/generate-icon-sprite.ts): content icons cost no JavaScript.
import { forwardRef, type SVGProps } from "react";
import type { IconName } from "./schemas";
import { iconId } from "./icon-id";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & { size?: number | string };
export type IconComponent = ReturnType<typeof forwardRef<SVGSVGElement, IconProps>>;

// So cached copies are not reused.
const SPRITE = "/icons.svg?v=2";

const cache = new Map<IconName, IconComponent>();

/**
 * An icon component that draws the sprite's symbol for a lucide icon name. Names must be in
 * ICON_NAMES (content) or UI_ICON_NAMES (~/components/ui/icons) to be in the sprite.
 */
export function spriteIcon(name: string): IconComponent {
  const href = `${SPRITE}#${iconId(name)}`;
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
        <use href={href} />
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
