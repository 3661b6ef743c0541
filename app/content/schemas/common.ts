/**
 * Shared zod primitives for the typed content layer.
 *
 * Schemas live under app/content/schemas/ and are used only by tests, scripts and tooling:
 * the data modules (app/content/*.ts) import nothing but their types from here, so zod is
 * never part of a page bundle. content.test.ts parses every data export with its schema
 * (see `dataSchemas` in each schema module), so a malformed record fails the unit tests.
 */
import { z } from "zod";
import { ICON_NAMES } from "../icon-names";
import { SOCIAL_NAMES } from "../spec";

export const IconNameSchema = z.enum(ICON_NAMES);
export type IconName = z.infer<typeof IconNameSchema>;

/** Root-relative path to an SVG under /public/images. */
export const ImagePathSchema = z.string().regex(/^\/images\/.+\.svg$/, "image paths must look like /images/<dir>/<file>.svg");
export type ImagePath = z.infer<typeof ImagePathSchema>;

/** Root-relative in-app path such as "/", "/about" or "/service/service-details". */
export const InternalHrefSchema = z
  .string()
  .regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/, "internal hrefs must be lowercase root-relative paths");
export type InternalHref = z.infer<typeof InternalHrefSchema>;

/** Calendar date in ISO form YYYY-MM-DD. */
export const IsoDateSchema = z.iso.date();
export type IsoDate = z.infer<typeof IsoDateSchema>;

export const NonEmpty = z.string().trim().min(1);

/** A text link / button: visible label plus target. */
export const LinkSchema = z.object({
  label: NonEmpty,
  href: InternalHrefSchema,
});
export type Link = z.infer<typeof LinkSchema>;

/** A link that has no destination yet (spec: placeholders that "go nowhere"). */
export const PlaceholderLinkSchema = z.object({
  label: NonEmpty,
  href: z.null(),
});
export type PlaceholderLink = z.infer<typeof PlaceholderLinkSchema>;

/** Standard section intro: small eyebrow label, heading, optional lead text. */
export const SectionIntroSchema = z.object({
  eyebrow: NonEmpty,
  heading: NonEmpty,
  text: NonEmpty.optional(),
});
export type SectionIntro = z.infer<typeof SectionIntroSchema>;

/** Social profile icon. The spec shows no real links, so `url` is null everywhere. */
export const SocialNameSchema = z.enum(SOCIAL_NAMES);
export type SocialName = z.infer<typeof SocialNameSchema>;

export const SocialLinkSchema = z.object({
  name: SocialNameSchema,
  icon: IconNameSchema,
  url: z.url().nullable(),
});
export type SocialLink = z.infer<typeof SocialLinkSchema>;

/**
 * A social link in content/settings/site.json: the icon comes from the name (./files/assemble).
 * No address yet is `null`, or an empty text (what the editor saves when a field is cleared).
 */
export const SocialLinkFileSchema = z.strictObject({
  name: SocialNameSchema,
  url: z.union([z.url(), z.literal(""), z.null()]),
});
export type SocialLinkFile = z.infer<typeof SocialLinkFileSchema>;

/** Where a record stands in its list (1 = first): the `order` field of content files. */
export const OrderSchema = z.number().int().min(1);

/** A data module's validated exports: export name → schema that its value must satisfy. */
export type DataSchemas = Record<string, z.ZodType>;
