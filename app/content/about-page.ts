/**
 * The About page (`/about`, `/aboutdark`). Copy only: lists of cards come from their own
 * content modules. A module of its own so that only its page's bundle carries it.
 */
import type { AboutPage } from "./schemas/home";

export const aboutPage: AboutPage = {
  intro: {
    eyebrow: "About Nexora",
    heading: "Innovative IT Solutions Tailored to Your Business",
    text: "We are a team of consultants, engineers and marketers on a mission to make technology work for every business.",
    paragraphs: [
      "Since our founding, Nexora has grown from a small consultancy into a full-service technology partner for clients around the world. We plan, build, secure and support the systems that organisations depend on every day.",
      "Our approach is simple: understand the business first, recommend only what adds value, and stay accountable for results long after launch.",
    ],
    cta: { label: "Get A Quote", href: "/contact" },
  },
  mission: {
    eyebrow: "Our Mission",
    heading: "Making Technology a Competitive Advantage",
    paragraphs: [
      "Our mission is to give every client the kind of dependable, secure and forward-looking technology that used to be available only to the largest enterprises, delivered with honesty and care.",
    ],
    points: [
      "Deliver measurable business outcomes, not just projects",
      "Protect our clients' data as if it were our own",
      "Share knowledge so our clients' teams grow with us",
    ],
  },
  vision: {
    eyebrow: "Our Vision",
    heading: "A Connected, Secure Future for Every Business",
    paragraphs: [
      "We envision a world where businesses of all sizes can rely on resilient infrastructure and expert support to innovate without worrying about the technology underneath.",
    ],
    points: [
      {
        icon: "Network",
        title: "Network Infrastructure Solutions",
        description: "Fast, secure and resilient networks that connect offices, data centres and remote teams seamlessly.",
      },
      {
        icon: "ServerCog",
        title: "Managed IT Services",
        description: "Proactive monitoring, maintenance and support that keep systems running and users productive.",
      },
    ],
  },
};
