/**
 * The project details page (three layouts, light and dark): the case study, its process,
 * benefits and call to action. Apart from the project cards (./projects) so that pages
 * showing only cards do not carry it.
 */
import type { ProjectDetail, ProcessStep, Benefit, GetStarted } from "./schemas/projects";
import { ERP_TITLE } from "./spec";

export const projectDetail: ProjectDetail = {
  title: ERP_TITLE,
  image: "/images/projects/project-1.svg",
  paragraphs: [
    "Our client, a fast-growing manufacturer with four production sites, was running finance, purchasing, inventory and production planning on separate systems and a large collection of spreadsheets. Month-end close took two weeks, stock levels were rarely accurate and managers had no shared view of performance.",
    "Nexora was engaged to select, configure and implement a cloud-based Enterprise Resource Planning platform that would bring every department onto a single source of truth. We led the programme end to end: from requirements and solution design to data migration, training and post-launch support.",
    "Within six months of go-live the client closed its books in four days, reduced excess inventory by 22% and gave leadership real-time dashboards covering orders, production and cash flow. The platform now scales with the business as new sites and product lines are added.",
  ],
  facts: [
    { label: "Client", value: "Meridian Components Group" },
    { label: "Industry", value: "Manufacturing" },
    { label: "Duration", value: "9 months" },
    { label: "Services", value: "Consulting, ERP Implementation, Data Migration" },
  ],
  processHeading: "Our Implementation Process",
  processText:
    "A structured six-step approach kept the programme on time and on budget while giving every stakeholder clear visibility of progress.",
  benefitsHeading: "Key Benefits",
  moreProjects: {
    heading: "More More Project",
    count: 3,
    link: { label: "View All Services", href: "/service" },
  },
};

export { PROCESS_STEP_TITLES } from "./spec";

export const processSteps: ProcessStep[] = [
  {
    number: 1,
    title: "Needs Assessment",
    description: "We interview stakeholders, map current processes and define the requirements and success measures for the new system.",
  },
  {
    number: 2,
    title: "Solution Design",
    description: "We design the target processes, configuration, integrations and reporting so the platform fits the way the business works.",
  },
  {
    number: 3,
    title: "Data Migration",
    description: "Customer, supplier, product and financial data is cleansed, mapped and migrated with full reconciliation at every stage.",
  },
  {
    number: 4,
    title: "Change Management",
    description: "Role-based training, clear communication and trained super-users help every team adopt the new ways of working.",
  },
  {
    number: 5,
    title: "Testing & Quality",
    description: "Unit, integration and user acceptance testing confirm that every process, report and interface works before launch.",
  },
  {
    number: 6,
    title: "Go Live & Support",
    description: "A carefully planned cut-over is followed by hypercare support and continuous improvement after launch.",
  },
];

export const benefits: Benefit[] = [
  {
    icon: "Gauge",
    title: "Improved Efficiency",
    description: "Automated workflows removed manual re-keying, saving finance and operations teams more than 60 hours a week.",
  },
  {
    icon: "ChartLine",
    title: "Improved Efficiency",
    description: "Real-time dashboards replaced weekly spreadsheet reports, so managers act on accurate figures every day.",
  },
  {
    icon: "Boxes",
    title: "Improved Efficiency",
    description: "Accurate stock visibility across all sites reduced excess inventory and eliminated costly emergency orders.",
  },
  {
    icon: "Timer",
    title: "Improved Efficiency",
    description: "Month-end close dropped from ten working days to four, freeing the finance team for analysis and planning.",
  },
];

export const getStarted: GetStarted = {
  heading: "Ready to Streamline Your Operations?",
  text: "Talk to our ERP specialists about your goals. We will review your current systems and outline a clear, low-risk path to a single, connected platform.",
  button: { label: "Get Started", href: "/contact" },
  callNow: { label: "Call Now", href: "contact.html" },
};
