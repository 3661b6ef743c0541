/** Zod schemas and types of ../site (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { NonEmpty, PlaceholderLinkSchema, SocialLinkFileSchema, SocialLinkSchema, type DataSchemas } from "./common";

/** E.164 form, e.g. "+15550100142". */
const TelSchema = z.string().regex(/^\+\d{7,15}$/, "a phone number in international form: + and 7 to 15 digits, e.g. +15550100142");

export const PhoneSchema = z
  .object({
    /** Human-readable form shown on the page. */
    display: NonEmpty,
    tel: TelSchema,
    /** Ready-to-use href, always `tel:${tel}`. */
    href: z.string().regex(/^tel:\+\d{7,15}$/),
  })
  .refine((p) => p.href === `tel:${p.tel}`, { message: "href must equal tel:<tel>" });
export type Phone = z.infer<typeof PhoneSchema>;

export const AddressSchema = z.object({
  street: NonEmpty,
  city: NonEmpty,
  region: NonEmpty,
  postcode: NonEmpty,
  country: NonEmpty,
  oneLine: NonEmpty,
});
export type Address = z.infer<typeof AddressSchema>;

/** A Google Maps embed address (the contact page's map). */
export const MapEmbedUrlSchema = z
  .url()
  .refine(
    (u) =>
      u.startsWith("https://www.google.com/maps/embed?pb=") ||
      (u.startsWith("https://maps.google.com/maps?") && u.includes("output=embed")),
    { message: "must be a Google Maps embed URL" },
  );

/** A privacy-enhanced YouTube embed that starts playing (the hero's video dialog). */
export const VideoEmbedUrlSchema = z
  .url()
  .regex(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1$/, "a YouTube embed address: https://www.youtube-nocookie.com/embed/<11-character video id>?autoplay=1");

export const SiteSchema = z.object({
  name: NonEmpty,
  legalName: NonEmpty,
  tagline: NonEmpty,
  bannerText: z.literal(
    "A Professional SEO & Digital Marketing Company Serving Businesses Worldwide",
  ),
  footerBlurb: NonEmpty,
  phones: z.tuple([PhoneSchema, PhoneSchema]),
  headerPhone: PhoneSchema,
  email: z.object({ display: z.email(), href: z.string().regex(/^mailto:.+@.+$/) }),
  website: z.object({ display: NonEmpty, url: z.url() }),
  address: AddressSchema,
  openingHours: NonEmpty,
  mapEmbedUrl: MapEmbedUrlSchema,
  mapTitle: NonEmpty,
  videoEmbedUrl: VideoEmbedUrlSchema,
  videoTitle: NonEmpty,
  copyrightYear: z.literal(2024),
  copyrightText: NonEmpty,
  socials: SocialLinkSchema.array().length(4),
  legalLinks: z.tuple([
    PlaceholderLinkSchema.extend({ label: z.literal("Terms & Conditions") }),
    PlaceholderLinkSchema.extend({ label: z.literal("Privacy Policy") }),
  ]),
  logo: z.object({ text: NonEmpty, alt: NonEmpty }),
});
export type Site = z.infer<typeof SiteSchema>;

/**
 * content/settings/site.json: what an editor changes. The code adds the rest (./files/assemble):
 * each phone's `tel:` link, the header phone (the first), the `mailto:` link, the social icons,
 * and what the spec fixes (banner text, copyright year, the two legal links).
 */
export const SiteFileSchema = z.strictObject({
  name: NonEmpty,
  legalName: NonEmpty,
  tagline: NonEmpty,
  footerBlurb: NonEmpty,
  phones: z.tuple([z.strictObject({ display: NonEmpty, tel: TelSchema }), z.strictObject({ display: NonEmpty, tel: TelSchema })]),
  email: z.email(),
  website: z.strictObject({ display: NonEmpty, url: z.url() }),
  address: AddressSchema.strict(),
  openingHours: NonEmpty,
  mapEmbedUrl: MapEmbedUrlSchema,
  mapTitle: NonEmpty,
  videoEmbedUrl: VideoEmbedUrlSchema,
  videoTitle: NonEmpty,
  copyrightText: NonEmpty,
  socials: SocialLinkFileSchema.array().length(4),
  logo: z.strictObject({ text: NonEmpty, alt: NonEmpty }),
});
export type SiteFile = z.infer<typeof SiteFileSchema>;

/** Each validated export of ../site and the schema (with its count and order constraints) it must satisfy. */
export const dataSchemas = {
  site: SiteSchema,
} satisfies DataSchemas;
