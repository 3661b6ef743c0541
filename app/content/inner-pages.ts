/**
 * Copy for the inner pages (About, Services, Projects, Team, Testimonials, Blog, Contact
 * and the detail pages) that the other content modules do not already hold: section
 * intros, widget headings and call-to-action bands (card and form labels are in ./labels). Lists of cards come from
 * their own modules (services.ts, projects.ts, team.ts, …).
 */
import type { CallToAction } from "./home";
import type { SectionIntro } from "./schemas/common";
import type { ShareTarget } from "./schemas/inner-pages";

export type { ShareTarget } from "./schemas/inner-pages";

/** Identity helpers that only type the entries (content.test.ts validates them with the schemas). */
const intro = (value: SectionIntro): SectionIntro => value;
const cta = (value: CallToAction): CallToAction => value;

/** Section intros of the list pages and the shared sections placed on the About page. */
export const innerIntros = {
  services: intro({
    eyebrow: "What We Offer",
    heading: "IT Services That Move Your Business Forward",
    text: "Nine service lines, one accountable team: from the first consultation to round-the-clock support.",
  }),
  projects: intro({
    eyebrow: "Case Studies",
    heading: "Enterprise Projects We Have Delivered",
    text: "A selection of implementations that replaced disconnected systems with one reliable platform.",
  }),
  team: intro({
    eyebrow: "Our Team",
    heading: "The People Behind Every Project",
    text: "Consultants, engineers and project leads who stay with your project from the first workshop to long-term support.",
  }),
  testimonials: intro({
    eyebrow: "Testimonials",
    heading: "What Our Clients Say About Us",
    text: "Honest feedback from organisations we have helped with IT, software, security and digital marketing.",
  }),
  blog: intro({
    eyebrow: "Blog & News",
    heading: "Ideas and Insights From Our Experts",
    text: "Practical advice on IT strategy, cyber security, cloud and digital marketing.",
  }),
  aboutTeam: intro({
    eyebrow: "Our Team",
    heading: "Meet the Leaders Who Guide Our Work",
  }),
  aboutTestimonials: intro({
    eyebrow: "Testimonials",
    heading: "Trusted by Businesses Around the World",
  }),
} as const;

/** Call-to-action bands at the end of the inner pages. */
export const innerCtas = {
  default: cta({
    heading: "Let's Build Something Great Together",
    text: "Tell us about your goals and we will come back within one business day with ideas, a plan and a clear quote.",
    buttons: [
      { label: "Get A Quote", href: "/contact" },
      { label: "Explore Services", href: "/service" },
    ],
  }),
  team: cta({
    heading: "Want to Work With Our Team?",
    text: "Book a free consultation and meet the specialists who would lead your project.",
    buttons: [
      { label: "Contact Us", href: "/contact" },
      { label: "View Our Projects", href: "/project" },
    ],
  }),
} as const;

/** Widget headings of the detail-page sidebars and article parts. */
export const detailLabels = {
  searchHeading: "Search",
  searchLabel: "Search services and articles",
  searchButton: "Search",
  searchNoResults: "No services or articles match",
  searchResults: "results for",
  searchResult: "result for",
  searchKinds: { Service: "Service", Article: "Article" },
  recentPostsHeading: "Recent Blogs",
  brochureUnavailable: "Not yet available",
  projectInfoHeading: "Project Information",
  needHelpHeading: "Need Help With a Project?",
  needHelpText: "Our consultants are happy to talk through your requirements, with no obligation.",
  moreBlogHeading: "More Blog",
  /** Screen readers hear "Reply to <author>". */
  replyTo: "to",
  shareOn: "Share on",
  newTab: "(opens in a new tab)",
  postedOn: "Posted on",
} as const;

export const shareTargets: ShareTarget[] = [
  { name: "Facebook", icon: "Facebook", template: "https://www.facebook.com/sharer/sharer.php?u={url}" },
  { name: "X", icon: "Twitter", template: "https://x.com/intent/post?url={url}&text={title}" },
  { name: "LinkedIn", icon: "Linkedin", template: "https://www.linkedin.com/sharing/share-offsite/?url={url}" },
];

/** Contact page: information cards, form and map. */
export const contactPage = {
  info: intro({
    eyebrow: "Get In Touch",
    heading: "We Would Love to Hear From You",
    text: "Call, e-mail or visit us. Our team answers every enquiry within one business day.",
  }),
  phoneHeading: "Call Us",
  emailHeading: "Email Us",
  addressHeading: "Visit Our Office",
  hoursLabel: "Opening hours",
  formHeading: "Send Us a Message",
  formText: "Fill in the form and the right specialist will get back to you shortly.",
  mapHeading: "Find Us on the Map",
  mapButton: "Show map",
  mapNotice: "The map is provided by Google Maps and loads only when you ask for it.",
  mapOpenLink: "Open in Google Maps",
} as const;
