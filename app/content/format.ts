/** Display formatting helpers for content values (zod-free). */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * Formats an ISO date ("2024-03-12") as "March 12, 2024" without touching
 * `Date`/time zones, so server and client render identical text.
 */
export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Invalid ISO date: ${iso}`);
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  if (monthName === undefined) throw new Error(`Invalid month in ISO date: ${iso}`);
  return `${monthName} ${Number(day)}, ${year}`;
}
