import { site } from "~/content/site";
import { localHref } from "~/i18n/links";

/** The logo mark (the same drawing as /images/logo.svg), inline so it needs no extra request. */
function LogoMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 44 44" width="40" height="40" strokeLinecap="round" strokeLinejoin="round" className="shrink-0">
      <rect x="2" y="2" width="40" height="40" rx="11" fill="#2046d6" />
      <path d="M14 31V14L30 31V23" fill="none" stroke="#fff" strokeWidth="5.2" />
      <circle cx="30" cy="14.2" r="3.7" fill="#ff6a3d" />
    </svg>
  );
}

/**
 * The company logo, linking home. The wordmark is live text in the site font, coloured by
 * the theme (or white on the always-dark footer), so one logo serves light and dark pages.
 */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <a href={localHref("/")} className="inline-flex shrink-0 items-center gap-2.5" aria-label={site().logo.alt}>
      <LogoMark />
      <span className={`text-[1.65rem] leading-none font-extrabold tracking-tight ${inverse ? "text-white" : "text-ink"}`}>
        {site().logo.text}
      </span>
    </a>
  );
}
