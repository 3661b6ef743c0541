/**
 * Home variant 5 (`/home5`). Copy only: lists of cards come from their own
 * content modules. A module of its own so that only its page's bundle carries it.
 */
import type { Home5 } from "./schemas/home";

export const home5: Home5 = {
  hero: {
    eyebrow: "Technology Consulting",
    heading: "Expert IT Guidance for Every Stage of Growth",
    text: "Whether you are starting out or scaling up, our consultants help you choose, build and run the right technology with confidence.",
    buttons: [
      { label: "Free Consultation", href: "/service" },
      { label: "Discover More", href: "/service" },
    ],
  },
  about: {
    eyebrow: "About Us",
    heading: "Building Technology That Businesses Can Rely On",
    paragraphs: [
      "Nexora partners with organisations to plan, deliver and support technology that makes a measurable difference: faster operations, stronger security and better customer experiences.",
    ],
    cta: { label: "Learn More", href: "/about" },
  },
};
