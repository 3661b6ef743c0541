/**
 * Home variant 2 (`/home2`). Copy only: lists of cards come from their own
 * content modules. A module of its own so that only its page's bundle carries it.
 */
import type { Home2 } from "./schemas/home";

export const home2: Home2 = {
  hero: {
    eyebrow: "IT Solutions & Services",
    heading: "Smart IT Solutions for Growing Businesses",
    text: "From strategy to support, we deliver secure, scalable technology that helps your team work smarter and your business grow faster.",
    buttons: [
      { label: "Explore Services", href: "/service" },
      { label: "Contact Us", href: "/contact" },
    ],
    videoLabel: "Play introduction video",
  },
};
