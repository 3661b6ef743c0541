/**
 * Home variant 7 (`/home7`). Copy only: lists of cards come from their own
 * content modules. A module of its own so that only its page's bundle carries it.
 */
import type { Home7 } from "./schemas/home";

export const home7: Home7 = {
  hero: {
    eyebrow: "Digital Transformation Experts",
    heading: "Innovative IT Solutions for a Connected World",
    text: "We help organisations modernise infrastructure, secure their data and build software that delights customers.",
    buttons: [
      { label: "Contact Us", href: "/contact" },
      { label: "Explore Services", href: "/service" },
    ],
  },
  about: {
    eyebrow: "About Us",
    heading: "Delivering Technology Excellence Since Day One",
    paragraphs: [
      "Hundreds of clients rely on Nexora to keep their systems secure, their teams productive and their projects on track. Our numbers reflect long-term partnerships built on trust.",
    ],
    cta: { label: "Learn More", href: "/about" },
  },
  brands: {
    eyebrow: "Our Clients",
    heading: "More Than 5K+ Brands",
    text: "Businesses of every size trust us with their technology.",
  },
  consultation: {
    heading: "Get a Free IT Consultation",
    text: "Leave your e-mail and one of our consultants will contact you within one business day.",
    placeholder: "Enter Email Address",
    buttonLabel: "Get Consultation",
  },
  faq: {
    eyebrow: "FAQ",
    heading: "Frequently Asked Question",
  },
  featuredProjects: {
    eyebrow: "Featured Projects",
    heading: "Work That Delivers Measurable Results",
  },
  services: {
    eyebrow: "Our Services",
    heading: "Technology Services for Every Need",
  },
  skills: {
    eyebrow: "Our Skills",
    heading: "Expertise You Can Count On",
    text: "Deep experience across consulting and security keeps your business protected and moving forward.",
  },
  team: {
    eyebrow: "Our Team",
    heading: "Leaders Who Make It Happen",
  },
  testimonials: {
    eyebrow: "Testimonials",
    heading: "Hear From Our Happy Clients",
  },
  blog: {
    eyebrow: "Our Blog",
    heading: "News, Tips and Insights",
  },
};
