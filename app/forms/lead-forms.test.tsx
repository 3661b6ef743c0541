import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { SUCCESS_MESSAGES } from "./form-copy";
import type { FormResult } from "./form-result";
import { CommentForm, ContactForm, QuoteForm, SubscribeForm } from "./lead-forms";

type Action = (args: { request: Request }) => unknown;

/** Renders `ui` in a route whose action is `action`, like a page that exports formAction. */
function renderPage(ui: React.ReactNode, { action = vi.fn(), url = "/page", actionData }: { action?: Action; url?: string; actionData?: FormResult } = {}) {
  const Stub = createRoutesStub([{ id: "page", path: "/page", Component: () => <>{ui}</>, action }]);
  const hydrationData = actionData ? { actionData: { page: actionData }, loaderData: {} } : undefined;
  render(<Stub initialEntries={[url]} hydrationData={hydrationData} />);
  return { action };
}

async function submittedFields(action: ReturnType<typeof vi.fn>) {
  const request = action.mock.calls[0][0].request as Request;
  return Object.fromEntries(await request.formData());
}

describe("ContactForm", () => {
  it("has labelled fields with the right input types and autofill hints", () => {
    renderPage(<ContactForm />);
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

  it("hides the honeypot from people and assistive technology", () => {
    renderPage(<ContactForm />);
    const form = document.querySelector("form")!;
    const trap = form.querySelector<HTMLInputElement>('input[name="fax_number"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(form).queryByRole("textbox", { name: /leave this field empty/i })).toBeNull();
    expect(form.querySelector<HTMLInputElement>('input[name="kind"]')!.value).toBe("contact");
    expect(Number(form.querySelector<HTMLInputElement>('input[name="startedAt"]')!.value)).toBeGreaterThan(0);
  });

  it("checks the fields before sending: errors linked to their fields, focus on the first", async () => {
    const user = userEvent.setup();
    const { action } = renderPage(<ContactForm />);
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
    expect(action).not.toHaveBeenCalled();

    // The error goes away as soon as the field is corrected.
    await user.type(email, "ada@example.com");
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("alert")).toHaveTextContent("Please correct the 2 fields marked below.");
  });

  it("sends a valid form in the background, announces success and clears the form", async () => {
    const user = userEvent.setup();
    const action = vi.fn(() => ({ ok: true, kind: "contact", formId: "x" }) satisfies FormResult);
    renderPage(<ContactForm />, { action });
    await user.type(screen.getByLabelText(/^First Name/), "Ada");
    await user.type(screen.getByLabelText(/^Email/), "ada@example.com");
    await user.type(screen.getByLabelText(/^Message/), "Hello");
    await user.click(screen.getByRole("button", { name: "Submit" }));

    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(SUCCESS_MESSAGES.contact));
    const sent = await submittedFields(action);
    expect(sent).toMatchObject({ kind: "contact", firstName: "Ada", email: "ada@example.com", message: "Hello", fax_number: "" });
    expect(sent.formId).toMatch(/^contact-form/);
    expect(Number(sent.elapsedMs)).toBeGreaterThanOrEqual(0);
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveValue(""));
  });

  it("shows the server's field errors and focuses the first one", async () => {
    const user = userEvent.setup();
    const action = vi.fn(
      () =>
        ({
          ok: false,
          kind: "contact",
          formId: "x",
          values: {},
          errors: { message: "Please write a message so we know how we can help." },
        }) satisfies FormResult,
    );
    renderPage(<ContactForm />, { action });
    await user.type(screen.getByLabelText(/^Email/), "ada@example.com");
    await user.type(screen.getByLabelText(/^Message/), "Hi");
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const message = screen.getByLabelText(/^Message/);
    await waitFor(() => expect(message).toHaveFocus());
    expect(message).toHaveAccessibleDescription("Please write a message so we know how we can help.");
    expect(screen.getByLabelText(/^Email/)).toHaveValue("ada@example.com");
  });

  it("shows a problem with the whole submission (rate limit)", async () => {
    const user = userEvent.setup();
    const formError = "You have sent several messages in a short time.";
    const action = vi.fn(() => ({ ok: false, kind: "contact", formId: "x", values: {}, errors: {}, formError }) satisfies FormResult);
    renderPage(<ContactForm />, { action });
    await user.type(screen.getByLabelText(/^Email/), "ada@example.com");
    await user.type(screen.getByLabelText(/^Message/), "Hi");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(formError));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveFocus());
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});

describe("answers rendered by the server (no JavaScript)", () => {
  it("fills the form again with the visitor's values and its errors, and focuses the first", () => {
    // Like the server: useId is deterministic per render, so the answer finds its form by id.
    const Stub = createRoutesStub([{ id: "page", path: "/page", Component: ContactForm, action: () => null }]);
    const formId = /<form[^>]* id="([^"]+)"/.exec(renderToString(<Stub initialEntries={["/page"]} />))![1];
    const actionData: FormResult = {
      ok: false,
      kind: "contact",
      formId,
      values: { email: "ada@example", message: "Hello <b>there</b>" },
      errors: { email: "Please enter a valid e-mail address, for example name@company.com." },
    };
    document.body.innerHTML = renderToString(
      <Stub initialEntries={["/page"]} hydrationData={{ actionData: { page: actionData }, loaderData: {} }} />,
    );
    expect(screen.getByLabelText(/^Email/)).toHaveValue("ada@example");
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute("autofocus");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("Hello <b>there</b>");
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(/valid e-mail address/);
    expect(screen.getByRole("alert")).toHaveTextContent("Please correct the field marked below.");
    document.body.innerHTML = "";
  });

  it("brings a problem with the whole submission into view (focus on the alert)", () => {
    const Stub = createRoutesStub([{ id: "page", path: "/page", Component: () => <SubscribeForm placeholder="Enter Your Email" />, action: () => null }]);
    const formId = /<form[^>]* id="([^"]+)"/.exec(renderToString(<Stub initialEntries={["/page"]} />))![1];
    const actionData: FormResult = { ok: false, kind: "subscribe", formId, values: { email: "ada@example.com" }, errors: {}, formError: "Please try again in 10 minutes." };
    document.body.innerHTML = renderToString(
      <Stub initialEntries={["/page"]} hydrationData={{ actionData: { page: actionData }, loaderData: {} }} />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Please try again in 10 minutes.");
    expect(screen.getByRole("alert")).toHaveAttribute("autofocus");
    expect(screen.getByRole("textbox", { name: "Email address" })).toHaveValue("ada@example.com");
    expect(screen.getByRole("textbox", { name: "Email address" })).not.toHaveAttribute("autofocus");
    document.body.innerHTML = "";
  });

  it("ignores answers meant for another form on the page", () => {
    renderPage(
      <>
        <ContactForm />
        <SubscribeForm placeholder="Enter Your Email" />
      </>,
      {
        actionData: { ok: false, kind: "subscribe", formId: "someone-else", values: { email: "x" }, errors: { email: "Bad" } },
      },
    );
    expect(screen.queryByText("Bad")).toBeNull();
  });

  it("confirms after the redirect (?sent=kind), only in forms of that kind", () => {
    renderPage(
      <>
        <QuoteForm />
        <SubscribeForm placeholder="Enter Your Email" />
      </>,
      { url: "/page?sent=quote" },
    );
    const statuses = screen.getAllByRole("status");
    expect(statuses[0]).toHaveTextContent(SUCCESS_MESSAGES.quote);
    expect(statuses[1]).toBeEmptyDOMElement();
  });
});

describe("QuoteForm", () => {
  it("asks for name, e-mail, phone and message", () => {
    renderPage(<QuoteForm />);
    expect(screen.getByLabelText(/^Your Name/)).toHaveAttribute("autocomplete", "name");
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute("type", "tel");
    expect(screen.getByLabelText(/^Message/).tagName).toBe("TEXTAREA");
    expect(screen.getByRole("button", { name: "Send Request" })).toBeInTheDocument();
  });
});

describe("CommentForm", () => {
  it("keeps the id and tabIndex that Reply links use", () => {
    renderPage(<CommentForm />);
    const form = document.getElementById("comment-form");
    expect(form?.tagName).toBe("FORM");
    expect(form).toHaveAttribute("tabindex", "-1");
    expect(screen.getByRole("button", { name: "Submit Now" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^First Name/)).toBeRequired();
  });
});

describe("SubscribeForm", () => {
  it("has an e-mail input with the given placeholder and an accessible name", () => {
    renderPage(<SubscribeForm placeholder="Enter Email Address" label="Get Consultation" />);
    const input = screen.getByRole("textbox", { name: "Email address" });
    expect(input).toHaveAttribute("type", "email");
    expect(input).toHaveAttribute("placeholder", "Enter Email Address");
    expect(screen.getByRole("button", { name: "Get Consultation" })).toBeInTheDocument();
  });

  it("gives every form on a page its own element ids", () => {
    renderPage(
      <>
        <SubscribeForm placeholder="Enter Your Email" />
        <SubscribeForm placeholder="Enter Your email" tone="inverse" />
        <ContactForm />
      </>,
    );
    const ids = [...document.querySelectorAll("[id]")].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.getAllByRole("textbox", { name: "Email address" })).toHaveLength(2);
  });

  it("keeps another form's errors when one subscribe form is sent", async () => {
    const user = userEvent.setup();
    const action = vi.fn(() => ({ ok: true, kind: "subscribe", formId: "x" }) satisfies FormResult);
    renderPage(
      <>
        <ContactForm />
        <SubscribeForm placeholder="Enter Your Email" />
      </>,
      { action },
    );
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute("aria-invalid", "true");

    await user.type(screen.getByRole("textbox", { name: "Email address" }), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() => expect(screen.getAllByRole("status")[1]).toHaveTextContent(SUCCESS_MESSAGES.subscribe));
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getAllByRole("status")[0]).toBeEmptyDOMElement();
  });
});
