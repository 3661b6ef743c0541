import { useEffect, useRef, useState, type FormEvent } from "react";
import { META_FIELDS, alertId, isFormResult, submitUrl, type FormResult, type FormStart } from "../../shared/forms/form-result";
import type { HeldStart } from "./on-first-focus";
import { browserContext } from "../../shared/forms/lead-context";
import { FORM_FIELDS, readFields, type FieldErrors, type FieldName, type FormKind, type RawValues } from "../../shared/forms/fields";
import type { ValidationMessages } from "./schemas";

type OnFirstFocus = typeof import("./on-first-focus");
let lazy: OnFirstFocus | undefined;
let loadingLazy: Promise<OnFirstFocus> | undefined;

// Loaded on the first focus; submitting waits for them.
function loadLazy(): Promise<OnFirstFocus> {
  loadingLazy ??= import("./on-first-focus").then(
    (m) => (lazy = m),
    (err: unknown) => {
      loadingLazy = undefined; // try again next time
      throw err;
    },
  );
  return loadingLazy;
}

export type FailedResult = Extract<FormResult, { ok: false }>;

// An effect's update gets its own task, after the hydration's commit.
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function firstInvalid(kind: FormKind, errors: FieldErrors): FieldName | undefined {
  return FORM_FIELDS[kind].find((field) => errors[field]);
}

interface FormState {
  /** The visitor's, when the server sent the form back. */
  values: RawValues;
  errors: FieldErrors;
  /** Rate limit, storage, no connection. */
  formError?: string;
  sent: boolean;
  /** The server's own words for the sent message (a subscription waiting for its confirmation). */
  sentMessage?: string;
}

type After = "focus-error" | "reset" | undefined;

export interface LeadFormState {
  hydrated: boolean;
  pending: boolean;
  values: RawValues;
  errors: FieldErrors;
  formError?: string;
  sent: boolean;
  sentMessage?: string;
  /** Without JavaScript, the field the browser focuses on load. */
  autoFocusField?: FieldName;
  formRef: React.RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
  onFocus: () => void;
}

// Until the island runs, the form is plain HTML posting to its page: `initial` is the server's failed answer, `sent` its confirmation.
export function useLeadForm(
  kind: FormKind,
  formId: string,
  initial: FailedResult | null,
  sent: boolean,
  messages: ValidationMessages,
  notSent: string,
  /** Where to post, in the page's language (LeadFormProps.endpoint). */
  endpoint: string,
  pageStart?: FormStart,
): LeadFormState {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // The page's start (counted from when the island took it), else fetched on first focus; a new one after each sent message.
  const start = useRef<Promise<HeldStart | undefined> | undefined>(undefined);
  useEffect(() => {
    if (pageStart) start.current ??= Promise.resolve({ ...pageStart, since: performance.now() });
  }, [pageStart]);
  const startOnce = () =>
    (start.current ??= loadLazy().then(
      (m) => m.fetchStart(),
      () => (start.current = undefined), // the next focus tries again
    ));
  const [state, setState] = useState<FormState>(() => ({
    values: initial?.values ?? {},
    errors: initial?.errors ?? {},
    formError: initial?.formError,
    sent: sent && !initial,
  }));
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const after = useRef<After>(undefined);

  // After the render, so a screen reader reads the field with its error and reset() empties the fields.
  useEffect(() => {
    const todo = after.current;
    after.current = undefined;
    const form = formRef.current;
    if (!todo || !form) return;
    if (todo === "reset") {
      form.reset();
      return;
    }
    const field = firstInvalid(kind, state.errors);
    const target = field ? form.elements.namedItem(field) : document.getElementById(alertId(formId));
    if (target instanceof HTMLElement) target.focus();
  });

  function show(next: Partial<FormState>, then?: After) {
    after.current = then;
    setState((s) => ({ ...s, ...next }));
  }

  async function send(form: HTMLFormElement): Promise<void> {
    let helpers: OnFirstFocus;
    try {
      helpers = lazy ?? (await loadLazy());
    } catch {
      // Offline, or a new deployment: let the server check the post.
      if (form.isConnected) form.submit();
      return;
    }
    const validation = helpers.validateForm(kind, readFields(kind, new FormData(form)).values, messages);
    if (!validation.ok) {
      show({ errors: validation.errors, formError: undefined, sent: false }, "focus-error");
      return;
    }
    show({ errors: {}, formError: undefined, sent: false });
    const body = new FormData(form);
    setPending(true);
    const held = await startOnce();
    body.set(META_FIELDS.token, held?.token ?? "");
    if (held) await helpers.waitOut(held);
    let answer: FormResult | undefined;
    try {
      const response = await fetch(submitUrl(location.pathname, endpoint, browserContext(location, document.referrer)), {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      const json: unknown = response.headers.get("content-type")?.includes("json") ? await response.json() : undefined;
      answer = isFormResult(json) ? json : undefined;
    } catch {
      answer = undefined;
    }
    setPending(false);
    if (!answer) show({ formError: notSent }, "focus-error");
    else if (answer.ok) {
      start.current = undefined;
      show({ values: {}, errors: {}, formError: undefined, sent: true, sentMessage: answer.message }, "reset");
    } else show({ errors: answer.errors, formError: answer.formError }, "focus-error");
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    void send(event.currentTarget).finally(() => (busy.current = false));
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    const field = (event.target as HTMLInputElement).name as FieldName;
    if (!state.errors[field] || !lazy) return;
    const validation = lazy.validateForm(kind, readFields(kind, new FormData(event.currentTarget)).values, messages);
    const fieldError = validation.ok ? undefined : validation.errors[field];
    setState((s) => ({ ...s, errors: { ...s.errors, [field]: fieldError } }));
  }

  return {
    hydrated,
    pending,
    ...state,
    autoFocusField: hydrated ? undefined : firstInvalid(kind, state.errors),
    formRef,
    onSubmit,
    onInput,
    onFocus: () => {
      void startOnce();
    },
  };
}
