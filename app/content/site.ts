/**
 * Company-wide constants: identity, contact details, embeds, socials and legal links.
 * Sample values only (fictional company, reserved 555-01xx numbers, .example domain).
 */
import { z } from "zod";
import {
  NonEmpty,
  PlaceholderLinkSchema,
  SocialLinkSchema,
  defaultSocials,
} from "./schemas";
import { VALIDATE, content } from "./validate";

export const PhoneSchema = z
  .object({
    /** Human-readable form shown on the page. */
    display: NonEmpty,
    /** E.164 form, e.g. "+15550100142". */
    tel: z.string().regex(/^\+\d{7,15}$/),
    /** Ready-to-use href, always `tel:${tel}`. */
    href: z.string().regex(/^tel:\+\d{7,15}$/),
  })
  .refine((p) => p.href === `tel:${p.tel}`, { message: "href must equal tel:<tel>" });
export type Phone = z.infer<typeof PhoneSchema>;

export const AddressSchema = /*#__PURE__*/ z.object({
  street: NonEmpty,
  city: NonEmpty,
  region: NonEmpty,
  postcode: NonEmpty,
  country: NonEmpty,
  oneLine: NonEmpty,
});
export type Address = z.infer<typeof AddressSchema>;

export const SiteSchema = /*#__PURE__*/ z.object({
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
  mapEmbedUrl: z
    .url()
    .refine(
      (u) =>
        u.startsWith("https://www.google.com/maps/embed?pb=") ||
        (u.startsWith("https://maps.google.com/maps?") && u.includes("output=embed")),
      { message: "must be a Google Maps embed URL" },
    ),
  mapTitle: NonEmpty,
  videoEmbedUrl: z
    .url()
    .regex(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1$/),
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

const primaryPhone = {
  display: "+1 (555) 010-0142",
  tel: "+15550100142",
  href: "tel:+15550100142",
};
const secondaryPhone = {
  display: "+1 (555) 010-0187",
  tel: "+15550100187",
  href: "tel:+15550100187",
};

export const site: Site = content({
  name: "Nexora",
  legalName: "Nexora Technologies Ltd.",
  tagline: "IT Solutions & Digital Marketing That Move Your Business Forward",
  bannerText: "A Professional SEO & Digital Marketing Company Serving Businesses Worldwide",
  footerBlurb:
    "Nexora delivers innovative technology solutions tailored to the way your business works, combining dependable IT, secure cloud platforms and data-driven marketing that turns visitors into customers.",
  phones: [primaryPhone, secondaryPhone],
  headerPhone: primaryPhone,
  email: { display: "hello@nexora.example", href: "mailto:hello@nexora.example" },
  website: { display: "www.nexora.example", url: "https://www.nexora.example" },
  address: {
    street: "1250 Harbor View Avenue, Suite 400",
    city: "San Francisco",
    region: "CA",
    postcode: "94107",
    country: "United States",
    oneLine: "1250 Harbor View Avenue, Suite 400, San Francisco, CA 94107, United States",
  },
  openingHours: "Monday – Friday, 9:00 AM – 6:00 PM",
  mapEmbedUrl:
    "https://maps.google.com/maps?q=San%20Francisco%2C%20CA%2094107&z=14&output=embed",
  mapTitle: "Map showing the Nexora office in San Francisco",
  videoEmbedUrl: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1",
  videoTitle: "Nexora company introduction video",
  copyrightYear: 2024,
  copyrightText: "Nexora Technologies Ltd. All rights reserved.",
  socials: defaultSocials,
  legalLinks: [
    { label: "Terms & Conditions", href: null },
    { label: "Privacy Policy", href: null },
  ],
  logo: { text: "Nexora", alt: "Nexora home" },
}, VALIDATE && SiteSchema);
