/**
 * Sections the IT-solutions home pages (home2–home5, home7) share. Copy only: lists of cards come from their own
 * content modules. A module of its own so that only its page's bundle carries it.
 */
import type { ItSections } from "./schemas/home";

export const itSections: ItSections = {
  about: {
    eyebrow: "About Company",
    heading: "Your Trusted Partner for Reliable IT Solutions",
    text: "We design, build and run the technology that keeps modern businesses moving.",
    paragraphs: [
      "For 25 years Nexora has helped organisations simplify complex IT, protect their data and adopt new technology with confidence. Our certified engineers and consultants combine strategic thinking with hands-on delivery.",
    ],
    points: ["Certified engineers and consultants", "Proactive, round-the-clock support", "Security built into everything we do"],
    cta: { label: "Discover More", href: "/about" },
  },
  services: {
    eyebrow: "What We Offer",
    heading: "IT Services Built Around Your Business",
    text: "End-to-end expertise from strategy and software to cloud, security and support.",
  },
  solution: {
    eyebrow: "Our Solution",
    heading: "Technology That Solves Real Business Problems",
    text: "We focus on outcomes: lower costs, fewer outages, happier customers and teams that can do their best work.",
    points: [
      {
        icon: "Cloud",
        title: "Scalable Cloud Platforms",
        description: "Flexible infrastructure that grows with demand and keeps costs predictable.",
      },
      {
        icon: "ShieldCheck",
        title: "Security by Design",
        description: "Layered protection, monitoring and compliance for peace of mind.",
      },
      {
        icon: "Workflow",
        title: "Automated Workflows",
        description: "Connected systems that remove manual work and reduce errors.",
      },
    ],
    cta: { label: "Explore Solution", href: "/service" },
  },
  howItWorks: {
    eyebrow: "How It Works",
    heading: "From First Conversation to Lasting Results",
    text: "A simple, transparent process that keeps you informed at every step.",
  },
  team: {
    eyebrow: "Our Team",
    heading: "Meet the Experts Behind Our Success",
  },
  testimonials: {
    eyebrow: "Testimonials",
    heading: "Trusted by Businesses Around the World",
  },
  blog: {
    eyebrow: "Latest News",
    heading: "Insights and Updates From Our Team",
  },
  subscribe: {
    heading: "Subscribe to Our Newsletter",
    text: "Get practical technology tips, security alerts and company news in your inbox once a month.",
    placeholder: "Enter Your Email",
    buttonLabel: "Subscribe",
  },
};
