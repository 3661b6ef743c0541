/**
 * The lead form itself: the island `lead-form` (app/islands/lead-form.island.tsx). The server
 * renders it inside the page (see ./lead-forms, which reads the page's answer to a plain post
 * and passes it in as props); in the browser it runs on its own, with no router. Served as a
 * plain HTML form that posts to its page, so it works before (or without) its JavaScript.
 */
import type { ReactNode } from "react";
import { FIELD_SPECS, REQUIRED_FIELDS, SUCCESS_MESSAGES, formCopy } from "./form-copy";
import { FormAlert, FormField, FormStatus, HiddenFields, SubmitButton, type Tone } from "./form-parts";
import { alertId, statusId, type FormStart } from "../../shared/forms/form-result";
import { FORM_FIELDS, type FieldErrors, type FormKind } from "../../shared/forms/fields";
import { useLeadForm, type FailedResult, type LeadFormState } from "./use-lead-form";

export interface LeadFormProps {
  kind: FormKind;
  /** The form's DOM id, made by the page (a plain post's answer finds its form by it). */
  formId: string;
  /** "grid": two columns from the sm breakpoint; "stack": one column (sidebars); "inline": one e-mail field and the button (subscribe). */
  layout: "grid" | "stack" | "inline";
  /** -1 on the comment form, the target of the Reply links. */
  tabIndex?: number;
  /** "inverse" on the always-dark `bg-inverse` bands. */
  tone?: Tone;
  submitLabel: string;
  /** Inline layout: the e-mail field's placeholder and accessible name (its label is not shown). */
  placeholder?: string;
  inputLabel?: string;
  /** The server's answer to a plain post of this form that failed: values, errors, problem. */
  initial: FailedResult | null;
  /** The page is the confirmation after a plain post of a form of this kind (?sent=kind). */
  sent: boolean;
  /** The server's start token, when it rendered this page for this visitor (or kept a failed post's). */
  start?: FormStart;
}

function errorCount(errors: FieldErrors) {
  return Object.values(errors).filter(Boolean).length;
}

/** The <form> element with the hidden fields and the success message shared by every form. */
function Frame({ props, form, children }: { props: LeadFormProps; form: LeadFormState; children: ReactNode }) {
  const { kind, formId, tabIndex, tone, start } = props;
  return (
    <form
      method="post"
      // Multipart: a long non-Latin message stays within the body limit (URL-encoding triples its bytes).
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
      <HiddenFields kind={kind} formId={formId} token={start?.token} />
      {children}
      <FormStatus id={statusId(formId)} message={form.sent && !errorCount(form.errors) ? SUCCESS_MESSAGES[kind] : undefined} tone={tone} />
    </form>
  );
}

/** Visible labels for each of its kind's fields, one or two columns. */
function FieldsLayout({ props, form }: { props: LeadFormProps; form: LeadFormState }) {
  const { kind, formId, layout } = props;
  const grid = layout === "grid";
  const fullRow = grid ? "sm:col-span-2" : "";
  const count = errorCount(form.errors);
  const alert = form.formError ?? (count > 0 ? formCopy.fixErrors(count) : undefined);
  return (
    <div className={grid ? "grid gap-5 sm:grid-cols-2" : "grid gap-4"}>
      <p className={`text-sm text-muted ${fullRow}`}>{formCopy.requiredNote}</p>
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
          required={REQUIRED_FIELDS[kind].includes(field)}
          error={form.errors[field]}
          defaultValue={form.values[field]}
          autoFocus={field === form.autoFocusField}
          className={FIELD_SPECS[field].wide ? fullRow : ""}
        />
      ))}
      <div className={fullRow}>
        <SubmitButton label={props.submitLabel} pending={form.pending} className={grid ? "" : "w-full"} />
      </div>
    </div>
  );
}

/** One e-mail input and a button, for the subscribe and consultation banners. */
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
          label={props.inputLabel ?? formCopy.subscribeInputLabel}
          placeholder={props.placeholder}
          tone={tone}
          error={form.errors.email}
          defaultValue={form.values.email}
          autoFocus={form.autoFocusField === "email"}
          className="flex-1"
        />
        <SubmitButton label={props.submitLabel} pending={form.pending} className="shrink-0" />
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
  const form = useLeadForm(props.kind, props.formId, props.initial, props.sent, props.start);
  return (
    <Frame props={props} form={form}>
      {props.layout === "inline" ? <InlineLayout props={props} form={form} /> : <FieldsLayout props={props} form={form} />}
    </Frame>
  );
}
