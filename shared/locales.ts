/**
 * The site's languages, declared once: the document's `lang` and `dir`, `og:locale`, JSON-LD's `inLanguage`, the URLs,
 * the server's choice of build for a path and the social cards read them from here. English is the default, at the
 * unprefixed URLs; another language's pages are under its code (/de/about).
 */
import { DEFAULT_LOCALE_CODE, localePath } from "./locale-path.ts";

export { DEFAULT_LOCALE_CODE, localePath };

export interface Locale {
  /** BCP 47, as `lang` and `inLanguage` take it. */
  code: string;
  /** As Open Graph spells it. */
  ogLocale: string;
  dir: "ltr" | "rtl";
  /** Its own name, for a language switcher. */
  name: string;
  /** For the team's notifications and desk, which are in English. */
  englishName: string;
  /**
   * Its writing system (ISO 15924), which picks the web font: Latin pages preload the cut Plus Jakarta Sans; Arabic
   * pages have one file for both scripts, named under html:lang(ar) in app/app.css and not preloaded (app/root.tsx).
   */
  script: "Latn" | "Arab";
}

export const LOCALES = [
  { code: "en", ogLocale: "en_US", dir: "ltr", name: "English", englishName: "English", script: "Latn" },
  { code: "de", ogLocale: "de_DE", dir: "ltr", name: "Deutsch", englishName: "German", script: "Latn" },
  { code: "ar", ogLocale: "ar_AR", dir: "rtl", name: "العربية", englishName: "Arabic", script: "Arab" },
] as const satisfies readonly Locale[];

export type LocaleCode = (typeof LOCALES)[number]["code"];

export const DEFAULT_LOCALE: Locale = LOCALES.find((l) => l.code === DEFAULT_LOCALE_CODE)!;

/** A language by its code; English for a code the site does not have. */
export function siteLocale(code: string): Locale {
  return LOCALES.find((l) => l.code === code) ?? DEFAULT_LOCALE;
}

export function isLocaleCode(code: string): code is LocaleCode {
  return LOCALES.some((l) => l.code === code);
}

/**
 * The language of a URL path and the path within it (`/de/about` → de, `/about`), case-insensitive as the routes
 * are. Only a whole first segment counts: `/details` is English, not German.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([^/?#]+)(?=$|[/?#])/.exec(pathname);
  const code = match?.[1]?.toLowerCase();
  const locale = LOCALES.find((l) => l.code === code && l.code !== DEFAULT_LOCALE.code);
  if (!locale) return { locale: DEFAULT_LOCALE, path: pathname };
  const rest = pathname.slice(match![0].length);
  return { locale, path: rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest };
}
