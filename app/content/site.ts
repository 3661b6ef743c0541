/**
 * Company-wide constants: identity, contact details, embeds, socials and legal links.
 * Sample values only (fictional company, reserved 555-01xx numbers, .example domain).
 */
import { defaultSocials } from "./socials";
import type { Phone, Address, Site } from "./schemas/site";

export type { Phone, Address, Site } from "./schemas/site";

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

export const site: Site = {
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
};
