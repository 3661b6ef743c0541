/**
 * Service cards (services page grid, home sections, sidebars) and the fixed
 * service-detail article. Pages take slices where the spec asks for fewer
 * cards, e.g. `services.slice(0, 6)` or `services.slice(0, 3)`.
 */
import type { Service, TechnologyGroup, ServiceDetail, Brochure } from "./schemas/services";

export type { Service, TechnologyGroup, ServiceDetail, Brochure } from "./schemas/services";

export const SERVICE_TITLES = [
  "Consulting Service",
  "Software Development",
  "Cloud Solution",
  "Cyber Security",
  "Data Analytics",
  "Manage It Services",
  "Mobile App Development",
  "IT Infrastructure & Networking",
  "Custom Software Development",
] as const;

export const services: Service[] = [
  {
    slug: "consulting-service",
    icon: "MessagesSquare",
    title: "Consulting Service",
    desc: "We assess your current systems, processes and goals, then build a practical technology roadmap that aligns IT investment with business outcomes.",
    btnLink: "/service/service-details",
    image: "/images/services/service-1.svg",
  },
  {
    slug: "software-development",
    icon: "CodeXml",
    title: "Software Development",
    desc: "Our engineers design, build and maintain reliable web applications and business software using modern, well-supported technologies.",
    btnLink: "/service/service-details",
    image: "/images/services/service-2.svg",
  },
  {
    slug: "cloud-solution",
    icon: "Cloud",
    title: "Cloud Solution",
    desc: "Migrate, modernise and run your workloads on secure, scalable cloud platforms while keeping costs predictable and under control.",
    btnLink: "/service/service-details",
    image: "/images/services/service-3.svg",
  },
  {
    slug: "cyber-security",
    icon: "ShieldCheck",
    title: "Cyber Security",
    desc: "Protect your data, people and reputation with risk assessments, continuous monitoring and security controls matched to your industry.",
    btnLink: "/service/service-details",
    image: "/images/services/service-4.svg",
  },
  {
    slug: "data-analytics",
    icon: "ChartColumn",
    title: "Data Analytics",
    desc: "Turn scattered data into clear dashboards and forecasts that help your teams make faster, better-informed decisions.",
    btnLink: "/service/service-details",
    image: "/images/services/service-5.svg",
  },
  {
    slug: "managed-it-services",
    icon: "Settings2",
    title: "Manage It Services",
    desc: "Hand day-to-day IT operations to our specialists: proactive maintenance, patching, help desk support and clear monthly reporting.",
    btnLink: "/service/service-details",
    image: "/images/services/service-6.svg",
  },
  {
    slug: "mobile-app-development",
    icon: "Smartphone",
    title: "Mobile App Development",
    desc: "We create fast, intuitive iOS and Android apps that keep your customers engaged and connect seamlessly with your existing systems.",
    btnLink: "/service/service-details",
    image: "/images/services/service-7.svg",
  },
  {
    slug: "it-infrastructure-networking",
    icon: "Network",
    title: "IT Infrastructure & Networking",
    desc: "Design and deploy resilient networks, servers and workplace infrastructure that keep every office and remote worker connected.",
    btnLink: "/service/service-details",
    image: "/images/services/service-8.svg",
  },
  {
    slug: "custom-software-development",
    icon: "Boxes",
    title: "Custom Software Development",
    desc: "When off-the-shelf tools fall short, we build tailored software around your workflows, integrations and growth plans.",
    btnLink: "/service/service-details",
    image: "/images/services/service-9.svg",
  },
];

export const TECHNOLOGY_GROUPS = ["Frontend", "Backend", "Database", "Mobile", "Cloud Platform"] as const;

export const serviceDetail: ServiceDetail = {
  title: "IT Consulting & Software Development Services",
  image: "/images/services/service-1.svg",
  paragraphs: [
    "Technology should make your business easier to run, not harder. At Nexora we start every engagement by listening: we map how your teams work today, where time and money are lost, and which systems are holding growth back. From that picture we recommend the mix of consulting, software, cloud and security services that will deliver the biggest return first.",
    "Our consultants and engineers work as one team. The people who help you define the strategy are the same people who design the architecture, write the code and support the solution after launch, so nothing gets lost between planning and delivery.",
    "Whether you need a single application modernised, a secure move to the cloud or a fully managed IT function, we scale our involvement to your needs and keep you informed with transparent plans, regular demos and clear reporting.",
  ],
  approach: {
    heading: "Our Approach",
    paragraphs: [
      "We follow a proven, iterative delivery model that reduces risk and shows progress early. Each phase ends with tangible results you can review, so decisions are based on working software and real data rather than assumptions.",
    ],
    bullets: [
      "Discovery workshops to understand goals, users and constraints",
      "Architecture and security designed in from the first sprint",
      "Two-week delivery cycles with demos and measurable milestones",
      "Documented handover, training and ongoing support after go-live",
    ],
  },
  technologiesHeading: "Technologies We Use",
  technologiesText:
    "We choose proven, well-supported technologies so your solution is fast to build, easy to maintain and simple to hire for.",
  technologies: [
    { title: "Frontend", items: ["React", "TypeScript", "Next.js", "Tailwind CSS"] },
    { title: "Backend", items: ["Node.js", ".NET", "Python", "Java Spring Boot"] },
    { title: "Database", items: ["PostgreSQL", "Microsoft SQL Server", "MongoDB", "Redis"] },
    { title: "Mobile", items: ["Swift", "Kotlin", "React Native", "Flutter"] },
    { title: "Cloud Platform", items: ["Amazon Web Services", "Microsoft Azure", "Google Cloud", "Kubernetes"] },
  ],
  relatedHeading: "Related Services",
  faqHeading: "Frequently Asked Question",
  tags: [
    "IT Consulting",
    "Software",
    "Cloud",
    "Cyber Security",
    "Data Analytics",
    "Managed IT",
    "Networking",
    "Digital Marketing",
  ],
};

export const brochure: Brochure = {
  heading: "Download Brochure",
  text: "Get an overview of our services, delivery process and support plans to share with your team.",
  files: [
    { label: "Download PDF", format: "PDF", href: null },
    { label: "Download DOC", format: "DOC", href: null },
  ],
};

/** Sidebar widget headings on service detail pages. */
export const serviceSidebar = {
  searchPlaceholder: "Search by keyword",
  servicesHeading: "Our Services",
  /** Number of service links listed in the sidebar. */
  servicesCount: 6,
  tagsHeading: "Tags",
  quoteHeading: "Get A Free Quote",
  quoteButtonLabel: "Send Request",
} as const;
