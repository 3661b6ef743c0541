import { CircleAlert, CircleCheck, LoaderCircle } from "~/components/ui/icons";
import { FIELD_SPECS } from "./field-specs";
import { META_FIELDS } from "../../shared/forms/form-result";
import { FIELD_LIMITS, type FieldName, type FormKind } from "../../shared/forms/fields";

export type Tone = "default" | "inverse";

const inputTone: Record<Tone, string> = {
  default: "border-muted/70 bg-surface text-ink placeholder:text-muted aria-[invalid=true]:border-accent",
  inverse: "border-on-inverse-muted/70 bg-white/5 text-on-inverse placeholder:text-on-inverse-muted aria-[invalid=true]:border-on-inverse",
};
const errorTone: Record<Tone, string> = { default: "text-accent", inverse: "text-on-inverse" };

export function fieldId(formId: string, field: FieldName) {
  return `${formId}-${field}`;
}

interface FormFieldProps {
  formId: string;
  field: FieldName;
  required: boolean;
  error?: string;
  defaultValue?: string;
  tone?: Tone;
  /** Kept for assistive technology (inline subscribe form). */
  hideLabel?: boolean;
  label: string;
  placeholder?: string;
  /** The first invalid field of a form the server sent back. */
  autoFocus?: boolean;
  className?: string;
}

export function FormField({
  formId,
  field,
  required,
  error,
  defaultValue,
  tone = "default",
  hideLabel = false,
  label,
  placeholder,
  autoFocus,
  className = "",
}: FormFieldProps) {
  const spec = FIELD_SPECS[field];
  const id = fieldId(formId, field);
  const errorId = `${id}-error`;
  const shared = {
    id,
    name: field,
    required,
    maxLength: FIELD_LIMITS[field],
    autoComplete: spec.autoComplete,
    placeholder,
    defaultValue,
    autoFocus,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    // scroll-mt: not hidden under the sticky header.
    className: `w-full scroll-mt-32 rounded-lg border px-4 py-3 text-base transition-colors focus-visible:border-brand ${inputTone[tone]}`,
  };
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "text-sm font-semibold text-ink"}>
        {label}
        {required && !hideLabel ? (
          <span aria-hidden="true" className="text-accent">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {spec.type === "textarea" ? (
        <textarea rows={5} {...shared} />
      ) : (
        // An address or a number reads left to right in every language: in an Arabic page it would lose its start.
        <input type={spec.type} dir={spec.type === "email" || spec.type === "tel" ? "ltr" : undefined} {...shared} />
      )}
      {error ? (
        <p id={errorId} className={`flex items-start gap-1.5 text-sm font-medium ${errorTone[tone]}`}>
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}

// Plus the two spam traps (honeypot and fill time).
export function HiddenFields({
  kind,
  formId,
  token,
  honeypotLabel,
}: {
  kind: FormKind;
  formId: string;
  token: string | undefined;
  honeypotLabel: string;
}) {
  const honeypotId = `${formId}-${META_FIELDS.honeypot}`;
  return (
    <>
      <input type="hidden" name={META_FIELDS.kind} value={kind} />
      <input type="hidden" name={META_FIELDS.formId} value={formId} />
      <input type="hidden" name={META_FIELDS.token} value={token ?? ""} />
      <div aria-hidden="true" className="absolute start-[-10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={honeypotId}>{honeypotLabel}</label>
        <input id={honeypotId} type="text" name={META_FIELDS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

export function SubmitButton({
  label,
  sendingLabel,
  pending,
  className = "",
}: {
  label: string;
  sendingLabel: string;
  pending: boolean;
  className?: string;
}) {
  return (
    <button type="submit" className={`btn-primary ${className}`} aria-disabled={pending || undefined}>
      {pending ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {sendingLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}

// Always present (empty, no space taken), so screen readers announce the message when it appears.
export function FormStatus({ id, message, tone = "default" }: { id: string; message?: string; tone?: Tone }) {
  const box = tone === "inverse" ? "bg-white/10 text-on-inverse" : "border border-brand/30 bg-brand-soft text-ink";
  return (
    <div role="status" id={id} className="scroll-mt-32">
      {message ? (
        <p className={`mt-4 flex items-start gap-2 rounded-lg px-4 py-3 text-sm font-medium ${box}`}>
          <CircleCheck aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${tone === "inverse" ? "" : "text-brand-ink"}`} />
          {message}
        </p>
      ) : null}
    </div>
  );
}

// Focusable, so `autoFocus` brings it into view without JavaScript.
export function FormAlert({
  id,
  message,
  tone = "default",
  autoFocus,
}: {
  id: string;
  message?: string;
  tone?: Tone;
  autoFocus?: boolean;
}) {
  if (!message) return null;
  const box = tone === "inverse" ? "bg-white/10 text-on-inverse" : "border border-accent/40 bg-accent-soft text-ink";
  return (
    <p
      id={id}
      role="alert"
      tabIndex={-1}
      // React compares a <p>'s autoFocus with the served attribute.
      autoFocus={autoFocus || undefined}
      className={`flex scroll-mt-32 items-start gap-2 rounded-lg px-4 py-3 text-sm font-medium ${box}`}
    >
      <CircleAlert aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${tone === "inverse" ? "" : "text-accent"}`} />
      {message}
    </p>
  );
}
