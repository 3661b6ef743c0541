/**
 * Section copy for the home pages and the About page.
 *
 * The main home page (`homeMain`) speaks as an SEO & digital marketing agency;
 * the alternative home pages (`home2`, `home3`, `home4`, `home5`, `home7`) and
 * the About page speak as an IT solutions company. Both voices are required by
 * the spec. Lists of cards (services, team, posts, …) come from their own
 * content modules; this file holds only headings, paragraphs and buttons.
 */
import type {
  Hero,
  AboutBlock,
  WorkItem,
  SolutionPoint,
  SolutionBlock,
  CallToAction,
  SubscribePlaceholder,
  SubscribeBanner,
  HomeMain,
  ItSections,
  Home2,
  Home3,
  Home4,
  Home5,
  Home7,
  VisionPoint,
  AboutPage,
} from "./schemas/home";

export type {
  Hero,
  AboutBlock,
  WorkItem,
  SolutionPoint,
  SolutionBlock,
  CallToAction,
  SubscribePlaceholder,
  SubscribeBanner,
  HomeMain,
  ItSections,
  Home2,
  Home3,
  Home4,
  Home5,
  Home7,
  VisionPoint,
  AboutPage,
} from "./schemas/home";

// ---------------------------------------------------------------------------
// Shared shapes
// ---------------------------------------------------------------------------

/** The three subscribe placeholders, exactly as the spec lists them. */
export const SUBSCRIBE_PLACEHOLDERS = ["Enter Your Email", "Enter Your email", "Enter Email Address"] as const;
export const subscribePlaceholders: SubscribePlaceholder[] = [...SUBSCRIBE_PLACEHOLDERS];

// ---------------------------------------------------------------------------
// Main home page (SEO & digital marketing agency voice)
// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------
// Sections shared by the alternative home pages (IT solutions voice)
// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------
// Alternative home pages: hero copy and sections unique to each variant
// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------
// About page (IT solutions voice)
// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------
// Home-page widgets: illustrations and small labels (accessible names, captions)
// ---------------------------------------------------------------------------

/** Hero illustrations (720x640) of the home pages. */
export const homeHeroImages = {
  main: "/images/illustrations/hero-main.svg",
  home2: "/images/illustrations/hero-2.svg",
  home3: "/images/illustrations/hero-3.svg",
  home4: "/images/illustrations/hero-4.svg",
  home5: "/images/illustrations/hero-5.svg",
  home7: "/images/illustrations/hero-7.svg",
} as const;

/** Labels of the home-page widgets that are not section copy. */
export const homeLabels = {
  projectSlider: "Recent projects",
  testimonialCarousel: "Client testimonials",
  partnerCarousel: "Partner logos",
  brandCarousel: "Client brand logos",
  galleryTabs: "Project categories",
  highlights: "Agency highlights",
  counters: "Company figures",
  /** "$19.9 per month" */
  perPeriod: "per",
  /** "Buy Now" link suffix for screen readers: "Buy Now, Standard plan". */
  planSuffix: "plan",
  stepLink: "Learn more",
  experience: "Experience",
} as const;
