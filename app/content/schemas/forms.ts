/** The editor's labels and hints that several forms share (admin/config.yml is generated from them, scripts/cms-config.ts). */
import type { FieldUi, FieldsUi } from "./collection";

export const orderField: FieldUi = { label: "Position", hint: "1 is shown first." };
export const iconField: FieldUi = {
  label: "Icon",
  hint: "A lucide icon (lucide.dev/icons); new names need `npm run icons` by a developer.",
};
export const imageField: FieldUi = {
  label: "Image",
  choose_url: false,
  hint: "One of the site's images (an .svg file).",
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
