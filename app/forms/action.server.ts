/**
 * The one action behind every lead form. Page modules that hold a form export:
 *   export const action = (args: Route.ActionArgs) => formAction(args);
 *
 * Order of work: method → body (size-limited, parsed) → which form → rate limit → fields →
 * spam traps → commit → answer. Answers: the enhanced (JavaScript) form gets data; a plain
 * HTML post gets the page back (400/413/429 with the form's values and errors) or, after a
 * successful commit, a 303 redirect to the same page with ?sent=<kind> (post/redirect/get).
 */
import { data, redirect, type AppLoadContext } from "react-router";
// The same limits as server.ts's Content-Length check; this covers bodies sent without one (chunked).
import { BODY_LIMIT_BYTES, DRAIN_LIMIT_BYTES } from "../../server/http-guards";
import type { FormContext } from "../../server/load-context";
import { createLeadService, leadServiceOptionsFromEnv, type LeadService } from "../../server/lead-service";
import { formCopy } from "./form-copy";
import { FORM_ID_PATTERN, META_FIELDS, SENT_PARAM, statusId, type FormResult } from "./form-result";
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

/** The page the form was posted from, as a same-site path (never "//host"). */
function pagePath(request: Request): string {
  return "/" + new URL(request.url).pathname.replace(/^\/+/, "");
}

const globalKey = Symbol.for("nexora.forms.fallbackLeadService");

/** Without server.ts (the Vite dev server) there is no load context: use one service per process. */
function fallbackContext(): FormContext {
  const g = globalThis as typeof globalThis & { [globalKey]?: LeadService };
  g[globalKey] ??= createLeadService(leadServiceOptionsFromEnv());
  return { clientIp: "", leads: g[globalKey], setResponseHeader: () => undefined };
}

export async function formAction({ request, context }: { request: Request; context?: Readonly<AppLoadContext> }) {
  const forms = context?.forms ?? fallbackContext();
  if (request.method !== "POST") {
    forms.setResponseHeader("Allow", "GET, HEAD, POST");
    throw data("Method Not Allowed", { status: 405, statusText: "Method Not Allowed" });
  }

  const body = await readForm(request);
  if (!body.ok && body.status === 400) throw data("Bad Request", { status: 400, statusText: "Bad Request" });
  const form = body.ok ? body.form : undefined;
  const kind = form ? formKind(form) : undefined;
  if (!form || !kind) {
    // An oversized body cannot be read to find its form: answer with the plain error page.
    if (!body.ok) {
      forms.setResponseHeader("Connection", "close");
      throw data("Payload Too Large", { status: 413, statusText: "Payload Too Large" });
    }
    throw data("Bad Request", { status: 400, statusText: "Bad Request" });
  }

  const formId = formIdOf(form);
  const { values, malformed } = readFields(kind, form);
  const refuse = (status: number, errors: FieldErrors, formError?: string, kept: RawValues = values) =>
    data<FormResult>({ ok: false, kind, formId, values: kept, errors, formError }, { status });

  const { leads } = forms;
  const unavailable = (error: unknown) => {
    console.error("Lead storage failed:", error);
    return refuse(503, {}, formCopy.unavailable);
  };
  let ipHash: string;
  try {
    ipHash = leads.hashIp(forms.clientIp);
  } catch (error) {
    return unavailable(error);
  }
  const limitKey = `${kind}:${ipHash}`;
  const retryAfter = leads.rateLimiter.retryAfter(limitKey);
  if (retryAfter > 0) {
    forms.setResponseHeader("Retry-After", String(retryAfter));
    return refuse(429, {}, formCopy.rateLimited(Math.ceil(retryAfter / 60)));
  }
  if (malformed.length) return refuse(400, {}, formCopy.unreadable, {});

  const validation = validateForm(kind, values);
  if (!validation.ok) return refuse(400, validation.errors);

  // Counted before the (asynchronous) commit, so simultaneous posts cannot all slip under the
  // limit. Bots count too and get the same answer as people, but nothing of theirs is stored.
  leads.rateLimiter.record(limitKey);
  if (!looksAutomated(form, leads.options.minFillMs)) {
    try {
      await leads.save({ kind, page: pagePath(request), ipHash, fields: validation.data });
    } catch (error) {
      return unavailable(error);
    }
  }

  if (form.has(META_FIELDS.elapsed)) return data<FormResult>({ ok: true, kind, formId });
  const fragment = formId ? `#${statusId(formId)}` : "";
  return redirect(`${pagePath(request)}?${SENT_PARAM}=${kind}${fragment}`, 303);
}
