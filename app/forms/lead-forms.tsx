/**
 * The site's four lead forms as pages use them. Each is the `lead-form` island (./lead-form):
 * a real HTML form that posts to the page's action (pages export
 * `action = (args) => formAction(args)`), so it works without JavaScript; with JavaScript it
 * checks the fields first and posts in the background.
 *
 * These wrappers run on the server only, in the page's tree: they give each form its id and
 * read the page's answer to a plain post (the failed result, or ?sent=kind after the
 * redirect), which the island then receives as props.
 */
import { useContext, useId } from "react";
import { useActionData, useSearchParams } from "react-router";
import { COMMENT_FORM_ID } from "~/components/sections/blog-comments";
import { Island } from "~/islands/island";
import { LeadFormIsland } from "~/islands/lead-form.island";
import { SUBMIT_LABELS, formCopy } from "./form-copy";
import type { Tone } from "./form-parts";
import { SENT_PARAM, isFormResult } from "../../shared/forms/form-result";
import type { FormKind } from "../../shared/forms/fields";
import { FormStartContext } from "./start-context";
import type { LeadFormProps } from "./lead-form";
import type { FailedResult } from "./use-lead-form";

export type { Tone } from "./form-parts";

type WrapperProps = Omit<LeadFormProps, "formId" | "initial" | "sent" | "start"> & { id?: string };

/**
 * The form's id: the page's own `useId`, which the server gives the same form again when it
 * renders the page's answer to a post (same page, same tree), so the answer finds its form.
 */
function useFormId(kind: FormKind, id?: string) {
  const reactId = useId();
  return id ?? `${kind}-form${reactId}`;
}

function PageLeadForm({ id, ...props }: WrapperProps) {
  const formId = useFormId(props.kind, id);
  const actionData: unknown = useActionData();
  const [searchParams] = useSearchParams();
  const initial: FailedResult | null =
    isFormResult(actionData) && !actionData.ok && actionData.kind === props.kind && actionData.formId === formId ? actionData : null;
  const pageStart = useContext(FormStartContext);
  return (
    <Island
      of={LeadFormIsland}
      // A box of its own (not `display: contents`): the loader starts the island when its
      // container nears the viewport, and an element without a box never intersects it.
      className="block"
      props={{
        ...props,
        formId,
        initial,
        sent: searchParams.get(SENT_PARAM) === props.kind,
        // A form sent back keeps the start of its first showing; others start now, if the
        // server renders this page for this visitor (never in a prerendered page).
        ...((initial ? initial.start : pageStart) ? { start: initial ? initial.start : pageStart } : {}),
      }}
    />
  );
}

/** Contact page form: First Name, Last Name, Email, Phone, Subject, Message; 'Submit'. */
export function ContactForm() {
  return <PageLeadForm kind="contact" layout="grid" submitLabel={SUBMIT_LABELS.contact} />;
}

/** Compact one-column form for the 'Get A Free Quote' sidebar widget (the page shows the heading). */
export function QuoteForm() {
  return <PageLeadForm kind="quote" layout="stack" submitLabel={SUBMIT_LABELS.quote} />;
}

/** Blog comment form; id="comment-form" and tabIndex -1 so Reply links (#comment-form) land on it. */
export function CommentForm() {
  return <PageLeadForm kind="comment" layout="grid" id={COMMENT_FORM_ID} tabIndex={-1} submitLabel={SUBMIT_LABELS.comment} />;
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
  return (
    <PageLeadForm kind="subscribe" layout="inline" submitLabel={label} tone={tone} placeholder={placeholder} inputLabel={inputLabel} />
  );
}
