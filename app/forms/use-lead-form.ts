import { useEffect, useRef, useState, type FormEvent } from "react";
import { useActionData, useFetcher, useSearchParams } from "react-router";
import { META_FIELDS, SENT_PARAM, alertId, isFormResult, type FormResult } from "./form-result";
import { FORM_FIELDS, readFields, type FieldErrors, type FieldName, type FormKind, type RawValues } from "./fields";

type Validator = typeof import("./schemas").validateForm;
let validator: Validator | undefined;
let loadingValidator: Promise<Validator> | undefined;

/**
 * The shared schemas (and zod) load the first time a visitor focuses a form field, not with
 * the page: most visitors never fill a form in. Until then submitting waits for them.
 */
function loadValidator(): Promise<Validator> {
  loadingValidator ??= import("./schemas").then(
    (m) => (validator = m.validateForm),
    (err: unknown) => {
      loadingValidator = undefined; // try again next time
      throw err;
    },
  );
  return loadingValidator;
}

/**
 * False while rendering on the server and hydrating, true once React runs in the browser.
 * (A store whose server and client snapshots differ would say so without the extra render,
 * but React answers that difference with a synchronous re-render inside the hydration's
 * commit, which makes the page's longest task longer; an effect's update gets its own task.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function focusFirstInvalid(form: HTMLFormElement | null, kind: FormKind, errors: FieldErrors) {
  const first = FORM_FIELDS[kind].find((field) => errors[field]);
  const element = first ? form?.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) element.focus();
}

export interface LeadFormState {
  fetcher: ReturnType<typeof useFetcher<FormResult>>;
  hydrated: boolean;
  pending: boolean;
  /** Values to show when the server re-rendered the form after a failed post (no JavaScript). */
  values: RawValues;
  errors: FieldErrors;
  formError?: string;
  sent: boolean;
  /** Render time, for the minimum fill time check. */
  startedAt: number;
  formRef: React.RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
  /** Starts loading the schemas when a field gets focus. */
  onFocus: () => void;
}

/**
 * State of one lead form. Without JavaScript the form posts to the page's action and the
 * answer comes back as the page (action data, or ?sent=kind after a redirect). With
 * JavaScript the same form posts through its own fetcher, validates first with the shared
 * schema, moves focus to the first invalid field and resets after success.
 */
export function useLeadForm(kind: FormKind, formId: string): LeadFormState {
  const fetcher = useFetcher<FormResult>();
  const actionData: unknown = useActionData();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const mountedAt = useRef(0);
  const [startedAt] = useState(() => Date.now());
  // The browser's own check of the fields; it stands until the next answer from the server.
  const [check, setCheck] = useState<{ errors: FieldErrors; before: FormResult | undefined }>();
  const clientErrors = check && check.before === fetcher.data ? check.errors : undefined;
  const setClientErrors = (errors: FieldErrors) => setCheck({ errors, before: fetcher.data });

  const documentResult =
    isFormResult(actionData) && actionData.kind === kind && actionData.formId === formId ? actionData : undefined;
  const result = fetcher.data ?? documentResult;
  const failed = result && !result.ok ? result : undefined;
  const errors = clientErrors ?? failed?.errors ?? {};

  // The form was on screen from the page's first paint when it is hydrated (time origin):
  // its element is already in the document. Otherwise it appears now, through client-side
  // navigation.
  const arrivedWithPage = useRef(typeof document !== "undefined" && document.getElementById(formId) !== null);
  useEffect(() => {
    mountedAt.current = arrivedWithPage.current ? 0 : performance.now();
  }, []);

  // A new answer from the server: move focus to its first error, or start afresh.
  useEffect(() => {
    const data = fetcher.data;
    if (!data) return;
    if (data.ok) formRef.current?.reset();
    else if (Object.keys(data.errors).length) focusFirstInvalid(formRef.current, kind, data.errors);
    else document.getElementById(alertId(formId))?.focus();
  }, [fetcher.data, kind, formId]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    if (fetcher.state !== "idle") {
      event.preventDefault();
      return;
    }
    if (!validator) {
      // The schemas are still loading (the visitor submitted without focusing a field first):
      // submit again once they are there, through this same check.
      event.preventDefault();
      void loadValidator().then(
        () => form.isConnected && form.requestSubmit(),
        () => form.isConnected && form.submit(), // offline: let the server check the post
      );
      return;
    }
    const validation = validator(kind, readFields(kind, new FormData(form)).values);
    if (!validation.ok) {
      event.preventDefault();
      setClientErrors(validation.errors);
      focusFirstInvalid(form, kind, validation.errors);
      return;
    }
    setClientErrors({});
    const elapsed = form.elements.namedItem(META_FIELDS.elapsed);
    if (elapsed instanceof HTMLInputElement) elapsed.value = String(Math.round(performance.now() - mountedAt.current));
  }

  /** Once a field shows an error, re-check it as the visitor corrects it. */
  function onInput(event: FormEvent<HTMLFormElement>) {
    const field = (event.target as HTMLInputElement).name as FieldName;
    if (!errors[field] || !validator) return;
    const validation = validator(kind, readFields(kind, new FormData(event.currentTarget)).values);
    const fieldError = validation.ok ? undefined : validation.errors[field];
    setClientErrors({ ...errors, [field]: fieldError });
  }

  return {
    fetcher,
    hydrated,
    pending: fetcher.state !== "idle",
    values: documentResult && !documentResult.ok ? documentResult.values : {},
    errors,
    formError: clientErrors ? undefined : failed?.formError,
    sent:
      fetcher.state === "idle" &&
      Object.values(errors).every((e) => !e) &&
      (result ? result.ok : searchParams.get(SENT_PARAM) === kind),
    startedAt,
    formRef,
    onSubmit,
    onInput,
    onFocus: () => void loadValidator().catch(() => {}),
  };
}
