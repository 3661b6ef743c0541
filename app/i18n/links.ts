/**
 * Links within the site, in the language of the page that shows them: the page table and the content keep English
 * paths (`/contact`), and a German page links `/de/contact`. Anything that is not a site path (`#main`, `mailto:`,
 * `https://…`, `//host`) is left alone (docs/decisions/0026-locales.md).
 */
import { siteLocaleCode } from "./format";
import { localePath } from "../../shared/locale-path";

export function localHref(href: string, code: string = siteLocaleCode()): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? "" : href.slice(cut);
  return localePath(path, code) + rest;
}
