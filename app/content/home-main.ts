/**
 * The main home page (`/`), in the SEO & digital marketing agency voice. Copy only: lists of cards come from their own
 * content modules. A module of its own so that only its page's bundle carries it.
 */
import type { HomeMain } from "./schemas/home";

export const homeMain: HomeMain = {
  hero: {
    eyebrow: "SEO & Digital Marketing Agency",
    heading: "Grow Your Traffic, Leads and Revenue with Search That Works",
    text: "We help ambitious businesses get found by the right customers. Data-driven SEO, content and paid campaigns that turn search visibility into measurable growth.",
    buttons: [{ label: "Speak to an SEO Expert", href: "/contact" }],
    videoLabel: "Play introduction video",
  },
  about: {
    eyebrow: "About Us",
    heading: "A Results-Driven Marketing Partner for Modern Businesses",
    text: "For more than two decades we have helped companies of every size win attention online.",
    paragraphs: [
      "Our strategists, writers, analysts and developers work as one team to improve how your brand appears in search, on social media and across the web. Every campaign starts with research and ends with clear, honest reporting.",
    ],
    points: [
      "Transparent monthly reporting",
      "Certified search and analytics specialists",
      "Strategies built around your revenue goals",
    ],
    cta: { label: "Discover More", href: "/about" },
  },
  services: {
    eyebrow: "Our Services",
    heading: "Solutions That Help Your Business Stand Out",
    text: "From technical SEO to custom software, we bring every skill you need to grow online under one roof.",
  },
  work: {
    eyebrow: "How We Work",
    heading: "A Proven Process for Lasting Search Growth",
    text: "We combine deep research, technical excellence and compelling content to build visibility that compounds month after month.",
    cta: { label: "Discover More", href: "/contact" },
    items: [
      {
        icon: "Search",
        title: "Keyword & Market Research",
        desc: "We find the searches your best customers use and the gaps your competitors have missed.",
        link: "/service/service-details",
      },
      {
        icon: "Settings2",
        title: "Technical SEO",
        desc: "Faster pages, clean site structure and error-free indexing give your content the foundation it needs to rank.",
        link: "/service/service-details",
      },
      {
        icon: "Megaphone",
        title: "Content & Campaigns",
        desc: "Useful articles, landing pages and targeted ads attract qualified visitors and convert them into leads.",
        link: "/service/service-details",
      },
      {
        icon: "ChartLine",
        title: "Analytics & Reporting",
        desc: "Clear dashboards connect rankings and traffic to enquiries and revenue, so you always know your return.",
        link: "/service/service-details",
      },
    ],
  },
  projects: {
    eyebrow: "Our Projects",
    heading: "Recent Work We Are Proud Of",
    text: "A selection of campaigns and technology projects delivered for clients across industries.",
  },
  pricing: {
    eyebrow: "Pricing Plans",
    heading: "Simple, Transparent Pricing",
    text: "Choose the plan that fits your goals today and upgrade as your business grows.",
  },
  testimonials: {
    eyebrow: "Testimonials",
    heading: "What Our Clients Say About Us",
  },
  blog: {
    eyebrow: "Blog & News",
    heading: "Latest Insights From Our Experts",
    text: "Practical ideas on search, marketing and technology to help you grow.",
  },
  cta: {
    heading: "Ready to Take Your Business to the Next Level?",
    text: "Book a free consultation with our specialists and get a clear plan for growing your visibility, leads and revenue.",
    buttons: [
      { label: "Request a Consultaion", href: "/service" },
      { label: "Explore Solution", href: "/service" },
    ],
  },
};
