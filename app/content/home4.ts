/**
 * Home variant 4 (`/home4`). Copy only: lists of cards come from their own
 * content modules. A module of its own so that only its page's bundle carries it.
 */
import type { Home4 } from "./schemas/home";

export const home4: Home4 = {
  hero: {
    eyebrow: "Enterprise IT Services",
    heading: "Reliable Technology That Powers Your Growth",
    text: "Cloud, cybersecurity and custom software from a partner that understands your business and stays with you for the long term.",
    buttons: [
      { label: "Get A Quote", href: "/contact" },
      { label: "View Services", href: "/service" },
    ],
  },
  partnersHeading: "Trusted by Leading Companies",
  about: {
    eyebrow: "Who We Are",
    heading: "Experienced Engineers, Practical Solutions",
    text: "A quarter of a century of helping organisations run better with technology.",
    paragraphs: [
      "We bring together consultants, developers and infrastructure specialists who have solved problems like yours many times before, so your projects move faster and with less risk.",
    ],
    cta: { label: "Learn More", href: "/about" },
  },
  services: {
    eyebrow: "Core Services",
    heading: "Services That Drive Business Results",
  },
  steps: {
    eyebrow: "Working Process",
    heading: "Six Steps to a Successful Project",
  },
  projects: {
    eyebrow: "Case Studies",
    heading: "Projects That Made a Difference",
  },
};
