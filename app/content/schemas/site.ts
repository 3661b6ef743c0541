/** Zod schemas and types of ../site (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { NonEmpty, SocialLinkFileSchema, SocialLinkSchema, type DataSchemas } from "./common.ts";
import { fileCollection } from "./collection.ts";
import { dataSchemas as socialsSchemas } from "./socials.ts";
import { siteSettings } from "../files/assemble.ts";
import { commonCollection } from "./interface.ts";

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
  .regex(
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1$/,
    "a YouTube embed address: https://www.youtube-nocookie.com/embed/<11-character video id>?autoplay=1",
  );

export const SiteSchema = z.object({
  name: NonEmpty,
  legalName: NonEmpty,
  tagline: NonEmpty,
  /** The top bar (content/interface/<locale>/common.json: layout.topBar). */
  bannerText: z.string(),
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
    z.object({ label: z.literal("Terms & Conditions"), href: z.literal("/terms-conditions") }),
    z.object({ label: z.literal("Privacy Policy"), href: z.literal("/privacy-policy") }),
    // Beyond the spec: who runs the site (a German reader's Impressum).
    z.object({ label: NonEmpty, href: z.literal("/legal-notice") }),
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

/** The company's settings: content/settings/site.json; ../files/assemble adds the links and what the spec fixes. */
export const siteCollection = fileCollection({
  name: "site",
  file: "settings/site.json",
  schema: SiteFileSchema,
  exports: (file, use) => {
    const site = siteSettings(file, use(commonCollection).layout);
    return { site, defaultSocials: site.socials };
  },
  checks: { ...dataSchemas, ...socialsSchemas },
  form: {
    group: "settings",
    label: "Company details",
    media_folder: "/public/images",
    public_folder: "/images",
    fields: {
      name: { label: "Company name" },
      legalName: { label: "Legal name", hint: "Shown in the footer's copyright line and structured data." },
      tagline: { label: "Tagline" },
      footerBlurb: { label: "Footer text", widget: "text" },
      phones: {
        label: "Phone numbers",
        hint: "The first one is shown in the header.",
        summary: "{{fields.display}}",
        fields: {
          display: { label: "As shown", hint: "e.g. +1 (555) 010-0142" },
          tel: {
            label: "For dialling",
            hint: "+ and the digits only, e.g. +15550100142",
            pattern: ["^\\+\\d{7,15}$", "A phone number in international form: + and 7 to 15 digits, e.g. +15550100142"],
          },
        },
      },
      email: { label: "E-mail address", pattern: ["^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$", "An e-mail address, e.g. hello@nexora.example"] },
      website: {
        label: "Website",
        fields: {
          display: { label: "As shown" },
          url: { label: "Address", pattern: ["^https?://\\S+$", "A web address starting with https://"] },
        },
      },
      address: {
        label: "Postal address",
        fields: {
          street: { label: "Street" },
          city: { label: "City" },
          region: { label: "Region" },
          postcode: { label: "Postcode" },
          country: { label: "Country" },
          oneLine: { label: "On one line", hint: "The whole address as the contact page shows it." },
        },
      },
      openingHours: { label: "Opening hours" },
      mapEmbedUrl: {
        label: "Map (Google Maps embed address)",
        hint: 'From Google Maps: Share → Embed a map, the address in src="…".',
        pattern: [
          "^https://(www\\.google\\.com/maps/embed\\?pb=|maps\\.google\\.com/maps\\?.*output=embed)",
          "A Google Maps embed address (https://www.google.com/maps/embed?pb=…)",
        ],
      },
      mapTitle: { label: "Map title (for screen readers)" },
      videoEmbedUrl: {
        label: "Introduction video (YouTube)",
        hint: "https://www.youtube-nocookie.com/embed/<video id>?autoplay=1",
        pattern: [
          "^https://www\\.youtube-nocookie\\.com/embed/[A-Za-z0-9_-]{11}\\?autoplay=1$",
          "A YouTube embed address: https://www.youtube-nocookie.com/embed/<11-character video id>?autoplay=1",
        ],
      },
      videoTitle: { label: "Video title (for screen readers)" },
      copyrightText: { label: "Copyright text" },
      socials: {
        label: "Social links",
        summary: "{{fields.name}}",
        fields: {
          name: { label: "Network" },
          url: {
            label: "Profile address",
            hint: "Empty until the profile exists (the icon then links nowhere).",
            pattern: ["^https?://\\S+$", "A web address starting with https://"],
          },
        },
      },
      logo: { label: "Logo", fields: { text: { label: "Text" }, alt: { label: "Link text (for screen readers)" } } },
    },
  },
});
