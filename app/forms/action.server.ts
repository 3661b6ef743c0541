/**
 * What happens to a lead form's post, in one place, with two ways to answer:
 *
 * - `formAction`, the action of every page that holds a form (a plain HTML post, no JavaScript):
 *     export const action = (args: Route.ActionArgs) => formAction(args);
 *   It answers with the page (400/413/429/503 with the form's values and errors) or, after a
 *   successful commit, a 303 redirect to the same page with ?sent=<kind> (post/redirect/get).
 * - `leadSubmitAction`, the action of the resource route at SUBMIT_PATH, which the form's island
 *   posts to with `fetch`: the same checks, answered with the FormResult as JSON.
 *
 * Order of work (`answerLeadPost`): method → body (size-limited, parsed) → which form → which
 * page → rate limit → fields → counted against the limit (atomically, in the store) → spam
 * traps → commit.
 */
import { data, redirect, type AppLoadContext } from "react-router";
// The same limits as server.ts's Content-Length check; this covers bodies sent without one (chunked).
import { BODY_LIMIT_BYTES, DRAIN_LIMIT_BYTES } from "../../server/http-guards";
import type { FormContext } from "../../server/load-context";
import { loadConfig } from "../../server/config";
import { createLeadService, type LeadService } from "../../server/lead-service";
import { pageByPath } from "~/pages";
import { formCopy } from "./form-copy";
import { FORM_ID_PATTERN, META_FIELDS, PAGE_PARAM, SENT_PARAM, statusId, type FormResult } from "./form-result";
import { isFormKind, readFields, validateForm, type FieldErrors, type FormKind, type RawValues } from "./schemas";

type BodyResult = { ok: true; form: FormData } | { ok: false; status: 400 | 413 };

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
        // Stop reading, without cancelling (that would drop the socket before the answer).
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
  try {
    const headers = { "content-type": request.headers.get("content-type") ?? "" };
    return { ok: true, form: await new Response(body, { headers }).formData() };
  } catch {
    return { ok: false, status: 400 };
  }
}

/** The form's kind, only if sent exactly once and known. */
function formKind(form: FormData): FormKind | undefined {
  const kinds = form.getAll(META_FIELDS.kind);
  return kinds.length === 1 && isFormKind(kinds[0]) ? kinds[0] : undefined;
}

function formIdOf(form: FormData): string {
  const id = form.get(META_FIELDS.formId);
  return typeof id === "string" && FORM_ID_PATTERN.test(id) ? id : "";
}

/** Honeypot filled in, or sent faster than a person fills a form. */
function looksAutomated(form: FormData, minFillMs: number, now = Date.now()): boolean {
  const honeypot = form.get(META_FIELDS.honeypot);
  if (honeypot !== null && honeypot !== "") return true;
  const elapsed = form.get(META_FIELDS.elapsed);
  if (typeof elapsed === "string" && elapsed !== "") {
    const ms = Number(elapsed);
    return !(Number.isFinite(ms) && ms >= minFillMs);
  }
  const startedAt = Number(form.get(META_FIELDS.startedAt));
  if (!Number.isSafeInteger(startedAt) || startedAt <= 0) return true;
  return now - startedAt < minFillMs;
}

/** The page a plain HTML form was posted from: the request's own path, same-site ("//host" loses a slash). */
function pagePath(request: Request): string {
  return "/" + new URL(request.url).pathname.replace(/^\/+/, "");
}

/**
 * The page the island says its form is on (`?page=`): only a page of the site counts, stored
 * as the page table spells it. Anything else (another host, an unknown path) is refused.
 */
export function pageParam(request: Request): string | undefined {
  const page = new URL(request.url).searchParams.getAll(PAGE_PARAM);
  if (page.length !== 1 || !/^\/(?![/\\])/.test(page[0])) return undefined;
  return pageByPath(page[0])?.path;
}

const globalKey = Symbol.for("nexora.forms.fallbackLeadService");

/** The dev server has no request logger. */
const consoleLog: FormContext["log"] = {
  error: (fields, message) => console.error(message, fields),
  warn: (fields, message) => console.warn(message, fields),
};

/** Without server.ts (the Vite dev server) there is no load context: use one service per process. */
function formContext(context: Readonly<AppLoadContext> | undefined): FormContext {
  if (context?.forms) return context.forms;
  const g = globalThis as typeof globalThis & { [globalKey]?: LeadService };
  g[globalKey] ??= createLeadService(loadConfig().leads);
  return { clientIp: "", leads: g[globalKey], log: consoleLog, setResponseHeader: () => undefined };
}

type Refusal = 400 | 405 | 413;

const STATUS_TEXT: Record<Refusal, string> = { 400: "Bad Request", 405: "Method Not Allowed", 413: "Payload Too Large" };

/** How a post ends: refused before any form was found (an error, not a form's answer), or the form's answer. */
export type LeadAnswer = { headers: Record<string, string> } & (
  | { status: Refusal; result?: undefined }
  | { status: 200 | 400 | 429 | 503; result: FormResult }
);

/**
 * Checks a lead form's post and stores it. `page` is where the lead came from (undefined: not
 * a page of ours, refused); `allow` answers other methods.
 */
export async function answerLeadPost(
  request: Request,
  forms: FormContext,
  { page, allow }: { page: string | undefined; allow: string },
): Promise<LeadAnswer> {
  if (request.method !== "POST") return { status: 405, headers: { Allow: allow } };

  const body = await readForm(request);
  // An oversized body cannot be read to find its form: answered with an error, not in the form.
  if (!body.ok) return body.status === 413 ? { status: 413, headers: { Connection: "close" } } : { status: 400, headers: {} };
  const { form } = body;
  const kind = formKind(form);
  if (!kind || !page) return { status: 400, headers: {} };

  const formId = formIdOf(form);
  const { values, malformed } = readFields(kind, form);
  const refuse = (status: 400 | 429 | 503, errors: FieldErrors, formError?: string, kept: RawValues = values, headers = {}): LeadAnswer => ({
    status,
    headers,
    result: { ok: false, kind, formId, values: kept, errors, formError },
  });

  const { leads } = forms;
  const unavailable = (error: unknown) => {
    forms.log.error({ err: error }, "lead storage failed");
    return refuse(503, {}, formCopy.unavailable);
  };
  const limited = (retryAfter: number) =>
    refuse(429, {}, formCopy.rateLimited(Math.ceil(retryAfter / 60)), values, { "Retry-After": String(retryAfter) });
  try {
    const ipHash = await leads.hashIp(forms.clientIp);
    const limitKey = `${kind}:${ipHash}`;
    // A visitor over the limit is told so before anything else is checked.
    const retryAfter = await leads.retryAfter(limitKey);
    if (retryAfter > 0) return limited(retryAfter);
    if (malformed.length) return refuse(400, {}, formCopy.unreadable, {});

    const validation = validateForm(kind, values);
    if (!validation.ok) return refuse(400, validation.errors);

    // Counted in the store before the commit, atomically, so simultaneous posts (to this
    // instance or another) cannot all slip under the limit. Bots count too and get the same
    // answer as people, but nothing of theirs is stored.
    const wait = await leads.consume(limitKey);
    if (wait > 0) return limited(wait);
    if (!looksAutomated(form, leads.options.minFillMs)) await leads.save({ kind, page, ipHash, fields: validation.data });
  } catch (error) {
    return unavailable(error);
  }
  return { status: 200, headers: {}, result: { ok: true, kind, formId } };
}

/** The action of every page with a lead form: answers a plain HTML post with a page. */
export async function formAction({ request, context }: { request: Request; context?: Readonly<AppLoadContext> }) {
  const forms = formContext(context);
  const page = pagePath(request);
  const answer = await answerLeadPost(request, forms, { page, allow: "GET, HEAD, POST" });
  // Through the load context: a page's document response does not take headers from data().
  for (const [name, value] of Object.entries(answer.headers)) forms.setResponseHeader(name, value);
  if (!answer.result) {
    const statusText = STATUS_TEXT[answer.status];
    throw data(statusText, { status: answer.status, statusText });
  }
  const { result } = answer;
  if (!result.ok) return data<FormResult>(result, { status: answer.status });
  const fragment = result.formId ? `#${statusId(result.formId)}` : "";
  return redirect(`${page}?${SENT_PARAM}=${result.kind}${fragment}`, 303);
}

/** Body of a JSON answer refused before any form was found. */
export interface LeadRefusal {
  ok: false;
  error: string;
}

/** The action of the resource route the island posts to: the same checks, answered as JSON. */
export async function leadSubmitAction({ request, context }: { request: Request; context?: Readonly<AppLoadContext> }): Promise<Response> {
  const answer = await answerLeadPost(request, formContext(context), { page: pageParam(request), allow: "POST" });
  const body: FormResult | LeadRefusal = answer.result ?? { ok: false, error: STATUS_TEXT[answer.status] };
  return Response.json(body, { status: answer.status, headers: { ...answer.headers, "Cache-Control": "no-store" } });
}
