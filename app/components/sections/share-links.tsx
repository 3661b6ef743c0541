import { detailLabels, shareTargets, type ShareTarget } from "~/content/inner-pages";
import { getIcon } from "~/content/icons";
import { fill } from "~/i18n/format";

export function shareUrl(target: ShareTarget, url: string, title: string): string {
  return target.template.replace("{url}", encodeURIComponent(url)).replace("{title}", encodeURIComponent(title));
}

/** Links that share the page on social networks (each opens the network's share dialog). */
export function ShareLinks({ url, title, label }: { url: string; title: string; label: string }) {
  return (
    <ul aria-label={label} className="flex items-center gap-2">
      {shareTargets.map((target) => {
        const Icon = getIcon(target.icon);
        return (
          <li key={target.name}>
            <a
              href={shareUrl(target, url, title)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${fill(detailLabels.shareOn, { network: target.name })} ${detailLabels.newTab}`}
              className="inline-flex size-10 items-center justify-center rounded-full bg-surface-alt text-ink transition-colors hover:bg-brand hover:text-on-brand"
            >
              <Icon aria-hidden="true" className="size-4" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
