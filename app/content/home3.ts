/**
 * Home variant 3 (`/home3`). Copy only: lists of cards come from their own
 * content modules. A module of its own so that only its page's bundle carries it.
 */
import type { Home3 } from "./schemas/home";

export const home3: Home3 = {
  hero: {
    eyebrow: "Innovative Technology Partner",
    heading: "Transform Your Business With Modern IT",
    text: "We combine consulting, engineering and managed services to modernise your systems, strengthen your security and unlock the value of your data.",
    buttons: [
      { label: "Get Started Now", href: "/contact" },
      { label: "Our Services", href: "/service" },
    ],
  },
  servicesGrid: {
    eyebrow: "Our Expertise",
    heading: "Complete IT Services Under One Roof",
    text: "Six core capabilities that cover the full technology lifecycle of your business.",
  },
  steps: {
    eyebrow: "Our Process",
    heading: "Four Steps to Better Technology",
  },
  gallery: {
    eyebrow: "Our Portfolio",
    heading: "Explore Our Latest Projects",
    text: "Filter by category to see how we have helped clients across software, development, IT, solutions and cybersecurity.",
  },
  faq: {
    eyebrow: "FAQ",
    heading: "Frequently Asked Question",
    text: "Answers to the questions our clients ask most often.",
  },
  subscribe: {
    heading: "Stay Ahead of Technology Trends",
    text: "Join our newsletter for expert insights on cloud, security and digital transformation.",
    placeholder: "Enter Your email",
    buttonLabel: "Subscribe",
  },
};
