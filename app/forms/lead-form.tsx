// Served as a plain HTML form posting to its page, so it works before or without its JavaScript; no router in the browser.
import type { ReactNode } from "react";
import { FIELD_SPECS, REQUIRED_FIELDS } from "./field-specs";
import { FormAlert, FormField, FormStatus, HiddenFields, SubmitButton, type Tone } from "./form-parts";
import { alertId, statusId, type FormStart } from "../../shared/forms/form-result";
import { FORM_FIELDS, type FieldErrors, type FieldName, type FormKind } from "../../shared/forms/fields";
import { useLeadForm, type FailedResult, type LeadFormState } from "./use-lead-form";
import type { ValidationMessages } from "./schemas";

// A type, not an interface: island props must be JSON (app/islands/island.tsx).
export type LeadFormWords = {
  /** This form's fields only. */
  labels: Partial<Record<FieldName, string>>;
  requiredNote: string;
  honeypotLabel: string;
  sending: string;
  notSent: string;
};

/**
 * Which service a quote is about: the page's ?service= named by its card, shown only when it is one of `names`
 * (slug → name in the page's language), so no text from an address is shown as ours. `slug`: the query as the server
 * saw it when it rendered the page for this visitor; a prerendered page's island reads the address once it runs.
 */
export type AboutService = { template: string; names: Record<string, string>; slug?: string };

export interface LeadFormProps {
  kind: FormKind;
  /** A plain post's answer finds its form by it. */
  formId: string;
  /** "grid": two columns from sm; "stack": sidebars; "inline": one e-mail field and the button. */
  layout: "grid" | "stack" | "inline";
  /** The target of the Reply links. */
  tabIndex?: number;
  tone?: Tone;
  submitLabel: string;
  /** Shown once the message is stored; `messages`, the checks' words for this kind (props: the island's code carries none). */
  successMessage: string;
  messages: Partial<ValidationMessages>;
  /** [i]: the alert for i + 1 fields to correct ("Please correct the 2 fields marked below."), in the page's language. */
  fixErrors: string[];
  /** Inline layout: also the field's accessible name (its label is not shown). */
  placeholder?: string;
  inputLabel?: string;
  /** The form's words, in the page's language (props, so the island's code carries none). */
  words: LeadFormWords;
  /** The JSON endpoint in the page's language (/de/forms/submit answers in German). */
  endpoint: string;
  /** The server's answer to a failed plain post of this form. */
  initial: FailedResult | null;
  /** ?sent=kind */
  sent: boolean;
  /** When the server rendered this page for this visitor (or kept a failed post's). */
  start?: FormStart;
  about?: AboutService;
}

function aboutLine(about: AboutService | undefined, hydrated: boolean): string | undefined {
  if (!about) return undefined;
  const slug = hydrated ? new URLSearchParams(location.search).get("service") : about.slug;
  const name = slug && Object.hasOwn(about.names, slug) ? about.names[slug] : undefined;
  return name && about.template.replace("{service}", name);
}

function errorCount(errors: FieldErrors) {
  return Object.values(errors).filter(Boolean).length;
}

function Frame({ props, form, children }: { props: LeadFormProps; form: LeadFormState; children: ReactNode }) {
  const { kind, formId, tabIndex, tone, start, successMessage } = props;
  return (
    <form
      method="post"
      // URL-encoding triples a non-Latin message's bytes; multipart keeps it within the body limit.
      encType="multipart/form-data"
      id={formId}
      ref={form.formRef}
      tabIndex={tabIndex}
      noValidate={form.hydrated}
      onSubmit={form.onSubmit}
      onInput={form.onInput}
      onFocus={form.onFocus}
      className="relative scroll-mt-28 outline-none"
    >
      <HiddenFields kind={kind} formId={formId} token={start?.token} honeypotLabel={props.words.honeypotLabel} />
      {children}
      <FormStatus
        id={statusId(formId)}
        message={form.sent && !errorCount(form.errors) ? (form.sentMessage ?? successMessage) : undefined}
        tone={tone}
      />
    </form>
  );
}

function FieldsLayout({ props, form }: { props: LeadFormProps; form: LeadFormState }) {
  const { kind, formId, layout } = props;
  const grid = layout === "grid";
  const fullRow = grid ? "sm:col-span-2" : "";
  const count = errorCount(form.errors);
  const alert = form.formError ?? (count > 0 ? props.fixErrors[count - 1] : undefined);
  const about = aboutLine(props.about, form.hydrated);
  return (
    <div className={grid ? "grid gap-5 sm:grid-cols-2" : "grid gap-4"}>
      {about ? <p className={`font-semibold text-ink ${fullRow}`}>{about}</p> : null}
      <p className={`text-sm text-muted ${fullRow}`}>{props.words.requiredNote}</p>
      {alert ? (
        <div className={fullRow}>
          <FormAlert id={alertId(formId)} message={alert} autoFocus={!form.hydrated && !!form.formError} />
        </div>
      ) : null}
      {FORM_FIELDS[kind].map((field) => (
        <FormField
          key={field}
          formId={formId}
          field={field}
          label={props.words.labels[field]!}
          required={REQUIRED_FIELDS[kind].includes(field)}
          error={form.errors[field]}
          defaultValue={form.values[field]}
          autoFocus={field === form.autoFocusField}
          className={FIELD_SPECS[field].wide ? fullRow : ""}
        />
      ))}
      <div className={fullRow}>
        <SubmitButton
          label={props.submitLabel}
          sendingLabel={props.words.sending}
          pending={form.pending}
          className={grid ? "" : "w-full"}
        />
      </div>
    </div>
  );
}

function InlineLayout({ props, form }: { props: LeadFormProps; form: LeadFormState }) {
  const { formId, tone = "default" } = props;
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          formId={formId}
          field="email"
          required
          hideLabel
          label={props.inputLabel ?? props.words.labels.email!}
          placeholder={props.placeholder}
          tone={tone}
          error={form.errors.email}
          defaultValue={form.values.email}
          autoFocus={form.autoFocusField === "email"}
          className="flex-1"
        />
        <SubmitButton label={props.submitLabel} sendingLabel={props.words.sending} pending={form.pending} className="shrink-0" />
      </div>
      {form.formError ? (
        <div className="mt-3">
          <FormAlert id={alertId(formId)} message={form.formError} tone={tone} autoFocus={!form.hydrated} />
        </div>
      ) : null}
    </>
  );
}

export function LeadForm(props: LeadFormProps) {
  const form = useLeadForm(
    props.kind,
    props.formId,
    props.initial,
    props.sent,
    props.messages as ValidationMessages,
    props.words.notSent,
    props.endpoint,
    props.start,
  );
  return (
    <Frame props={props} form={form}>
      {props.layout === "inline" ? <InlineLayout props={props} form={form} /> : <FieldsLayout props={props} form={form} />}
    </Frame>
  );
}
