/**
 * Figures in the reader's format (docs/decisions/0028-figures.md): English pages show the specification's figures as
 * written ("$9.9", "(4.5)", "2.5K+", "100%"); German and Arabic pages the same values as their language writes them
 * ("9,90 $", "4,5", "2.500+", "100 %"), Arabic with Western digits.
 */
import { siteLocaleCode, cached } from "./format.ts";

const SPEC_LOCALE = "en";
/** The page shows the specification's figures as written (English). */
export function specFigures(): boolean {
  return siteLocaleCode() === SPEC_LOCALE;
}

// One cached formatter per locale and options (format.ts: making one costs far more than using it).
const formats = new Map<string, Intl.NumberFormat>();
function format(locale: string, options: Intl.NumberFormatOptions, value: number): string {
  return cached(formats, `${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlLocale(locale), options)).format(value);
}

/** The Intl locale of a site language: Arabic with Western digits, as the site's phone numbers, addresses and codes. */
export function intlLocale(locale: string): string {
  return locale === "ar" ? "ar-u-nu-latn" : locale;
}

/** A number with its decimals: "4.5" in English, "4,5" in German. */
export function formatDecimal(value: number, locale = siteLocaleCode()): string {
  return locale === SPEC_LOCALE ? String(value) : format(locale, { maximumFractionDigits: 2 }, value);
}

/** A price in US dollars: "$9.9" in English (the specification's), "9,90 $" in German. */
export function formatPrice(price: number, locale = siteLocaleCode()): string {
  return locale === SPEC_LOCALE ? `$${price}` : format(locale, { style: "currency", currency: "USD", minimumFractionDigits: 2 }, price);
}

/** A price as the content's assembly writes it ("$9.9") in the page's language. */
export function localPrice(display: string, locale = siteLocaleCode()): string {
  const amount = /^\$(\d+(?:\.\d+)?)$/.exec(display);
  return amount ? formatPrice(Number(amount[1]), locale) : display;
}

/** A percentage given as 0–100: "98%" in English, "98 %" in German. */
export function formatPercent(percent: number, locale = siteLocaleCode()): string {
  return locale === SPEC_LOCALE ? `${percent}%` : format(locale, { style: "percent", maximumFractionDigits: 1 }, percent / 100);
}

const FIGURE = /^(\d+(?:\.\d+)?)([KM])?(\+|%)?$/;
const SCALE = { K: 1_000, M: 1_000_000 } as const;

/**
 * A figure written in the content as English writes it ("2.5K+", "150K+", "100%", "1500+") in the page's language:
 * German "2.500+", "150.000+", "100 %". Any other text ("24/7", "4x") is returned as it is.
 */
export function formatFigure(text: string, locale = siteLocaleCode()): string {
  const match = FIGURE.exec(text.trim());
  if (locale === SPEC_LOCALE || !match) return text;
  const [, digits, scale, sign] = match;
  const value = Number(digits) * (scale ? SCALE[scale as keyof typeof SCALE] : 1);
  if (sign === "%") return formatPercent(value, locale);
  return `${format(locale, { maximumFractionDigits: 2 }, value)}${sign ?? ""}`;
}
