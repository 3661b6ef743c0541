/** Zod schemas and types of ../legal (tests and tooling only: never import this from app code). */
import path from "node:path";
import { z } from "zod";
import { IsoDateSchema, NonEmpty } from "./common.ts";
import { folderCollection } from "./collection.ts";
import { dateField } from "./forms.ts";

/** The legal pages, by their file name: content/legal/<id>.md. Their titles are the page table's (interface/pages.json). */
export const LEGAL_PAGE_IDS = ["privacy-policy", "terms-conditions", "legal-notice"] as const;
export type LegalPageId = (typeof LEGAL_PAGE_IDS)[number];

const LegalSectionSchema = z
  .object({ heading: NonEmpty, paragraphs: NonEmpty.array(), bullets: NonEmpty.array().optional() })
  .refine((s) => s.paragraphs.length > 0 || (s.bullets?.length ?? 0) > 0, "a section needs a paragraph or bullets");

/**
 * content/legal/<id>.md: the date the text last changed, and a Markdown body of paragraphs, '## ' sections and '- '
 * bullets (intro and sections, as the featured article's; ../files/source). `[[label]]` marks a fact only the company
 * can supply (its register entry, VAT number): shown marked on the page until it is filled in.
 */
export const LegalPageSchema = z
  .object({
    updated: IsoDateSchema,
    intro: NonEmpty.array(),
    sections: LegalSectionSchema.array().min(1),
  })
  .strict();
export type LegalPage = z.infer<typeof LegalPageSchema>;

export const legalCollection = folderCollection({
  name: "legal",
  folder: "legal",
  extension: ".md",
  schema: LegalPageSchema,
  exports: (records) => ({
    legalPages: Object.fromEntries(records.map((r) => [path.basename(r.file, ".md"), r.data])) as Record<LegalPageId, LegalPage>,
  }),
  checks: {
    legalPages: z.strictObject(Object.fromEntries(LEGAL_PAGE_IDS.map((id) => [id, LegalPageSchema]))),
  },
  count: {
    length: LEGAL_PAGE_IDS.length,
    message: `content/legal holds the ${LEGAL_PAGE_IDS.length} legal pages: ${LEGAL_PAGE_IDS.join(", ")}`,
  },
  form: {
    label: "Legal pages",
    label_singular: "Legal page",
    description:
      "The privacy policy, the terms and the legal notice (Impressum). Replace every [[…]] with the fact it names before the site goes live.",
    create: false,
    delete: false,
    identifier_field: "updated",
    fields: {
      updated: { ...dateField, label: "Last updated" },
      body: {
        label: "Text",
        widget: "markdown",
        covers: ["intro", "sections"],
        buttons: ["heading-two", "bulleted-list"],
        editor_components: [],
        modes: ["rich_text", "raw"],
      },
    },
  },
});
