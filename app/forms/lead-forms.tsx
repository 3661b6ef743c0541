/**
 * TEMPORARY markup-only versions of the site's four forms; the lead-capture work replaces
 * this file with delivering forms. The exported names and props are the contract pages use.
 */
import { Form } from "react-router";

function Field({ name, label, type = "text", autoComplete }: { name: string; label: string; type?: string; autoComplete?: string }) {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium">
      {label}
      <input name={name} type={type} autoComplete={autoComplete} className="rounded-lg border border-line bg-surface px-4 py-3" />
    </label>
  );
}

export function ContactForm() {
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="kind" value="contact" />
      <Field name="firstName" label="First Name" autoComplete="given-name" />
      <Field name="lastName" label="Last Name" autoComplete="family-name" />
      <Field name="email" label="Email" type="email" autoComplete="email" />
      <Field name="phone" label="Phone" type="tel" autoComplete="tel" />
      <Field name="subject" label="Subject" />
      <label className="flex flex-col gap-1.5 text-sm font-medium sm:col-span-2">
        Message
        <textarea name="message" rows={5} className="rounded-lg border border-line bg-surface px-4 py-3" />
      </label>
      <button type="submit" className="btn-primary sm:w-fit">Submit</button>
    </Form>
  );
}

export function QuoteForm() {
  return (
    <Form method="post" className="grid gap-3">
      <input type="hidden" name="kind" value="quote" />
      <Field name="name" label="Your Name" autoComplete="name" />
      <Field name="email" label="Email" type="email" autoComplete="email" />
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        Message
        <textarea name="message" rows={4} className="rounded-lg border border-line bg-surface px-4 py-3" />
      </label>
      <button type="submit" className="btn-primary">Get A Free Quote</button>
    </Form>
  );
}

/** Has id="comment-form" so that Reply links can move focus to it. */
export function CommentForm() {
  return (
    <Form method="post" id="comment-form" tabIndex={-1} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="kind" value="comment" />
      <Field name="firstName" label="First Name" autoComplete="given-name" />
      <Field name="lastName" label="Last Name" autoComplete="family-name" />
      <Field name="email" label="Email" type="email" autoComplete="email" />
      <Field name="phone" label="Phone" type="tel" autoComplete="tel" />
      <Field name="subject" label="Subject" />
      <label className="flex flex-col gap-1.5 text-sm font-medium sm:col-span-2">
        Message
        <textarea name="message" rows={5} className="rounded-lg border border-line bg-surface px-4 py-3" />
      </label>
      <button type="submit" className="btn-primary sm:w-fit">Submit Now</button>
    </Form>
  );
}

export function SubscribeForm({ placeholder, label = "Subscribe" }: { placeholder: string; label?: string }) {
  return (
    <Form method="post" className="flex flex-col gap-3 sm:flex-row">
      <input type="hidden" name="kind" value="subscribe" />
      <label className="sr-only" htmlFor="subscribe-email">Email address</label>
      <input id="subscribe-email" name="email" type="email" placeholder={placeholder} autoComplete="email" className="flex-1 rounded-full border border-line bg-surface px-5 py-3" />
      <button type="submit" className="btn-primary">{label}</button>
    </Form>
  );
}
