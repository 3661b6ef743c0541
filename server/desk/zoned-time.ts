// Wall-clock times in the company's time zone (COMPANY_TIME_ZONE), for scheduled publishing: what the desk shows and
// what a `datetime-local` field posts, to and from instants. Intl knows the zones' rules; nothing here hard-codes one.

export function validTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();
function wallClock(ms: number, timeZone: string): [number, number, number, number, number] {
  let format = formats.get(timeZone);
  if (!format)
    formats.set(
      timeZone,
      (format = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
      })),
    );
  const parts = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, Number(p.value)]));
  return [parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!];
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as the zone's wall clock, as a `datetime-local` field takes it: "2026-12-01T09:00". */
export function toZoned(date: Date, timeZone: string): string {
  const [y, mo, d, h, mi] = wallClock(date.getTime(), timeZone);
  return `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}`;
}

/** An instant as the desk shows it: "2026-12-01 09:00 Europe/Berlin". */
export const zonedText = (iso: string, timeZone: string) => `${toZoned(new Date(iso), timeZone).replace("T", " ")} ${timeZone}`;

/**
 * The instant a zone's wall-clock time names ("2026-12-01T09:00", seconds optional), or undefined when it is no such time. A time the
 * clocks skip (a spring-forward hour) gives the instant an hour on; of a time they pass twice, the first.
 */
export function fromZoned(text: string, timeZone: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/.exec(text.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  const seconds = Number(m[6] ?? 0);
  if (seconds > 59) return undefined;
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return undefined;
  const offsetAt = (ms: number) => {
    const [wy, wmo, wd, wh, wmi] = wallClock(ms, timeZone);
    return Date.UTC(wy, wmo - 1, wd, wh, wmi) - Math.floor(ms / 60_000) * 60_000;
  };
  // The offset before the time, then at the guess: between them they settle a change of offset on that day.
  const early = asUtc - offsetAt(asUtc - 86_400_000);
  const late = asUtc - offsetAt(asUtc + 86_400_000);
  const candidates = [early, late].filter((ms) => toZoned(new Date(ms), timeZone) === `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}`);
  return new Date((candidates.length > 0 ? Math.min(...candidates) : Math.max(early, late)) + seconds * 1000);
}
