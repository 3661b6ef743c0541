// The audit log's filters as the stores apply them, alike on SQLite and PostgreSQL.
import type { AuditFilter } from "./desk-types";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD that is a real day, or undefined. */
export function auditDay(text: unknown): string | undefined {
  if (typeof text !== "string" || !DAY.test(text)) return undefined;
  const day = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text) ? text : undefined;
}

export interface AuditConditions {
  actor?: string;
  action?: string;
  /** Recorded at or after. */
  since?: Date;
  /** Recorded before (the day after `to`). */
  before?: Date;
}

/** The filter's days as instants; a day that is not one is ignored. */
export function auditConditions(filter: AuditFilter = {}): AuditConditions {
  const from = auditDay(filter.from);
  const to = auditDay(filter.to);
  return {
    actor: filter.actor || undefined,
    action: filter.action || undefined,
    since: from ? new Date(`${from}T00:00:00.000Z`) : undefined,
    before: to ? new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000) : undefined,
  };
}
