/**
 * The service details page and the detail sidebars: the service write-up, technologies,
 * brochure and the quote widget's copy. Apart from the service cards (./services) so that
 * pages showing only cards do not carry it.
 */
import type { ServiceDetail, Brochure } from "./schemas/services";

export { TECHNOLOGY_GROUPS } from "./spec";

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
