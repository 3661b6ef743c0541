/**
 * The site's languages, declared once: the document's `lang` and `dir`, `og:locale`, JSON-LD's `inLanguage` and the
 * social cards read them from here. English is the default, at the unprefixed URLs.
 */
export interface Locale {
  /** BCP 47, as `lang` and `inLanguage` take it. */
  code: string;
  /** As Open Graph spells it. */
  ogLocale: string;
  dir: "ltr" | "rtl";
  /** Its own name, for a language switcher. */
  name: string;
}

export const LOCALES = [
  { code: "en", ogLocale: "en_US", dir: "ltr", name: "English" },
  { code: "de", ogLocale: "de_DE", dir: "ltr", name: "Deutsch" },
  { code: "ar", ogLocale: "ar_AR", dir: "rtl", name: "العربية" },
] as const satisfies readonly Locale[];

export type LocaleCode = (typeof LOCALES)[number]["code"];

export const DEFAULT_LOCALE: Locale = LOCALES[0];

/** The language of this build (see ./format `SITE_LOCALE`): English outside a build. */
export function siteLocale(code: string): Locale {
  return LOCALES.find((l) => l.code === code) ?? DEFAULT_LOCALE;
}
