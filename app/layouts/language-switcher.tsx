import { useLocation } from "react-router";
import { pageByPath, searchPage, subscriptionPage, type PageEntry } from "~/pages";
import { LOCALES, localePath, splitLocale } from "~/i18n/locales";
import { siteLocaleCode } from "~/i18n/format";
import { layout } from "@interface/common";

/**
 * The same page in each language: plain links (no script, no redirect by Accept-Language, so a URL is always the same
 * page), each name in its own language and direction. The error page links each language's home.
 */
export function LanguageSwitcher({
  className = "",
  linkClassName = "",
  landmark = true,
  page,
}: {
  className?: string;
  linkClassName?: string;
  /** A navigation landmark of its own; false inside another one (the mobile menu): a labelled group there. */
  landmark?: boolean;
  /** The page shown (usePage()): a news item's says the languages it is in. */
  page?: PageEntry;
}) {
  // Within the page's language; an unknown path (the error page): each home.
  const { search, ...location } = useLocation();
  const { path: pathname } = splitLocale(location.pathname);
  const Wrapper = landmark ? "nav" : "div";
  // The pages rendered on request keep their query: the search's words, the confirmation link's token.
  const onRequest = [searchPage, subscriptionPage].find((p) => pathname.toLowerCase() === p.path);
  // A news item: its page in the languages it is written in, the blog in the others.
  const news = page;
  const path = pageByPath(pathname)?.path ?? onRequest?.path ?? (news?.id === "news" ? news.path : "/");
  const pathIn = (code: string) => (news?.id === "news" && news.languages && !news.languages.includes(code) ? "/blog" : path);
  const query = onRequest ? search : "";
  return (
    <Wrapper {...(landmark ? {} : { role: "group" })} aria-label={layout.language} className={className}>
      <ul className="flex items-center gap-1">
        {LOCALES.map((l) => (
          <li key={l.code}>
            <a
              href={localePath(pathIn(l.code), l.code) + query}
              hrefLang={l.code}
              lang={l.code}
              dir={l.dir}
              aria-current={l.code === siteLocaleCode() ? "page" : undefined}
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
