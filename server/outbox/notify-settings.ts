/**
 * Who is told of a new lead: the environment's settings (SMTP_URL, LEADS_NOTIFY_TO, LEADS_NOTIFY_FROM,
 * LEADS_WEBHOOK_URL) where set, else what an admin set in the desk (Notifications, stored in the lead store so every
 * instance reads the same without a restart). The outbox reads it when it queues a lead and when it delivers.
 */
import net from "node:net";
import { site } from "../../app/content/site";
import { FORM_KINDS, type FormKind } from "../../shared/forms/fields";
import { recipientsKey, type StoredNotify } from "../store/inbox-types";
import type { Channel, LeadStore } from "../store/types";
import type { OutboxConfig } from "./config";

export type WebhookFormat = "signed" | "slack";
export const WEBHOOK_FORMATS: readonly WebhookFormat[] = ["signed", "slack"];

/** Where a setting in force comes from: the server's environment wins over the desk. */
export type NotifySource = "env" | "desk" | "none";

export interface EffectiveWebhook {
  url: string;
  format: WebhookFormat;
  /** The signed format's key. */
  secret: string;
  source: "env" | "desk";
}

export interface EffectiveNotify {
  /** SMTP_URL is set: e-mails can be sent at all. */
  smtp: boolean;
  /** Per kind: the recipients in force, comma-separated ("" for none), and where they come from. */
  recipients: Record<FormKind, { value: string; source: NotifySource }>;
  /** The sender of every e-mail the outbox sends, as nodemailer takes it. */
  from: { value: string; source: NotifySource };
  webhook?: EffectiveWebhook;
  /** The stored settings' last change. */
  updatedAt: string | null;
  updatedBy: string | null;
}

export const defaultSender = () => `"${site().name} website" <no-reply@${new URL(site().website.url).hostname.replace(/^www\./, "")}>`;

export function effectiveNotify(
  config: Pick<OutboxConfig, "email" | "webhook" | "smtpUrl" | "from">,
  stored: StoredNotify,
): EffectiveNotify {
  const smtp = Boolean(config.smtpUrl ?? config.email?.smtpUrl);
  const envTo = config.email?.to;
  const recipients = Object.fromEntries(
    FORM_KINDS.map((kind) => {
      const desk = stored.values[recipientsKey(kind)];
      return [kind, envTo ? { value: envTo, source: "env" } : desk ? { value: desk, source: "desk" } : { value: "", source: "none" }];
    }),
  ) as EffectiveNotify["recipients"];
  const envFrom = config.from ?? config.email?.from;
  const from = envFrom
    ? { value: envFrom, source: "env" as const }
    : stored.values.from
      ? { value: stored.values.from, source: "desk" as const }
      : { value: defaultSender(), source: "none" as const };
  const deskUrl = stored.values["webhook.url"];
  const deskFormat = stored.values["webhook.format"] === "slack" ? "slack" : "signed";
  const webhook: EffectiveWebhook | undefined = config.webhook
    ? { url: config.webhook.url, format: "signed", secret: config.webhook.secret, source: "env" }
    : deskUrl && (deskFormat === "slack" || stored.values["webhook.secret"])
      ? { url: deskUrl, format: deskFormat, secret: stored.values["webhook.secret"] ?? "", source: "desk" }
      : undefined;
  return { smtp, recipients, from, webhook, updatedAt: stored.updatedAt, updatedBy: stored.updatedBy };
}

/** The team's channels of a new lead of `kind`: e-mail when SMTP is set and someone receives that kind, the webhook when one is set. */
export function teamChannels(notify: EffectiveNotify, kind: FormKind): Channel[] {
  return [...(notify.smtp && notify.recipients[kind].value ? (["email"] as const) : []), ...(notify.webhook ? (["webhook"] as const) : [])];
}

/** The kinds of lead nobody is told of. */
export function untoldKinds(notify: EffectiveNotify): FormKind[] {
  return FORM_KINDS.filter((kind) => teamChannels(notify, kind).length === 0);
}

export interface NotifyReader {
  current(): Promise<EffectiveNotify>;
  /** After a change in the desk: this instance reads it at once (the others within the cache's time). */
  changed(): void;
}

/** Reads the stored settings at most once per `ttlMs` (a lead's post must not wait for a query each time). */
export function notifyReader(store: () => Promise<Pick<LeadStore, "inbox">>, config: OutboxConfig, ttlMs = 2_000): NotifyReader {
  let cached: { at: number; value: Promise<EffectiveNotify> } | undefined;
  return {
    current() {
      const now = Date.now();
      if (!cached || now - cached.at >= ttlMs) {
        const value = store()
          .then((s) => s.inbox.notifySettings())
          .then((stored) => effectiveNotify(config, stored));
        cached = { at: now, value };
        // A failed read is not kept.
        value.catch(() => {
          if (cached?.value === value) cached = undefined;
        });
      }
      return cached.value;
    },
    changed() {
      cached = undefined;
    },
  };
}

// ——— What an admin may enter ———

/** An address as a person types it for mail: no display name, no comment, nothing that could end a header or a list. */
const ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const isPlainAddress = (value: string): boolean => value.length <= 254 && ADDRESS.test(value);

/** Recipients typed comma- or line-separated: their list, or what is wrong. */
export function parseRecipients(text: string): { ok: true; value: string } | { ok: false; problem: string } {
  const list = text
    .split(/[,;\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const wrong = list.find((a) => !isPlainAddress(a));
  if (wrong !== undefined) return { ok: false, problem: `“${wrong.slice(0, 80)}” is not an e-mail address (name@example.com).` };
  if (list.length > 20) return { ok: false, problem: "At most 20 recipients per kind; use a team address for more." };
  return { ok: true, value: [...new Set(list)].join(", ") };
}

/** "Nexora website <leads@example.com>" or "leads@example.com". */
export function parseSender(text: string): { ok: true; value: string } | { ok: false; problem: string } {
  const value = text.trim();
  if (!value) return { ok: true, value: "" };
  const named = /^([^"<>\r\n\\]{1,80}?)\s*<([^<>\s]+)>$/.exec(value);
  const address = named ? named[2] : value;
  if (!isPlainAddress(address))
    return { ok: false, problem: "Write an address (leads@example.com) or a name and an address (Nexora <leads@example.com>)." };
  return { ok: true, value: named ? `"${named[1].trim().replace(/"/g, "")}" <${address}>` : address };
}

// Addresses a webhook set in the desk must not reach (SSRF): this machine, the private networks, link-local
// (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast and the reserved ranges.
const PRIVATE = new net.BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  PRIVATE.addSubnet(address, prefix, "ipv4");
for (const [address, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
  ["2001:db8::", 32],
] as const)
  PRIVATE.addSubnet(address, prefix, "ipv6");

/** Whether an IP address is on this machine, a private network or a reserved range (IPv4 inside IPv6 too). */
export function isPrivateAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return PRIVATE.check(mapped[1], "ipv4");
  const family = net.isIP(bare);
  if (family === 0) return false;
  // ::ffff:7f00:1 is 127.0.0.1 written in hex.
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(bare);
  if (hexMapped) {
    const n = (parseInt(hexMapped[1], 16) << 16) | parseInt(hexMapped[2], 16);
    return PRIVATE.check([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join("."), "ipv4");
  }
  return PRIVATE.check(bare, family === 4 ? "ipv4" : "ipv6");
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * A webhook address an admin may set: https:// (http:// only on localhost, 127.0.0.1 or [::1], as LEADS_WEBHOOK_URL),
 * no user name or password in it, and (unless `allowPrivate`, DESK_WEBHOOK_PRIVATE_HOSTS=allow) no host that is or
 * names this machine or a private network. A name that resolves to one is refused again when it is delivered to.
 */
export function checkWebhookUrl(text: string, allowPrivate: boolean): { ok: true; value: string } | { ok: false; problem: string } {
  const value = text.trim();
  if (!URL.canParse(value)) return { ok: false, problem: "That is not a web address; it starts with https://." };
  const url = new URL(value);
  if (value.length > 2000) return { ok: false, problem: "That address is too long (2,000 characters at most)." };
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname)))
    return { ok: false, problem: "The address must start with https:// (http:// only on this machine, for tests)." };
  if (url.username || url.password) return { ok: false, problem: "Put no user name or password in the address." };
  // "localhost." is localhost: a name's final dot is dropped before it is looked at.
  const host = url.hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "");
  const local =
    LOOPBACK_HOSTS.has(host) || host === "::1" || host.endsWith(".localhost") || isPrivateAddress(host) || host.endsWith(".internal");
  if (local && !allowPrivate)
    return { ok: false, problem: "The address must be on the internet, not on this machine or a private network." };
  return { ok: true, value: url.href };
}

/** An address with a secret in it (a Slack webhook's token) as the desk shows it after saving: its host and the last characters. */
export function maskedUrl(value: string): string {
  if (!URL.canParse(value)) return "••••";
  const url = new URL(value);
  const rest = `${url.pathname}${url.search}`;
  return `${url.protocol}//${url.host}/••••${rest.length > 12 ? rest.slice(-4) : ""}`;
}
