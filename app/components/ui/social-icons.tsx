import type { SocialLink } from "~/content/schemas";
import { getIcon } from "~/content/icons";

/**
 * A row of social icons. An icon with a URL is a link; without one (the sample content has
 * none) it is shown as a plain icon with its name for screen readers, never as a dead link.
 */
export function SocialIcons({
  socials,
  label,
  className = "",
  itemClassName = "",
}: {
  socials: SocialLink[];
  label: string;
  className?: string;
  itemClassName?: string;
}) {
  return (
    <ul aria-label={label} className={`flex items-center gap-2.5 ${className}`}>
      {socials.map((s) => {
        const Icon = getIcon(s.icon);
        const inner = <Icon aria-hidden="true" className="size-4" />;
        const cls = `inline-flex size-9 items-center justify-center rounded-full ${itemClassName}`;
        return (
          <li key={s.name}>
            {s.url ? (
              <a href={s.url} className={cls} rel="noopener" aria-label={s.name}>
                {inner}
              </a>
            ) : (
              <span className={cls} role="img" aria-label={s.name}>
                {inner}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
