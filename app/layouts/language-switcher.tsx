import { useLocation } from "react-router";
import { pageByPath, searchPage } from "~/pages";
import { LOCALES, localePath } from "~/i18n/locales";
import { SITE_LOCALE } from "~/i18n/format";
import { layout } from "@interface/common";

/**
 * The same page in each language: plain links (no script, no redirect by Accept-Language, so a URL is always the same
 * page), each name in its own language and direction. The error page links each language's home.
 */
export function LanguageSwitcher({
  className = "",
  linkClassName = "",
  landmark = true,
}: {
  className?: string;
  linkClassName?: string;
  /** A navigation landmark of its own; false inside another one (the mobile menu): a labelled group there. */
  landmark?: boolean;
}) {
  // Within the build's language (React Router takes its basename off); an unknown path (the error page): each home.
  const { pathname } = useLocation();
  const Wrapper = landmark ? "nav" : "div";
  const path = pageByPath(pathname)?.path ?? (pathname.toLowerCase() === searchPage.path ? searchPage.path : "/");
  return (
    <Wrapper {...(landmark ? {} : { role: "group" })} aria-label={layout.language} className={className}>
      <ul className="flex items-center gap-1">
        {LOCALES.map((l) => (
          <li key={l.code}>
            <a
              href={localePath(path, l.code)}
              hrefLang={l.code}
              lang={l.code}
              dir={l.dir}
              aria-current={l.code === SITE_LOCALE ? "page" : undefined}
              className={`inline-flex min-h-6 items-center rounded-sm px-1.5 hover:underline aria-[current=page]:font-bold ${linkClassName}`}
            >
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
