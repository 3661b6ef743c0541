// A view of leads as CSV (RFC 4180) or JSON, written row by row as the store reads them in batches: memory stays flat.
import { once } from "node:events";
import type { Writable } from "node:stream";
import { FORM_FIELDS, type FieldName, type FormKind } from "../../shared/forms/fields";
import type { DeskLead } from "../store/desk-types";
import { CONTEXT_KEYS, CONTEXT_LABELS, FIELD_LABELS } from "./views";

// A spreadsheet runs a cell that starts like a formula; a leading apostrophe makes it text (OWASP's advice).
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

function fieldsOf(kind: FormKind): FieldName[] {
  return [...FORM_FIELDS[kind]];
}

// A subscription's double opt-in and consent: whoever mails the list sends only to the confirmed ones.
const SUBSCRIPTION_COLUMNS = ["Confirmed (UTC)", "Consent"];

export function csvHeader(kind: FormKind): string {
  const extra = kind === "subscribe" ? SUBSCRIPTION_COLUMNS : [];
  const context = CONTEXT_KEYS.map((key) => CONTEXT_LABELS[key]);
  return csvLine(["ID", "Received (UTC)", "Status", ...fieldsOf(kind).map((f) => FIELD_LABELS[f]), "Page", ...context, ...extra]);
}

export function csvRow(lead: DeskLead): string {
  const extra = lead.kind === "subscribe" ? [lead.confirmedAt, lead.consentText] : [];
  const context = CONTEXT_KEYS.map((key) => lead[key]);
  return csvLine([lead.id, lead.createdAt, lead.deskStatus, ...fieldsOf(lead.kind).map((f) => lead[f]), lead.page, ...context, ...extra]);
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

/** One kind's rows: CSV with a header, or a JSON array. Returns the rows written. */
export async function writeRows(
  to: ReturnType<typeof sink>,
  format: "csv" | "json",
  kind: FormKind,
  rows: AsyncIterable<DeskLead>,
): Promise<number> {
  let written = 0;
  // The BOM tells spreadsheet programs the file is UTF-8.
  let chunk = format === "csv" ? `\uFEFF${csvHeader(kind)}` : "[\n";
  for await (const lead of rows) {
    if (to.gone) break;
    chunk += format === "csv" ? csvRow(lead) : `${written ? ",\n" : ""}${JSON.stringify(jsonRow(lead))}`;
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

export async function writeExport(out: Writable, format: "csv" | "json", kind: FormKind, rows: AsyncIterable<DeskLead>): Promise<number> {
  const to = sink(out);
  const written = await writeRows(to, format, kind, rows);
  if (!to.gone) out.end(format === "json" ? "\n" : "");
  return written;
}
