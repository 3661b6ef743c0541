/**
 * Service cards (services page grid, home sections, sidebars) and the fixed
 * service-detail article. Pages take slices where the spec asks for fewer
 * cards, e.g. `services.slice(0, 6)` or `services.slice(0, 3)`.
 */
import type { Service, TechnologyGroup, ServiceDetail, Brochure } from "./schemas/services";

export type { Service, TechnologyGroup, ServiceDetail, Brochure } from "./schemas/services";

export { SERVICE_TITLES } from "./spec";

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

