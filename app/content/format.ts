/** Display formatting helpers for content values (zod-free). */
import { siteLocaleCode } from "../i18n/format";

/**
 * Formats an ISO date ("2024-03-12") in the locale's long style ("March 12, 2024" in English) through `Intl`, read
 * as a calendar date in UTC so server and browser render identical text whatever their time zone.
 */
export function formatIsoDate(iso: string, locale = siteLocaleCode()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Invalid ISO date: ${iso}`);
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) throw new Error(`Invalid ISO date: ${iso}`);
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date);
}
