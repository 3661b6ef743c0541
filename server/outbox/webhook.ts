/**
 * A failed attempt is any answer but 2xx, a redirect, a network error or a timeout (the outbox worker retries).
 * The request below is documented in docs/leads.md and stable:
 *
 *   POST <LEADS_WEBHOOK_URL>
 *   Content-Type: application/json
 *   X-Nexora-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">
 *   Idempotency-Key: <delivery id, the same on every attempt of this lead>
 *
 *   { "type": "lead.created", "deliveryId": "…", "lead": { "id", "kind", "status", "createdAt",
 *     "page", "locale", "fields": { "firstName", "lastName", "name", "email", "phone", "subject", "message" } } }
 *
 * Every field is a string ("" when the form has no such field).
 */
import crypto from "node:crypto";
import type { LeadRow } from "../store/types";
import type { NotificationChannel } from "./channel";
import { splitLocale } from "../../shared/locales";

export const SIGNATURE_HEADER = "X-Nexora-Signature";
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

export interface WebhookChannelOptions {
  url: string;
  secret: string;
  /** From sending to the end of the answer's headers (default 10 s). */
  timeoutMs?: number;
  /** For tests. */
  fetch?: typeof fetch;
  now?: () => Date;
}

export interface WebhookPayload {
  type: "lead.created";
  deliveryId: string;
  lead: {
    id: number;
    kind: LeadRow["kind"];
    status: LeadRow["status"];
    createdAt: string;
    page: string;
    /** The language of the page (BCP 47), from its path. */
    locale: string;
    fields: Pick<LeadRow, "firstName" | "lastName" | "name" | "email" | "phone" | "subject" | "message">;
  };
}

export function webhookPayload(lead: LeadRow, deliveryId: string): WebhookPayload {
  return {
    type: "lead.created",
    deliveryId,
    lead: {
      id: lead.id,
      kind: lead.kind,
      status: lead.status,
      createdAt: lead.createdAt,
      page: lead.page,
      locale: splitLocale(lead.page).locale.code,
      fields: {
        firstName: lead.firstName,
        lastName: lead.lastName,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        subject: lead.subject,
        message: lead.message,
      },
    },
  };
}

function hmac(secret: string, timestamp: number, body: string): string {
  return crypto.createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

// `timestamp` in unix seconds.
export function signWebhook(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

// For receivers: a replayed request older than `toleranceSeconds` is refused.
export function verifyWebhookSignature(
  secret: string,
  header: string | null | undefined,
  body: string,
  { toleranceSeconds = 300, now = new Date() }: { toleranceSeconds?: number; now?: Date } = {},
): boolean {
  if (!header) return false;
  const parts = new Map(header.split(",").map((part) => part.trim().split("=", 2) as [string, string]));
  const timestamp = Number(parts.get("t"));
  const signature = parts.get("v1") ?? "";
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  return crypto.timingSafeEqual(Buffer.from(signature, "hex"), Buffer.from(hmac(secret, timestamp, body), "hex"));
}

export function createWebhookChannel({
  url,
  secret,
  timeoutMs = 10_000,
  fetch: send = fetch,
  now = () => new Date(),
}: WebhookChannelOptions): NotificationChannel {
  return {
    name: "webhook",
    async deliver(lead, delivery) {
      const body = JSON.stringify(webhookPayload(lead, delivery.key));
      const timestamp = Math.floor(now().getTime() / 1000);
      let response: Response;
      try {
        response = await send(url, {
          method: "POST",
          body,
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
          headers: {
            "content-type": "application/json",
            "user-agent": "Nexora-Webhook/1",
            [SIGNATURE_HEADER]: signWebhook(secret, body, timestamp),
            [IDEMPOTENCY_HEADER]: delivery.key,
          },
        });
      } catch (error) {
        if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
          throw new Error(`webhook: no answer within ${timeoutMs} ms`);
        }
        // fetch says "fetch failed"; the reason is its cause.
        const reason = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        throw new Error(`webhook: ${reason instanceof Error ? reason.message : String(reason)}`);
      }
      // The receiver's answer is not ours to log.
      await response.body?.cancel().catch(() => undefined);
      if (response.status < 200 || response.status > 299) throw new Error(`webhook: HTTP ${response.status}`);
    },
  };
}
