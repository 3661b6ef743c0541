import { Fragment, type ReactNode } from "react";
import { siteLocaleCode } from "~/i18n/format";
import { siteLocale } from "~/i18n/locales";

// A Latin run: from a letter or digit (or the sign, dot, hash or copyright sign right before one) through letters, digits, spaces and the
// punctuation of addresses, names and codes, to a letter, digit, closing bracket or sign. Numbers without a letter or
// a sign ("(25)", "24/7", "9:00") are left to the page's direction, as Arabic text writes them.
const RUN = /(?:© ?)?[+.#]?[A-Za-z0-9][A-Za-z0-9 .,:;@&/#+'’()\-–]*[A-Za-z0-9)#+]|[+.#]?[A-Za-z]/g;
const LATIN = /[A-Za-z+@]/;

/**
 * The text with its Latin runs isolated left to right on a right-to-left page ("1250 Harbor View Avenue, Suite 400",
 * ".NET", "2.5K+", "© 2024 Nexora Technologies Ltd"): without it the bidi algorithm moves a leading number or dot to the run's other end. On a
 * left-to-right page, the text as it is.
 */
export function ltrRuns(text: string, rtl = siteLocale(siteLocaleCode()).dir === "rtl"): ReactNode {
  if (!rtl) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(RUN)) {
    if (!LATIN.test(match[0])) continue;
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push(
      <bdi key={match.index} dir="ltr">
        {match[0]}
      </bdi>,
    );
    at = match.index + match[0].length;
  }
  if (at === 0) return text;
  if (at < text.length) parts.push(text.slice(at));
  return <Fragment>{parts}</Fragment>;
}
