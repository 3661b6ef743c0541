/** The labels and hints that several of the desk's forms share (server/desk/content-form.ts). */
import { z } from "zod";
import type { FieldUi, FieldsUi } from "./collection";

export const orderField: FieldUi = { label: "Position", hint: "1 is shown first." };
export const iconField: FieldUi = {
  label: "Icon",
  hint: "A lucide icon (lucide.dev/icons); new names need `npm run icons` by a developer.",
};
export const imageField: FieldUi = {
  label: "Image",
  choose_url: false,
  hint: "One of the site's images (/images/….svg), or a picture from the desk's media library (/media/…).",
  pattern: ["^[^/]+\\.svg$", "Pick one of the site's .svg images"],
};
export const slugField: FieldUi = {
  label: "Slug",
  hint: "Lower-case words joined by dashes.",
  pattern: ["^[a-z0-9]+(?:-[a-z0-9]+)*$", "Lower-case letters and digits, words joined by single dashes"],
};
export const hrefField: FieldUi = {
  label: "Button link",
  hint: "A page of this site, e.g. /contact",
  pattern: ["^/(?:[a-z0-9-]+(?:/[a-z0-9-]+)*)?$", "A page of this site: /, or a lower-case path such as /contact"],
};
export const dateField: FieldUi = { label: "Date", date_format: "YYYY-MM-DD", time_format: false, picker_utc: true };
export const linkFields: FieldsUi = { label: { label: "Text" }, href: { ...hrefField, label: "Link" } };
export const introFields: FieldsUi = {
  eyebrow: { label: "Small heading" },
  heading: { label: "Heading" },
  text: { label: "Text", widget: "text" },
};
export const heroFields: FieldsUi = {
  eyebrow: { label: "Small heading" },
  heading: { label: "Heading" },
  text: { label: "Text", widget: "text" },
  buttons: { label: "Buttons", summary: "{{fields.label}}", fields: linkFields },
  videoLabel: { label: "Video button (for screen readers)" },
};
export const aboutFields: FieldsUi = {
  eyebrow: { label: "Small heading" },
  heading: { label: "Heading" },
  text: { label: "Text", widget: "text" },
  paragraphs: { label: "Paragraphs", field: { name: "paragraph", label: "Paragraph", widget: "text" } },
  points: { label: "Points", field: { name: "point", label: "Point" } },
  cta: { label: "Button", fields: linkFields },
};
export const subscribeFields: FieldsUi = {
  heading: { label: "Heading" },
  text: { label: "Text", widget: "text" },
  placeholder: { label: "Placeholder" },
  buttonLabel: { label: "Button text" },
};
export const ctaBandFields: FieldsUi = {
  heading: { label: "Heading" },
  text: { label: "Text", widget: "text" },
  buttons: { label: "Buttons", summary: "{{fields.label}}", fields: linkFields },
};
export const iconPointFields: FieldsUi = { icon: iconField, title: { label: "Title" }, description: { label: "Text", widget: "text" } };

/** "readMore" → "Read more". */
function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A form for interface text: a text field per key, labelled from its name; objects and lists of objects become groups. */
export function autoFields(schema: z.ZodType): FieldsUi {
  const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
  return Object.fromEntries(Object.entries(shape).map(([key, field]): [string, FieldUi] => [key, autoField(key, field)]));
}

function autoField(key: string, field: z.ZodType): FieldUi {
  let inner: z.ZodType = field;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap() as z.ZodType;
  if (inner instanceof z.ZodArray) inner = inner.element as z.ZodType;
  if (inner instanceof z.ZodObject) return { label: humanize(key), fields: autoFields(inner) };
  if (key === "href") return { ...hrefField, label: "Link" };
  return { label: humanize(key) };
}
