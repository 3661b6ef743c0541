/**
 * A lead form's post: `formAction` answers a plain HTML post with the page (or a 303 to ?sent=<kind>), `leadSubmitAction`
 * answers the island's fetch with JSON. Order (`answerLeadPost`): method → body → form and page → rate limit → fields →
 * counted in the store → spam traps → commit.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { formsContext } from "~/lib/request-context.server";
// Covers bodies sent without a Content-Length (chunked).
import { BODY_LIMIT_BYTES, DRAIN_LIMIT_BYTES } from "../../server/http-guards";
import type { FormContext } from "../../server/load-context";
import type { FormTokens } from "../../server/form-token";
import type { DiscardReason } from "../../server/lead-service";
import { newsPage, pageByPath } from "~/pages";
import { newsItemAt, newsPath } from "~/content/news";
import {
  FORM_ID_PATTERN,
  META_FIELDS,
  PAGE_PARAM,
  SENT_PARAM,
  statusId,
  type FormResult,
  type FormStart,
} from "../../shared/forms/form-result";
import { isFormKind, readFields, validateForm, type FieldErrors, type FieldName, type FormKind, type RawValues } from "./schemas";
import { privacyNotes, serverMessages, subscription, validation as validationWords } from "@interface/forms";
import { AWAITING_PARAM } from "../../shared/subscription";
import { plural } from "~/i18n/format";
import { localHref } from "~/i18n/links";
import { localePath, splitLocale } from "~/i18n/locales";
import { services } from "~/content/services";
import { readLeadContext, type LeadContext } from "../../shared/forms/lead-context";

/** The privacy line under the subscribe form as the visitor read it (this build's language), without its link's markers. */
export function consentText(note: string): string {
  return note.replace(/\{\/?link\}/g, "");
}

type BodyResult = { ok: true; form: FormData; invalidUtf8: boolean } | { ok: false; status: 400 | 413 };

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

// The form parser would turn such bytes into U+FFFD without a word, and the visitor's text would be stored changed.
function hasInvalidUtf8(body: Uint8Array, contentType: string): boolean {
  let text: string;
  try {
    text = strictUtf8.decode(body);
  } catch {
    return true;
  }
  if (!/^application\/x-www-form-urlencoded/i.test(contentType)) return false;
  for (const part of text.split(/[&=]/)) {
    try {
      decodeURIComponent(part.replace(/\+/g, " "));
    } catch {
      return true;
    }
  }
  return false;
}

async function readForm(request: Request): Promise<BodyResult> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size <= BODY_LIMIT_BYTES) chunks.push(value);
      else if (size > DRAIN_LIMIT_BYTES) {
        // Cancelling would drop the socket before the answer.
        reader.releaseLock();
        break;
      }
      // Between the limits: read on and discard, so the client gets to read the 413.
    }
  }
  if (size > BODY_LIMIT_BYTES) return { ok: false, status: 413 };
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const contentType = request.headers.get("content-type") ?? "";
  try {
    const form = await new Response(body, { headers: { "content-type": contentType } }).formData();
    return { ok: true, form, invalidUtf8: hasInvalidUtf8(body, contentType) };
  } catch {
    return { ok: false, status: 400 };
  }
}

function formKind(form: FormData): FormKind | undefined {
  const kinds = form.getAll(META_FIELDS.kind);
  return kinds.length === 1 && isFormKind(kinds[0]) ? kinds[0] : undefined;
}

function formIdOf(form: FormData): string {
  const id = form.get(META_FIELDS.formId);
  return typeof id === "string" && FORM_ID_PATTERN.test(id) ? id : "";
}

// No token, an expired one or one of another key: the time trap does not apply (docs/decisions/0014-form-time-trap.md).
export function botEvidence(form: FormData, tokens: FormTokens, minFillMs: number, now = Date.now()): DiscardReason | undefined {
  const honeypot = form.getAll(META_FIELDS.honeypot);
  if (honeypot.some((value) => value !== "")) return "honeypot";
  const sent = form.getAll(META_FIELDS.token);
  if (sent.length > 1 || (sent.length === 1 && typeof sent[0] !== "string")) return "forged-token";
  const check = tokens.check(sent[0] as string | undefined, now);
  if (check.state === "forged") return "forged-token";
  if (check.state === "valid" && check.ageMs < minFillMs) return "too-fast";
  return undefined;
}

// Only a token of ours that still counts.
function keptStart(form: FormData, tokens: FormTokens, minFillMs: number): FormStart | undefined {
  const token = form.get(META_FIELDS.token);
  return typeof token === "string" && tokens.check(token).state === "valid" ? { token, minFillMs } : undefined;
}

// Replaced by U+FFFD in the values sent back so the visitor sees where the error is; stored values never hold them.
const UNSHOWABLE =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function showable(values: RawValues): RawValues {
  const shown: RawValues = {};
  for (const [field, value] of Object.entries(values) as [keyof RawValues, string][]) shown[field] = value.replace(UNSHOWABLE, "\ufffd");
  return shown;
}

// As the page table spells it: the address bar may say /CONTACT or /contact/.
// `url`: React Router's, without a data request's `.data` (the request itself is passed through as it came).
export function postedPage(request: Request, url = new URL(request.url)): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  return ourPage(splitLocale(pathname).path);
}

/** A page of the table, as it spells it, or a news item's page the content being served holds. */
function ourPage(path: string): string | undefined {
  const item = pageByPath(path) ? undefined : newsItemAt(path.toLowerCase());
  return pageByPath(path)?.path ?? (item && newsPath(item.slug));
}

// Another host or an unknown path is refused.
export function pageParam(request: Request): string | undefined {
  const page = new URL(request.url).searchParams.getAll(PAGE_PARAM);
  if (page.length !== 1 || !/^\/(?![/\\])/.test(page[0])) return undefined;
  return ourPage(splitLocale(page[0]).path);
}

type LoadContext = Readonly<RouterContextProvider> | undefined;

function formContext(context: LoadContext): FormContext {
  const forms = context?.get(formsContext);
  if (!forms) throw new Error("no lead service in the load context: forms are answered through server.ts");
  return forms;
}

type Refusal = 400 | 405 | 413;

function formOnPage(kind: FormKind, page: string | undefined): boolean {
  if (page === undefined) return false;
  return (pageByPath(page) ?? (newsItemAt(page) && newsPage))?.forms.includes(kind) ?? false;
}

const STATUS_TEXT: Record<Refusal, string> = { 400: "Bad Request", 405: "Method Not Allowed", 413: "Payload Too Large" };

export type LeadAnswer = { headers: Record<string, string> } & (
  { status: Refusal; result?: undefined } | { status: 200 | 400 | 429 | 503; result: FormResult }
);

/**
 * The context the post came with (shared/forms/lead-context.ts), in the language `leadPage` was shown in. A service
 * card's slug becomes the service's name as the visitor read it; an unknown one stays the text it was.
 */
export function postedContext(query: URLSearchParams, leadPage: string): LeadContext {
  const context = readLeadContext(query, splitLocale(leadPage).locale.code);
  const service = services().find((s) => s.slug === context.service);
  return service ? { ...context, service: service.title } : context;
}

// `page` undefined (not a page of ours) is refused. `query`: where the context is (the page's or the island's URL).
export async function answerLeadPost(
  request: Request,
  forms: FormContext,
  { page, allow, query }: { page: string | undefined; allow: string; query: URLSearchParams },
): Promise<LeadAnswer> {
  if (request.method !== "POST") return { status: 405, headers: { Allow: allow } };

  const body = await readForm(request);
  // An oversized body cannot be read to find its form.
  if (!body.ok) return body.status === 413 ? { status: 413, headers: { Connection: "close" } } : { status: 400, headers: {} };
  const { form } = body;
  const kind = formKind(form);
  if (!kind || !formOnPage(kind, page)) return { status: 400, headers: {} };
  // As the visitor saw it: /de/contact records that the lead came in German (docs/decisions/0026-locales.md).
  const leadPage = localHref(page!);

  const formId = formIdOf(form);
  const { values, malformed } = readFields(kind, form);
  const { leads } = forms;
  const { minFillMs } = leads.options;
  let start: FormStart | undefined;
  const refuse = (status: 400 | 429 | 503, errors: FieldErrors, formError?: string, headers = {}): LeadAnswer => ({
    status,
    headers,
    result: { ok: false, kind, formId, values: showable(values), errors, formError, ...(start ? { start } : {}) },
  });

  const limited = (retryAfter: number) =>
    refuse(429, {}, plural(serverMessages.rateLimited, Math.ceil(retryAfter / 60)), { "Retry-After": String(retryAfter) });
  try {
    const tokens = await leads.openFormTokens();
    start = keptStart(form, tokens, minFillMs);
    const ipHash = await leads.hashIp(forms.clientIp);
    const limitKey = `${kind}:${ipHash}`;
    // Over the limit is said before anything else is checked.
    const retryAfter = await leads.retryAfter(limitKey);
    if (retryAfter > 0) return limited(retryAfter);

    // Kept as far as they could be read, and shown with an error so the visitor can check them.
    const unreadable = new Set(malformed);
    if (body.invalidUtf8)
      for (const field of Object.keys(values) as FieldName[]) if (values[field]!.includes("\ufffd")) unreadable.add(field);
    const validation = validateForm(kind, values, validationWords);
    const errors: FieldErrors = validation.ok ? {} : { ...validation.errors };
    for (const field of unreadable) errors[field] = serverMessages.fieldUnreadable;
    if (!validation.ok || unreadable.size) return refuse(400, errors);

    // Atomically in the store, so simultaneous posts on any instance cannot all slip under the limit. Bots count too.
    const wait = await leads.consume(limitKey);
    if (wait > 0) return limited(wait);
    const bot = botEvidence(form, tokens, minFillMs);
    if (bot) {
      forms.log.warn({ reason: bot, kind, page: leadPage, discarded: leads.discarded(bot) }, "lead discarded as a bot's");
    } else {
      const consent = kind === "subscribe" ? { consent: consentText(privacyNotes.subscribe) } : {};
      const context = postedContext(query, leadPage);
      // A valid start passed the trap; without one (a prerendered page, no JavaScript) it could not judge: a spam signal.
      const timeTrap = start ? "timed" : "untimed";
      const saved = await leads.save({ kind, page: leadPage, ipHash, fields: validation.data, context, timeTrap, ...consent });
      if (!saved.created) forms.log.info({ kind, page: leadPage, leadId: saved.id }, "lead already stored: not stored again");
    }
  } catch (error) {
    forms.log.error({ err: error }, "lead storage failed");
    return refuse(503, {}, serverMessages.unavailable);
  }
  // Double opt-in: the visitor is told to look for the e-mail, not that they are subscribed.
  const awaiting = kind === "subscribe" && leads.confirmsSubscriptions ? { message: subscription.checkInbox } : {};
  return { status: 200, headers: {}, result: { ok: true, kind, formId, ...awaiting } };
}

export async function formAction({ request, url, context }: { request: Request; url?: URL; context?: LoadContext }) {
  const forms = formContext(context);
  const page = postedPage(request, url);
  // A plain post goes to the page's own address, its query included: ?plan=Standard reaches the lead without JavaScript.
  const query = (url ?? new URL(request.url)).searchParams;
  const answer = await answerLeadPost(request, forms, { page, allow: "GET, HEAD, POST", query });
  // A page's document response does not take headers from data().
  for (const [name, value] of Object.entries(answer.headers)) forms.setResponseHeader(name, value);
  if (!answer.result) {
    const statusText = STATUS_TEXT[answer.status];
    throw data(statusText, { status: answer.status, statusText });
  }
  const { result } = answer;
  if (!result.ok) return data<FormResult>(result, { status: answer.status });
  const fragment = result.formId ? `#${statusId(result.formId)}` : "";
  // Back to the page in the language it was posted in.
  const back = localePath(page!, splitLocale(url?.pathname ?? new URL(request.url).pathname).locale.code);
  const awaiting = result.message ? `&${AWAITING_PARAM}=1` : "";
  return redirect(`${back}?${SENT_PARAM}=${result.kind}${awaiting}${fragment}`, 303);
}

export interface LeadRefusal {
  ok: false;
  error: string;
}

export async function leadSubmitAction({ request, context }: { request: Request; context?: LoadContext }): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const answer = await answerLeadPost(request, formContext(context), { page: pageParam(request), allow: "POST", query });
  const body: FormResult | LeadRefusal = answer.result ?? { ok: false, error: STATUS_TEXT[answer.status] };
  return Response.json(body, { status: answer.status, headers: { ...answer.headers, "Cache-Control": "no-store" } });
}

// Never cached.
export async function formStartLoader({ context }: { context?: LoadContext }): Promise<Response> {
  const forms = formContext(context);
  const headers = { "Cache-Control": "no-store" };
  try {
    const tokens = await forms.leads.openFormTokens();
    const start: FormStart = { token: tokens.issue(), minFillMs: forms.leads.options.minFillMs };
    return Response.json(start, { headers });
  } catch (error) {
    // The post itself then meets the store's state.
    forms.log.error({ err: error }, "form start token unavailable");
    return Response.json({ ok: false, error: "Service Unavailable" }, { status: 503, headers });
  }
}
