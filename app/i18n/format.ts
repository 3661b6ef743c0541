import { renderLocale } from "./render-locale.ts";

/**
 * Interface text with placeholders: `fill("By {author}", { author })`. Translations keep the
 * placeholders and move them where their language puts them (docs/decisions/0026-locales.md).
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** The placeholders of a template, in order: a translation must have the same set. */
export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/** A message that depends on a number: one text per plural category of the language (CLDR: one, other; Arabic has six). */
export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

declare const __SITE_LOCALE__: string | undefined;

// Outside a render: the content plugin's language in Vite (the islands: the page's `<html lang>`), else the
// environment's `SITE_LOCALE` (tools, one language's tests), else English.
const FALLBACK_LOCALE: string = typeof __SITE_LOCALE__ === "string" ? __SITE_LOCALE__ : (globalThis.process?.env?.SITE_LOCALE ?? "en");

/** The language served: the render's (its route's, ./render-locale.ts), else the fallback above. */
export function siteLocaleCode(): string {
  return renderLocale() ?? FALLBACK_LOCALE;
}

// Making an Intl formatter costs far more than using one; a page renders dozens of numbers in one or two languages.
const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function cached<T>(cache: Map<string, T>, locale: string, make: (locale: string) => T): T {
  let value = cache.get(locale);
  if (value === undefined) cache.set(locale, (value = make(locale)));
  return value;
}

/** `plural({ one: "…", other: "{count} …" }, 3)`: the text of the count's category, with `{count}` written for the language. */
export function plural(texts: PluralText, count: number, values: Record<string, string | number> = {}, locale = siteLocaleCode()): string {
  const category = cached(pluralRules, locale, (l) => new Intl.PluralRules(l)).select(count);
  return fill(texts[category] ?? texts.other, { ...values, count: formatNumber(count, locale) });
}

/** The comma between the parts of a list or a name and its company: Arabic writes "،". */
export function listComma(locale = siteLocaleCode()): string {
  return locale === "ar" ? "، " : ", ";
}

/** A number as the language writes it (1,000 / 1.000). */
export function formatNumber(value: number, locale = siteLocaleCode()): string {
  return cached(numberFormats, locale, (l) => new Intl.NumberFormat(l)).format(value);
}
