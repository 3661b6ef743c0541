// Every file under content/ is checked against these schemas at build and in tests; zod reaches no browser bundle.
import { z } from "zod";
import { ICON_NAMES } from "../icon-names.ts";
import { SOCIAL_NAMES } from "../spec.ts";

export const IconNameSchema = z.enum(ICON_NAMES);
export type IconName = z.infer<typeof IconNameSchema>;

// The site's own drawings, or a picture uploaded in the desk's media library (server/media.ts: /media/<hash>.<webp|svg>).
export const ImagePathSchema = z
  .string()
  .regex(
    /^\/(?:images\/.+\.svg|media\/[0-9a-f]{24}\.(?:webp|svg))$/,
    "image paths must look like /images/<dir>/<file>.svg, or /media/… from the desk's media library",
  );
export type ImagePath = z.infer<typeof ImagePathSchema>;

// e.g. "/", "/about", "/service/service-details".
export const INTERNAL_HREF = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;
export const InternalHrefSchema = z.string().regex(INTERNAL_HREF, "internal hrefs must be lowercase root-relative paths");
export type InternalHref = z.infer<typeof InternalHrefSchema>;

export const IsoDateSchema = z.iso.date();
export type IsoDate = z.infer<typeof IsoDateSchema>;

export const NonEmpty = z.string().trim().min(1);

export const LinkSchema = z.object({
  label: NonEmpty,
  href: InternalHrefSchema,
});
export type Link = z.infer<typeof LinkSchema>;

// The spec's placeholders that "go nowhere".
export const PlaceholderLinkSchema = z.object({
  label: NonEmpty,
  href: z.null(),
});
export type PlaceholderLink = z.infer<typeof PlaceholderLinkSchema>;

export const SectionIntroSchema = z.object({
  eyebrow: NonEmpty,
  heading: NonEmpty,
  text: NonEmpty.optional(),
});
export type SectionIntro = z.infer<typeof SectionIntroSchema>;

// The spec shows no real links, so `url` is null everywhere.
export const SocialNameSchema = z.enum(SOCIAL_NAMES);
export type SocialName = z.infer<typeof SocialNameSchema>;

export const SocialLinkSchema = z.object({
  name: SocialNameSchema,
  icon: IconNameSchema,
  url: z.url().nullable(),
});
export type SocialLink = z.infer<typeof SocialLinkSchema>;

// The icon comes from the name; an empty text is what the editor saves when a field is cleared.
export const SocialLinkFileSchema = z.strictObject({
  name: SocialNameSchema,
  url: z.union([z.url(), z.literal(""), z.null()]),
});
export type SocialLinkFile = z.infer<typeof SocialLinkFileSchema>;

// 1 = first.
export const OrderSchema = z.number().int().min(1);

export type DataSchemas = Record<string, z.ZodType>;

/**
 * The grammatical gender of a person's job title, as the person has it: German and Arabic write a woman's title in the
 * feminine ("IT-Leiterin", "مديرة تقنية المعلومات"). Given in the content, never guessed from a name.
 */
export const GrammaticalGenderSchema = z.enum(["feminine", "masculine"]);
