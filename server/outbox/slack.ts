/**
 * A webhook in Slack's incoming-webhook format (`{"text": "…"}`; Mattermost, Rocket.Chat and others take it too):
 * one short message per lead with a link to it in the desk. Slack reads `<…>` as links and mentions (`<!channel>`), so
 * the visitor's text has `&`, `<` and `>` escaped as Slack asks.
 */
import type { LeadRow } from "../store/types";
import type { NotificationChannel } from "./channel";
import { senderName } from "./email";

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const KINDS: Record<LeadRow["kind"], string> = {
  contact: "contact message",
  quote: "quote request",
  subscribe: "subscriber",
  comment: "blog comment",
};

export function slackPayload(lead: LeadRow, siteUrl: string): { text: string } {
  const first = lead.message.split(/\r?\n/).find((l) => l.trim()) ?? "";
  const lines = [
    `New ${KINDS[lead.kind]} from ${escape(senderName(lead))}${lead.email ? ` (${escape(lead.email)})` : ""}`,
    ...(lead.subject ? [`Subject: ${escape(lead.subject.slice(0, 200))}`] : []),
    ...(first ? [`> ${escape(first.slice(0, 300))}${first.length > 300 ? "…" : ""}`] : []),
    `<${new URL(`/desk/leads/${lead.kind}/${lead.id}`, siteUrl).href}|Open lead ${lead.id} in the desk>`,
  ];
  return { text: lines.join("\n") };
}

/** `send`: the guarded fetch of webhooks set in the desk. A non-2xx answer is a failed attempt. */
export function createSlackChannel(options: { url: string; siteUrl: string; timeoutMs: number; fetch: typeof fetch }): NotificationChannel {
  return {
    name: "webhook",
    async deliver(lead) {
      let response: Response;
      try {
        response = await options.fetch(options.url, {
          method: "POST",
          body: JSON.stringify(slackPayload(lead, options.siteUrl)),
          signal: AbortSignal.timeout(options.timeoutMs),
          headers: { "content-type": "application/json", "user-agent": "Nexora-Webhook/1" },
        });
      } catch (error) {
        if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
          throw new Error(`webhook: no answer within ${options.timeoutMs} ms`);
        throw new Error(`webhook: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (response.status < 200 || response.status > 299) throw new Error(`webhook: HTTP ${response.status}`);
    },
  };
}
