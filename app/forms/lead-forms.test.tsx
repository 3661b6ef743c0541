import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { hydrateIsland } from "~/client/hydrate";
import { ISLAND_ATTR, PREFIX_ATTR, PROPS_ATTR } from "~/islands/protocol";
import { SUBMIT_LABELS, SUCCESS_MESSAGES, fixErrors, formCopy, formWords } from "./form-copy";
import { SUBMIT_PATH, TOKEN_PATH, type FormResult, type FormStart } from "../../shared/forms/form-result";
import { FORM_FIELDS } from "../../shared/forms/fields";
import { FormStartContext } from "./start-context";
import { LeadForm, type LeadFormProps } from "./lead-form";
import { CommentForm, ContactForm, QuoteForm, SubscribeForm } from "./lead-forms";
import { validation } from "@interface/forms";

/** The island's props as a page would give them. */
function props(overrides: Partial<LeadFormProps> = {}): LeadFormProps {
  const kind = overrides.kind ?? "contact";
  return {
    kind,
    formId: `${kind}-form_R_1_`,
    layout: kind === "subscribe" ? "inline" : kind === "quote" ? "stack" : "grid",
    submitLabel: SUBMIT_LABELS[kind],
    successMessage: SUCCESS_MESSAGES[kind],
    messages: validation,
    fixErrors: FORM_FIELDS[kind].map((_, index) => fixErrors(index + 1)),
    words: formWords(kind),
    endpoint: SUBMIT_PATH,
    initial: null,
    sent: false,
    ...overrides,
  };
}

/** The island as it runs in the browser (rendered on the client: its effects run). */
function renderIsland(overrides: Partial<LeadFormProps> = {}) {
  return render(<LeadForm {...props(overrides)} />);
}

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

// Compiled once up front: the first dynamic import can take longer than waitFor's second on a
// busy machine. The island still loads it on its own, asynchronously, as in the browser.
beforeAll(async () => {
  await import("./schemas");
});

type FetchMock = ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
/** The island's posts of the form (what each test answers). */
let submitMock: FetchMock;
/** Its requests for a start token: a token that needs no wait, unless a test says otherwise. */
let tokenMock: FetchMock;

beforeEach(() => {
  submitMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  tokenMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () =>
    jsonResponse({ token: "fetched-token", minFillMs: 0 }),
  );
  vi.stubGlobal("fetch", (url: string, init: RequestInit) => (url === TOKEN_PATH ? tokenMock(url, init) : submitMock(url, init)));
});
afterEach(() => vi.unstubAllGlobals());

function sentFields(call = 0): Record<string, FormDataEntryValue> {
  const init = submitMock.mock.calls[call][1];
  return Object.fromEntries(init.body as FormData);
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^First Name/), "Ada");
  await user.type(screen.getByLabelText(/^Email/), "ada@example.com");
  await user.type(screen.getByLabelText(/^Message/), "Hello");
}

describe("the quote form of a service's detail page", () => {
  const about = { template: "About: {service}", names: { "cloud-solution": "Cloud Solution" } };
  afterEach(() => history.replaceState(null, "", "/"));

  it("says which service the quote is about, and sends it with the page's context", async () => {
    history.replaceState(null, "", "/service/service-details?service=cloud-solution");
    submitMock.mockResolvedValue(jsonResponse({ ok: true, kind: "quote", formId: "quote-form_R_1_" }));
    const user = userEvent.setup();
    renderIsland({ kind: "quote", about });
    expect(screen.getByText("About: Cloud Solution")).toBeVisible();
    await user.type(screen.getByLabelText(/^Email/), "ada@example.com");
    await user.type(screen.getByLabelText(/^Message/), "A quote, please");
    await user.click(screen.getByRole("button", { name: SUBMIT_LABELS.quote }));
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(1));
    const url = new URL(submitMock.mock.calls[0][0], location.origin);
    expect(url.searchParams.get("service")).toBe("cloud-solution");
    expect(url.searchParams.get("landing")).toBe("/service/service-details");
  });

  it("shows no line for a service it does not know, nor the address's text", () => {
    history.replaceState(null, "", "/service/service-details?service=Call%20555-0100%20now");
    renderIsland({ kind: "quote", about });
    expect(screen.queryByText(/About:/)).toBeNull();
    expect(screen.queryByText(/555-0100/)).toBeNull();
  });

  it("is said by the server when it renders the page for a post sent back", () => {
    const html = renderToString(<LeadForm {...props({ kind: "quote", about: { ...about, slug: "cloud-solution" } })} />);
    expect(html).toContain("About: Cloud Solution");
  });
});

describe("the lead-form island (contact)", () => {
  it("has labelled fields with the right input types and autofill hints", () => {
    renderIsland();
    const expectations: [RegExp, string, string][] = [
      [/^First Name/, "text", "given-name"],
      [/^Last Name/, "text", "family-name"],
      [/^Email/, "email", "email"],
      [/^Phone/, "tel", "tel"],
      [/^Subject/, "text", "off"],
    ];
    for (const [label, type, autoComplete] of expectations) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute("type", type);
      expect(input).toHaveAttribute("autocomplete", autoComplete);
    }
    expect(screen.getByLabelText(/^Message/).tagName).toBe("TEXTAREA");
    expect(screen.getByLabelText(/^Email/)).toBeRequired();
    expect(screen.getByLabelText(/^First Name/)).not.toBeRequired();
    expect(screen.getByRole("button", { name: "Submit" })).toHaveAttribute("type", "submit");
  });

  it("is a plain form posting to its page, with its identity and the spam traps", () => {
    renderIsland();
    const form = document.querySelector("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).not.toHaveAttribute("action");
    expect(form).toHaveAttribute("enctype", "multipart/form-data");
    const trap = form.querySelector<HTMLInputElement>('input[name="fax_number"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(form).queryByRole("textbox", { name: /leave this field empty/i })).toBeNull();
    expect(form.querySelector<HTMLInputElement>('input[name="kind"]')!.value).toBe("contact");
    expect(form.querySelector<HTMLInputElement>('input[name="formId"]')!.value).toBe("contact-form_R_1_");
    // A prerendered page has no start token: the island fetches one when the visitor turns to the form.
    expect(form.querySelector<HTMLInputElement>('input[name="formToken"]')!.value).toBe("");
  });

  it("checks the fields before sending: errors linked to their fields, focus on the first", async () => {
    const user = userEvent.setup();
    renderIsland();
    await user.type(screen.getByLabelText(/^Phone/), "call me");
    await user.click(screen.getByRole("button", { name: "Submit" }));

    // The schemas load when a field first gets focus; a submit before they are there waits.
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Please enter your e-mail address.");
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(/phone number/);
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription(/write a message/);
    expect(screen.getByLabelText(/^First Name/)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("alert")).toHaveTextContent("Please correct the 3 fields marked below.");
    expect(submitMock).not.toHaveBeenCalled();

    // The error goes away as soon as the field is corrected.
    await user.type(email, "ada@example.com");
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("alert")).toHaveTextContent("Please correct the 2 fields marked below.");
  });

  it("sends a valid form with fetch: pending button, announced success, emptied form", async () => {
    const user = userEvent.setup();
    let answer!: (response: Response) => void;
    submitMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderIsland();
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));

    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(1));
    const [url, init] = submitMock.mock.calls[0];
    // No referrer: the visitor arrived on the form's page itself.
    const page = encodeURIComponent(location.pathname);
    expect(url).toBe(`${SUBMIT_PATH}?page=${page}&landing=${page}`);
    expect(init.method).toBe("POST");
    const sent = sentFields();
    expect(sent).toMatchObject({
      kind: "contact",
      formId: "contact-form_R_1_",
      firstName: "Ada",
      email: "ada@example.com",
      message: "Hello",
      fax_number: "",
    });
    expect(sent.formToken).toBe("fetched-token");
    const button = document.querySelector('button[type="submit"]')!;
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveTextContent(formCopy.sending);

    // A second press while the first is on its way sends nothing more.
    await user.click(button);
    expect(submitMock).toHaveBeenCalledTimes(1);

    await act(async () => answer(jsonResponse({ ok: true, kind: "contact", formId: "contact-form_R_1_" })));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(SUCCESS_MESSAGES.contact));
    expect(button).not.toHaveAttribute("aria-disabled");
    expect(button).toHaveTextContent("Submit");
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveValue(""));
    expect(screen.getByLabelText(/^Message/)).toHaveValue("");
  });

  it("asks for a start token once, when the visitor first turns to the form, and sends it", async () => {
    const user = userEvent.setup();
    submitMock.mockResolvedValue(jsonResponse({ ok: true, kind: "contact", formId: "contact-form_R_1_" }));
    renderIsland();
    expect(tokenMock).not.toHaveBeenCalled();
    await fillContact(user);
    expect(tokenMock).toHaveBeenCalledTimes(1);
    expect(tokenMock.mock.calls[0][1]).toMatchObject({ cache: "no-store" });
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(1));
    expect(sentFields().formToken).toBe("fetched-token");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(SUCCESS_MESSAGES.contact));
    // The next message starts afresh.
    await user.type(screen.getByLabelText(/^Email/), "b");
    await waitFor(() => expect(tokenMock).toHaveBeenCalledTimes(2));
  });

  it("waits out the server's minimum fill time after the start before posting, showing it is sending", async () => {
    const user = userEvent.setup();
    tokenMock.mockImplementation(async () => jsonResponse({ token: "slow", minFillMs: 600 }));
    submitMock.mockResolvedValue(jsonResponse({ ok: true, kind: "contact", formId: "contact-form_R_1_" }));
    renderIsland();
    await user.type(screen.getByLabelText(/^Email/), "ada@example.com");
    await user.type(screen.getByLabelText(/^Message/), "Hi");
    const started = performance.now();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(document.querySelector('button[type="submit"]')).toHaveTextContent(formCopy.sending));
    expect(submitMock).not.toHaveBeenCalled();
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    expect(performance.now() - started).toBeGreaterThan(300);
    expect(sentFields().formToken).toBe("slow");
  });

  it("uses the start its page came with, without asking", async () => {
    const user = userEvent.setup();
    submitMock.mockResolvedValue(jsonResponse({ ok: true, kind: "contact", formId: "contact-form_R_1_" }));
    renderIsland({ start: { token: "page-token", minFillMs: 0 } });
    expect(document.querySelector<HTMLInputElement>('input[name="formToken"]')!.value).toBe("page-token");
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(1));
    expect(sentFields().formToken).toBe("page-token");
    expect(tokenMock).not.toHaveBeenCalled();
  });

  it("sends the form without a token when none can be had (the server then does not time it)", async () => {
    const user = userEvent.setup();
    tokenMock.mockImplementation(() => Promise.reject(new TypeError("Failed to fetch")));
    submitMock.mockResolvedValue(jsonResponse({ ok: true, kind: "contact", formId: "contact-form_R_1_" }));
    renderIsland();
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(1));
    expect(sentFields().formToken).toBe("");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(SUCCESS_MESSAGES.contact));
  });

  it("shows the server's field errors and focuses the first one", async () => {
    const user = userEvent.setup();
    submitMock.mockResolvedValue(
      jsonResponse(
        {
          ok: false,
          kind: "contact",
          formId: "x",
          values: {},
          errors: { message: "Please write a message so we know how we can help." },
        } satisfies FormResult,
        400,
      ),
    );
    renderIsland();
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const message = screen.getByLabelText(/^Message/);
    await waitFor(() => expect(message).toHaveFocus());
    expect(message).toHaveAccessibleDescription("Please write a message so we know how we can help.");
    expect(screen.getByLabelText(/^Email/)).toHaveValue("ada@example.com");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("shows a problem with the whole submission (rate limit) and focuses it", async () => {
    const user = userEvent.setup();
    const formError = "You have sent several messages in a short time.";
    submitMock.mockResolvedValue(
      jsonResponse({ ok: false, kind: "contact", formId: "x", values: {}, errors: {}, formError } satisfies FormResult, 429),
    );
    renderIsland();
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(formError));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveFocus());
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.getByLabelText(/^Message/)).toHaveValue("Hello");
  });

  it.each([
    ["no connection", () => Promise.reject(new TypeError("Failed to fetch"))],
    [
      "an answer that is not ours",
      () => Promise.resolve(new Response("<h1>502 Bad Gateway</h1>", { status: 502, headers: { "content-type": "text/html" } })),
    ],
  ])("says so when the post gets %s, keeping what was typed", async (_, reply) => {
    const user = userEvent.setup();
    submitMock.mockImplementation(reply);
    renderIsland();
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(formCopy.notSent));
    expect(screen.getByRole("alert")).toHaveFocus();
    expect(screen.getByLabelText(/^First Name/)).toHaveValue("Ada");
    expect(document.querySelector('button[type="submit"]')).not.toHaveAttribute("aria-disabled");
  });

  it("empties a form the server had sent back filled in, once it is sent", async () => {
    const user = userEvent.setup();
    submitMock.mockResolvedValue(jsonResponse({ ok: true, kind: "contact", formId: "contact-form_R_1_" }));
    const initial = {
      ok: false as const,
      kind: "contact" as const,
      formId: "contact-form_R_1_",
      values: { firstName: "Ada", email: "ada@example", message: "Hello" },
      errors: { email: "Please enter a valid e-mail address, for example name@company.com." },
    };
    renderIsland({ initial });
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveValue("ada@example");
    await user.type(email, ".com");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(SUCCESS_MESSAGES.contact));
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveValue(""));
    expect(email).toHaveValue("");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("turns the browser's own checks off once it runs (it checks with the schema)", async () => {
    renderIsland();
    await waitFor(() => expect(document.querySelector("form")).toHaveAttribute("novalidate"));
  });
});

describe("the lead-form island (other kinds)", () => {
  it("quote: asks for name, e-mail, phone and message", () => {
    renderIsland({ kind: "quote" });
    expect(screen.getByLabelText(/^Your Name/)).toHaveAttribute("autocomplete", "name");
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute("type", "tel");
    expect(screen.getByLabelText(/^Message/).tagName).toBe("TEXTAREA");
    expect(screen.getByRole("button", { name: "Send Request" })).toBeInTheDocument();
  });

  it("subscribe: an e-mail input with the given placeholder and an accessible name", async () => {
    const user = userEvent.setup();
    renderIsland({ kind: "subscribe", placeholder: "Enter Email Address", submitLabel: "Get Consultation", inputLabel: "Email address" });
    const input = screen.getByRole("textbox", { name: "Email address" });
    expect(input).toHaveAttribute("type", "email");
    expect(input).toHaveAttribute("placeholder", "Enter Email Address");
    await user.click(screen.getByRole("button", { name: "Get Consultation" }));
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAccessibleDescription("Please enter your e-mail address.");
  });
});

// ---------------------------------------------------------------------------------------
// The wrappers pages use, rendered on the server as the page renders them.

type StubOptions = { url?: string; actionData?: FormResult };

/** The server's HTML of a page route holding `ui` (optionally as the answer to a post). */
function serverPage(ui: () => React.ReactNode, { url = "/page", actionData, start }: StubOptions & { start?: FormStart } = {}): string {
  const Stub = createRoutesStub([{ id: "page", path: "/page", Component: () => <>{ui()}</>, action: () => null }]);
  const hydrationData = actionData ? { actionData: { page: actionData }, loaderData: {} } : undefined;
  return renderToString(
    <FormStartContext.Provider value={start}>
      <Stub initialEntries={[url]} hydrationData={hydrationData} />
    </FormStartContext.Provider>,
  );
}

function islandProps(root: Element): LeadFormProps {
  return JSON.parse(root.getAttribute(PROPS_ATTR)!) as LeadFormProps;
}

/** Every id and every reference to one (label for, aria-describedby) inside `root`. */
function idsAndReferences(root: Element) {
  return {
    ids: [...root.querySelectorAll("[id]")].map((el) => el.id),
    labels: [...root.querySelectorAll("label")].map((el) => el.htmlFor),
    describedBy: [...root.querySelectorAll("[aria-describedby]")].map((el) => el.getAttribute("aria-describedby")),
  };
}

afterEach(() => {
  document.body.innerHTML = "";
});

// jsdom reflects `autofocus` only on form controls; browsers (and React's hydration check,
// which reads the property) have it on every element, such as the alert's <p>.
if (!("autofocus" in HTMLElement.prototype)) {
  Object.defineProperty(HTMLElement.prototype, "autofocus", {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute("autofocus");
    },
  });
}

describe("the forms pages use (server)", () => {
  it("render the lead-form island with the form's props", () => {
    document.body.innerHTML = serverPage(() => <ContactForm />);
    const root = document.querySelector(`[${ISLAND_ATTR}="lead-form"]`)!;
    const form = root.querySelector("form")!;
    expect(form.id).toMatch(/^contact-form/);
    const p = islandProps(root);
    expect(p).toMatchObject({ kind: "contact", formId: form.id, layout: "grid", submitLabel: "Submit", initial: null, sent: false });
    // Prerendered (no server context): no start token in the page or the props.
    expect(p).not.toHaveProperty("start");
    expect(form.querySelector<HTMLInputElement>('input[name="formToken"]')!.value).toBe("");
  });

  it("carry the start token of a page the server renders for one visitor, in the field and the props", () => {
    const start = { token: "fresh-token", minFillMs: 2500 };
    document.body.innerHTML = serverPage(() => <ContactForm />, { start });
    const root = document.querySelector(`[${ISLAND_ATTR}="lead-form"]`)!;
    expect(islandProps(root).start).toEqual(start);
    expect(root.querySelector<HTMLInputElement>('input[name="formToken"]')!.value).toBe("fresh-token");
  });

  it("send a form back with its first start, not a new one (a corrected form is not too fast)", () => {
    const page = () => <ContactForm />;
    const formId = /<form[^>]* id="([^"]+)"/.exec(serverPage(page))![1];
    const first = { token: "first-token", minFillMs: 2500 };
    const failed: FormResult = { ok: false, kind: "contact", formId, values: { email: "x" }, errors: { email: "Bad" }, start: first };
    document.body.innerHTML = serverPage(page, { actionData: failed, start: { token: "new-token", minFillMs: 2500 } });
    expect(document.querySelector<HTMLInputElement>('input[name="formToken"]')!.value).toBe("first-token");
    // Without a start of its own, it gets none (not the new page's).
    document.body.innerHTML = serverPage(page, {
      actionData: { ...failed, start: undefined },
      start: { token: "new-token", minFillMs: 2500 },
    });
    expect(document.querySelector<HTMLInputElement>('input[name="formToken"]')!.value).toBe("");
  });

  it("fill the form again with the visitor's values and its errors, and focus the first (no JavaScript)", () => {
    // Like the server: useId is deterministic per render, so the answer finds its form by id.
    const formId = /<form[^>]* id="([^"]+)"/.exec(serverPage(() => <ContactForm />))![1];
    const actionData: FormResult = {
      ok: false,
      kind: "contact",
      formId,
      values: { email: "ada@example", message: "Hello <b>there</b>" },
      errors: { email: "Please enter a valid e-mail address, for example name@company.com." },
    };
    document.body.innerHTML = serverPage(() => <ContactForm />, { actionData });
    expect(screen.getByLabelText(/^Email/)).toHaveValue("ada@example");
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute("autofocus");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("Hello <b>there</b>");
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(/valid e-mail address/);
    expect(screen.getByRole("alert")).toHaveTextContent("Please correct the field marked below.");
    expect(islandProps(document.querySelector(`[${ISLAND_ATTR}]`)!).initial).toEqual(actionData);
  });

  it("bring a problem with the whole submission into view (focus on the alert)", () => {
    const page = () => <SubscribeForm placeholder="Enter Your Email" />;
    const formId = /<form[^>]* id="([^"]+)"/.exec(serverPage(page))![1];
    const actionData: FormResult = {
      ok: false,
      kind: "subscribe",
      formId,
      values: { email: "ada@example.com" },
      errors: {},
      formError: "Please try again in 10 minutes.",
    };
    document.body.innerHTML = serverPage(page, { actionData });
    expect(screen.getByRole("alert")).toHaveTextContent("Please try again in 10 minutes.");
    expect(screen.getByRole("alert")).toHaveAttribute("autofocus");
    expect(screen.getByRole("textbox", { name: "Email address" })).toHaveValue("ada@example.com");
    expect(screen.getByRole("textbox", { name: "Email address" })).not.toHaveAttribute("autofocus");
  });

  it("ignore answers meant for another form on the page", () => {
    const actionData: FormResult = {
      ok: false,
      kind: "subscribe",
      formId: "someone-else",
      values: { email: "x" },
      errors: { email: "Bad" },
    };
    document.body.innerHTML = serverPage(
      () => (
        <>
          <ContactForm />
          <SubscribeForm placeholder="Enter Your Email" />
        </>
      ),
      { actionData },
    );
    expect(screen.queryByText("Bad")).toBeNull();
    for (const root of document.querySelectorAll(`[${ISLAND_ATTR}]`)) expect(islandProps(root).initial).toBeNull();
  });

  it("confirm after the redirect (?sent=kind), only in forms of that kind", () => {
    document.body.innerHTML = serverPage(
      () => (
        <>
          <QuoteForm />
          <SubscribeForm placeholder="Enter Your Email" />
        </>
      ),
      { url: "/page?sent=quote" },
    );
    const statuses = screen.getAllByRole("status");
    expect(statuses[0]).toHaveTextContent(SUCCESS_MESSAGES.quote);
    expect(statuses[1]).toBeEmptyDOMElement();
  });

  it("keep the comment form's id and tabIndex that Reply links use", () => {
    document.body.innerHTML = serverPage(() => <CommentForm />);
    const form = document.getElementById("comment-form");
    expect(form?.tagName).toBe("FORM");
    expect(form).toHaveAttribute("tabindex", "-1");
    expect(screen.getByRole("button", { name: "Submit Now" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^First Name/)).toBeRequired();
  });

  it.each([
    [
      "field errors in the contact form",
      (ids: Record<string, string>): FormResult => ({
        ok: false,
        kind: "contact",
        formId: ids.contact,
        values: { email: "x" },
        errors: { email: "Bad", message: "Missing" },
      }),
    ],
    [
      "a problem in a subscribe form",
      (ids: Record<string, string>): FormResult => ({
        ok: false,
        kind: "subscribe",
        formId: ids.subscribe,
        values: { email: "x" },
        errors: {},
        formError: "Try later",
      }),
    ],
  ])("give every form on a page its own ids, the same after hydration, with no mismatch (%s)", async (_, answer) => {
    const page = () => (
      <>
        <SubscribeForm placeholder="Enter Your Email" />
        <SubscribeForm placeholder="Enter Your email" tone="inverse" />
        <ContactForm />
        <CommentForm />
      </>
    );
    // A failed answer for one form, so its errors and their ids are in the page too.
    const html = serverPage(page);
    const ids = {
      contact: /<form[^>]* id="(contact-form[^"]*)"/.exec(html)![1],
      subscribe: /<form[^>]* id="(subscribe-form[^"]*)"/.exec(html)![1],
    };
    document.body.innerHTML = serverPage(page, { actionData: answer(ids) });
    expect(document.querySelector('[role="alert"]')).not.toBeNull();

    const served = idsAndReferences(document.body);
    expect(new Set(served.ids).size).toBe(served.ids.length);
    for (const id of [...served.labels, ...served.describedBy]) expect(served.ids).toContain(id);
    expect(screen.getAllByRole("textbox", { name: "Email address" })).toHaveLength(2);

    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      for (const root of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}="lead-form"]`)) {
        hydrateIsland(root, LeadForm as never, { ...islandProps(root), slots: {} }, root.getAttribute(PREFIX_ATTR)!, () => {});
      }
    });
    // Hydrated and running (the forms switched the browser's checks off): same ids, same references.
    await waitFor(() => expect(document.querySelectorAll("form[novalidate]")).toHaveLength(4));
    expect(idsAndReferences(document.body)).toEqual(served);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
