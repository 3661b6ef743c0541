// Server-only wrappers: each gives its lead-form island (./lead-form) its id and the page's answer to a plain post as props.
import { useContext, useId } from "react";
import { useActionData, useSearchParams } from "react-router";
import { COMMENT_FORM_ID } from "~/components/sections/blog-comments";
import { Island } from "~/islands/island";
import { LeadFormIsland } from "~/islands/lead-form.island";
import { SUBMIT_LABELS, SUCCESS_MESSAGES, fixErrors, formCopy, formWords } from "./form-copy";
import type { Tone } from "./form-parts";
import { SENT_PARAM, SUBMIT_PATH, isFormResult } from "../../shared/forms/form-result";
import { localHref } from "~/i18n/links";
import type { FormKind } from "../../shared/forms/fields";
import { FormStartContext } from "./start-context";
import type { AboutService, LeadFormProps } from "./lead-form";
import { services } from "~/content/services";
import type { FailedResult } from "./use-lead-form";
import { privacyNotes, subscription, validation } from "@interface/forms";
import { AWAITING_PARAM } from "../../shared/subscription";
import { messagesFor } from "./schemas";
import { FORM_FIELDS } from "../../shared/forms/fields";

export type { Tone } from "./form-parts";

type WrapperProps = Omit<
  LeadFormProps,
  "formId" | "initial" | "sent" | "start" | "successMessage" | "messages" | "fixErrors" | "words" | "endpoint"
> & {
  id?: string;
};

// The page's own `useId`: the server renders the same id again with its answer to a post, so the answer finds its form.
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
    <>
      <Island
        of={LeadFormIsland}
        // An element without a box never intersects, and the loader starts the island when it nears the viewport.
        className="block"
        props={{
          ...props,
          // Sent without JavaScript, a subscription waiting for its confirmation comes back with ?confirm=1.
          successMessage:
            props.kind === "subscribe" && searchParams.get(AWAITING_PARAM) ? subscription.checkInbox : SUCCESS_MESSAGES[props.kind],
          messages: messagesFor(props.kind, validation),
          fixErrors: FORM_FIELDS[props.kind].map((_, index) => fixErrors(index + 1)),
          words: formWords(props.kind),
          endpoint: localHref(SUBMIT_PATH),
          formId,
          initial,
          sent: searchParams.get(SENT_PARAM) === props.kind,
          // A form sent back keeps its first start; others start now if the server renders this page for this visitor.
          ...((initial ? initial.start : pageStart) ? { start: initial ? initial.start : pageStart } : {}),
        }}
      />
      <PrivacyNote kind={props.kind} tone={props.tone} />
    </>
  );
}

/**
 * What happens to what the form sends, in one line with a link to the privacy policy: rendered by the server beside
 * the island, so the form's code carries none of it.
 */
function PrivacyNote({ kind, tone = "default" }: { kind: FormKind; tone?: Tone }) {
  const [, before, link, after] = /^([^{]*)\{link\}([^{]+)\{\/link\}(.*)$/s.exec(privacyNotes[kind])!;
  return (
    <p className={`mt-3 text-sm ${tone === "inverse" ? "text-on-inverse-muted" : "text-muted"}`}>
      {before}
      <a href={localHref("/privacy-policy")} className="underline hover:no-underline">
        {link}
      </a>
      {after}
    </p>
  );
}

export function ContactForm() {
  return <PageLeadForm kind="contact" layout="grid" submitLabel={SUBMIT_LABELS.contact} />;
}

// The page shows the heading; the line above the fields says which service's card led here (?service=<slug>).
export function QuoteForm() {
  const [searchParams] = useSearchParams();
  const slug = searchParams.get("service");
  const about: AboutService = {
    template: formCopy.aboutService,
    names: Object.fromEntries(services().map((s) => [s.slug, s.title])),
    ...(slug ? { slug } : {}),
  };
  return <PageLeadForm kind="quote" layout="stack" submitLabel={SUBMIT_LABELS.quote} about={about} />;
}

// tabIndex -1 so Reply links (#comment-form) land on it.
export function CommentForm() {
  return <PageLeadForm kind="comment" layout="grid" id={COMMENT_FORM_ID} tabIndex={-1} submitLabel={SUBMIT_LABELS.comment} />;
}

export interface SubscribeFormProps {
  placeholder: string;
  label?: string;
  /** "inverse" on the always-dark `bg-inverse` bands. */
  tone?: Tone;
  /** Screen readers only. */
  inputLabel?: string;
}

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
