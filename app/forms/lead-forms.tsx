/**
 * The site's four lead forms. Each is a real HTML form that posts to the page's action
 * (pages export `action = (args) => formAction(args)`), so it works without JavaScript;
 * with JavaScript it validates first and posts in the background (see useLeadForm).
 */
import { useId, type ReactNode } from "react";
import { FormAlert, FormField, FormStatus, HiddenFields, SubmitButton, type Tone } from "./form-parts";
import { FIELD_SPECS, REQUIRED_FIELDS, SUBMIT_LABELS, SUCCESS_MESSAGES, formCopy } from "./form-copy";
import { FORM_FIELDS, type FieldErrors, type FieldName, type FormKind } from "./fields";
import { alertId, statusId } from "./form-result";
import { useLeadForm, type LeadFormState } from "./use-lead-form";

export type { Tone } from "./form-parts";

function useFormId(kind: FormKind, id?: string) {
  const reactId = useId();
  return id ?? `${kind}-form${reactId}`;
}

/** Without JavaScript, the browser focuses the first invalid field of a returned form. */
function autoFocusField(kind: FormKind, form: LeadFormState): FieldName | undefined {
  if (form.hydrated) return undefined;
  return FORM_FIELDS[kind].find((field) => form.errors[field]);
}

function errorCount(errors: FieldErrors) {
  return Object.values(errors).filter(Boolean).length;
}

/** The <form> element with the hidden fields and the success message shared by every form. */
function LeadFormFrame({
  kind,
  formId,
  form,
  tabIndex,
  tone,
  children,
}: {
  kind: FormKind;
  formId: string;
  form: LeadFormState;
  tabIndex?: number;
  tone?: Tone;
  children: ReactNode;
}) {
  const { Form } = form.fetcher;
  return (
    <Form
      method="post"
      id={formId}
      ref={form.formRef}
      tabIndex={tabIndex}
      noValidate={form.hydrated}
      onSubmit={form.onSubmit}
      onInput={form.onInput}
      onFocus={form.onFocus}
      className="relative scroll-mt-28 outline-none"
    >
      <HiddenFields kind={kind} formId={formId} startedAt={form.startedAt} enhanced={form.hydrated} />
      {children}
      <FormStatus id={statusId(formId)} message={form.sent ? SUCCESS_MESSAGES[kind] : undefined} tone={tone} />
    </Form>
  );
}

interface FieldsFormProps {
  kind: Exclude<FormKind, "subscribe">;
  /** "grid": two columns from the sm breakpoint; "stack": one column (sidebars). */
  layout: "grid" | "stack";
  id?: string;
  tabIndex?: number;
}

/** A form with visible labels for each of its kind's fields. */
function FieldsForm({ kind, layout, id, tabIndex }: FieldsFormProps) {
  const formId = useFormId(kind, id);
  const form = useLeadForm(kind, formId);
  const grid = layout === "grid";
  const fullRow = grid ? "sm:col-span-2" : "";
  const count = errorCount(form.errors);
  const alert = form.formError ?? (count > 0 ? formCopy.fixErrors(count) : undefined);
  const focusField = autoFocusField(kind, form);
  return (
    <LeadFormFrame kind={kind} formId={formId} form={form} tabIndex={tabIndex}>
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
            autoFocus={field === focusField}
            className={FIELD_SPECS[field].wide ? fullRow : ""}
          />
        ))}
        <div className={fullRow}>
          <SubmitButton label={SUBMIT_LABELS[kind]} pending={form.pending} className={grid ? "" : "w-full"} />
        </div>
      </div>
    </LeadFormFrame>
  );
}

/** Contact page form: First Name, Last Name, Email, Phone, Subject, Message; 'Submit'. */
export function ContactForm() {
  return <FieldsForm kind="contact" layout="grid" />;
}

/** Compact one-column form for the 'Get A Free Quote' sidebar widget (the page shows the heading). */
export function QuoteForm() {
  return <FieldsForm kind="quote" layout="stack" />;
}

/** Blog comment form; id="comment-form" and tabIndex -1 so Reply links can move focus to it. */
export function CommentForm() {
  return <FieldsForm kind="comment" layout="grid" id="comment-form" tabIndex={-1} />;
}

export interface SubscribeFormProps {
  placeholder: string;
  /** Button label. */
  label?: string;
  /** "inverse" on the always-dark `bg-inverse` bands. */
  tone?: Tone;
  /** Accessible name of the e-mail input (shown to screen readers only). */
  inputLabel?: string;
}

/** One e-mail input and a button, for the subscribe and consultation banners. */
export function SubscribeForm({
  placeholder,
  label = SUBMIT_LABELS.subscribe,
  tone = "default",
  inputLabel = formCopy.subscribeInputLabel,
}: SubscribeFormProps) {
  const formId = useFormId("subscribe");
  const form = useLeadForm("subscribe", formId);
  return (
    <LeadFormFrame kind="subscribe" formId={formId} form={form} tone={tone}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          formId={formId}
          field="email"
          required
          hideLabel
          label={inputLabel}
          placeholder={placeholder}
          tone={tone}
          error={form.errors.email}
          defaultValue={form.values.email}
          autoFocus={autoFocusField("subscribe", form) === "email"}
          className="flex-1"
        />
        <SubmitButton label={label} pending={form.pending} className="shrink-0" />
      </div>
      {form.formError ? (
        <div className="mt-3">
          <FormAlert id={alertId(formId)} message={form.formError} tone={tone} autoFocus={!form.hydrated} />
        </div>
      ) : null}
    </LeadFormFrame>
  );
}
