// A view of leads as CSV (RFC 4180) or JSON, written row by row as the store reads them in batches: memory stays flat.
import { once } from "node:events";
import type { Writable } from "node:stream";
import { FORM_FIELDS, type FieldName, type FormKind } from "../../shared/forms/fields";
import type { DeskLead } from "../store/desk-types";
import { CONTEXT_KEYS, CONTEXT_LABELS, FIELD_LABELS } from "./views";
import { toZoned } from "./zoned-time";

// A spreadsheet runs a cell that starts like a formula; a leading apostrophe makes it text (OWASP's advice).
const FORMULA_START = /^[=+\-@\t\r]/;

/** How a CSV is written for the spreadsheet that opens it: Excel splits at the list separator of its locale. */
export type CsvStyle = "iso" | "dmy" | "mdy";

interface CsvStyleSpec {
  /** As the export link names it. */
  label: string;
  separator: "," | ";";
  /** An instant as the style writes it; `timeZone` is the company's. */
  date(iso: string, timeZone: string): string;
  /** The zone the times are in, for the header. */
  zone(timeZone: string): string;
}

const wallClock = (iso: string, timeZone: string) => {
  const [date, time] = toZoned(new Date(iso), timeZone).split("T");
  const [y, m, d] = date!.split("-");
  return { y: y!, m: m!, d: d!, time: time! };
};

export const CSV_STYLES: Record<CsvStyle, CsvStyleSpec> = {
  // ISO 8601 in UTC: what a program reads back without guessing.
  iso: { label: "comma, ISO dates", separator: ",", date: (iso) => iso, zone: () => "UTC" },
  // German, French, Spanish … Excel: the semicolon and day.month.year, on the company's clock.
  dmy: {
    label: "semicolon, day.month.year",
    separator: ";",
    date: (iso, tz) => {
      const { y, m, d, time } = wallClock(iso, tz);
      return `${d}.${m}.${y} ${time}`;
    },
    zone: (tz) => tz,
  },
  // US and UK-US Excel: the comma and month/day/year.
  mdy: {
    label: "comma, month/day/year",
    separator: ",",
    date: (iso, tz) => {
      const { y, m, d, time } = wallClock(iso, tz);
      return `${m}/${d}/${y} ${time}`;
    },
    zone: (tz) => tz,
  },
};

export const csvStyleOf = (value: string | undefined): CsvStyle =>
  value !== undefined && Object.hasOwn(CSV_STYLES, value) ? (value as CsvStyle) : "iso";

export interface CsvOptions {
  style: CsvStyle;
  timeZone: string;
}

const ISO: CsvOptions = { style: "iso", timeZone: "UTC" };

export function csvCell(value: string | number | null | undefined, separator = ","): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: (string | number | null | undefined)[], separator = ","): string {
  return `${cells.map((c) => csvCell(c, separator)).join(separator)}\r\n`;
}

// Every kind's fields, in the form's order: the inbox's columns.
const ALL_FIELDS: FieldName[] = ["firstName", "lastName", "name", "email", "phone", "subject", "message"];

function fieldsOf(kind: FormKind | undefined): FieldName[] {
  return kind ? [...FORM_FIELDS[kind]] : ALL_FIELDS;
}

// A subscription's double opt-in and consent: whoever mails the list sends only to the confirmed ones.
const subscriptionColumns = (zone: string) => [`Confirmed (${zone})`, "Consent"];

/** One kind's columns, or (kind undefined) the inbox's: every field, and the kind. */
export function csvHeader(kind: FormKind | undefined, options: CsvOptions = ISO): string {
  const spec = CSV_STYLES[options.style];
  const zone = spec.zone(options.timeZone);
  const extra = kind === "subscribe" ? subscriptionColumns(zone) : [];
  const context = CONTEXT_KEYS.map((key) => CONTEXT_LABELS[key]);
  return csvLine(
    [
      "ID",
      `Received (${zone})`,
      ...(kind ? [] : ["Kind"]),
      "Status",
      ...fieldsOf(kind).map((f) => FIELD_LABELS[f]),
      "Page",
      ...context,
      ...extra,
    ],
    spec.separator,
  );
}

/** A lead as a row of its kind's columns, or (kind undefined) of the inbox's. */
export function csvRow(lead: DeskLead, kind: FormKind | undefined, options: CsvOptions = ISO): string {
  const spec = CSV_STYLES[options.style];
  const date = (iso: string | null) => (iso ? spec.date(iso, options.timeZone) : "");
  const extra = kind === "subscribe" ? [date(lead.confirmedAt), lead.consentText] : [];
  return csvLine(
    [
      lead.id,
      date(lead.createdAt),
      ...(kind ? [] : [lead.kind]),
      lead.deskStatus,
      ...fieldsOf(kind).map((f) => lead[f]),
      lead.page,
      ...CONTEXT_KEYS.map((key) => lead[key]),
      ...extra,
    ],
    spec.separator,
  );
}

export function jsonRow(lead: DeskLead): Record<string, unknown> {
  const fields = Object.fromEntries(fieldsOf(lead.kind).map((f) => [f, lead[f]]));
  const extra = lead.kind === "subscribe" ? { confirmedAt: lead.confirmedAt, consent: lead.consentText } : {};
  // Every key, "" when not known, so each record has the same shape.
  const context = Object.fromEntries(CONTEXT_KEYS.map((key) => [key, lead[key]]));
  return {
    id: lead.id,
    kind: lead.kind,
    receivedAt: lead.createdAt,
    status: lead.deskStatus,
    ...fields,
    page: lead.page,
    context,
    ...extra,
  };
}

/** Writes to a response, waiting whenever the client is slower than the store; `gone` once the client went away. */
export function sink(out: Writable) {
  let gone = false;
  out.once("close", () => (gone = true));
  return {
    get gone() {
      return gone;
    },
    async write(chunk: string) {
      if (!gone && !out.write(chunk)) await Promise.race([once(out, "drain"), once(out, "close")]);
    },
  };
}

// Rows go out in chunks of about this many characters: one write per row would make tens of thousands of small buffers.
const CHUNK = 64 * 1024;

/** One kind's rows (every kind's: kind undefined): CSV with a header, or a JSON array (ISO times always). Returns the rows written. */
export async function writeRows(
  to: ReturnType<typeof sink>,
  format: "csv" | "json",
  kind: FormKind | undefined,
  rows: AsyncIterable<DeskLead>,
  options: CsvOptions = ISO,
): Promise<number> {
  let written = 0;
  // The BOM tells spreadsheet programs the file is UTF-8.
  let chunk = format === "csv" ? `\uFEFF${csvHeader(kind, options)}` : "[\n";
  for await (const lead of rows) {
    if (to.gone) break;
    chunk += format === "csv" ? csvRow(lead, kind, options) : `${written ? ",\n" : ""}${JSON.stringify(jsonRow(lead))}`;
    written++;
    if (chunk.length >= CHUNK) {
      await to.write(chunk);
      chunk = "";
    }
  }
  if (format === "json") chunk += "\n]";
  await to.write(chunk);
  return written;
}

export async function writeExport(
  out: Writable,
  format: "csv" | "json",
  kind: FormKind | undefined,
  rows: AsyncIterable<DeskLead>,
  options: CsvOptions = ISO,
): Promise<number> {
  const to = sink(out);
  const written = await writeRows(to, format, kind, rows, options);
  if (!to.gone) out.end(format === "json" ? "\n" : "");
  return written;
}
