/**
 * Projects: inner projects grid (9 cards), home/variant project gallery
 * (30 items in 5 categories), and the fixed ERP project-detail article.
 */
import type { IconName } from "./schemas/common";
import type {
  ProjectCard,
  GalleryCategory,
  GalleryItem,
  ProjectDetail,
  ProcessStep,
  Benefit,
  GetStarted,
} from "./schemas/projects";

export type {
  ProjectCard,
  GalleryCategory,
  GalleryItem,
  ProjectDetail,
  ProcessStep,
  Benefit,
  GetStarted,
} from "./schemas/projects";

export const ERP_TITLE = "Enterprise Resource Planning Implementation" as const;

// ---------------------------------------------------------------------------
// (a) Inner projects page cards
// ---------------------------------------------------------------------------

const projectCardDescriptions: ReadonlyArray<readonly [IconName, string]> = [
  ["Factory", "Unified production planning, procurement and finance for a multi-site manufacturer, replacing five disconnected systems."],
  ["Truck", "Real-time inventory and order tracking for a regional distributor, cutting stock discrepancies by more than half."],
  ["Building2", "A cloud ERP rollout for a property group that automated lease billing and consolidated reporting across entities."],
  ["Store", "Integrated point-of-sale, warehouse and accounting data for a retail chain with forty stores."],
  ["Landmark", "Financial consolidation and audit-ready reporting for a professional services firm operating in three countries."],
  ["Stethoscope", "Supply chain and procurement modules for a healthcare provider, with strict approval workflows and traceability."],
  ["Briefcase", "Project accounting, timesheets and resource planning for an engineering consultancy of 600 staff."],
  ["ShoppingCart", "E-commerce, fulfilment and ERP integration that gave an online retailer a single view of every order."],
  ["GraduationCap", "Student fees, payroll and asset management brought together on one platform for an education trust."],
];

export const projects: ProjectCard[] = projectCardDescriptions.map(([icon, desc], i) => ({
  icon,
  title: ERP_TITLE,
  image: `/images/projects/project-${i + 1}.svg`,
  desc,
  link: "/project/project-details",
  buttonLabel: "Learn More",
}));

// ---------------------------------------------------------------------------
// (b) Project gallery with category tabs (home variant 3, project sliders)
// ---------------------------------------------------------------------------

export const GALLERY_CATEGORIES = ["Software", "Development", "IT", "Solution", "Cybersecurity"] as const;

/** Tab order for the gallery; the initially selected tab is the first ("Software"). */
export const galleryCategories: GalleryCategory[] = [...GALLERY_CATEGORIES];
export const defaultGalleryCategory: GalleryCategory = "Software";

const galleryByCategory: Record<GalleryCategory, ReadonlyArray<readonly [string, string]>> = {
  Software: [
    ["HR & Payroll Management Suite", "A self-service HR and payroll platform that handles contracts, leave and monthly pay runs for 1,200 employees."],
    ["Inventory Control Platform", "Barcode-driven stock management with automatic reorder points for a wholesale distributor."],
    ["Learning Management System", "An online training portal with course authoring, assessments and certification tracking."],
    ["Clinic Appointment Portal", "Online booking, reminders and patient records for a network of private clinics."],
    ["Fleet Tracking Dashboard", "Live vehicle locations, fuel usage and maintenance alerts for a logistics operator."],
    ["Customer Loyalty Platform", "Points, rewards and personalised offers that lifted repeat purchases for a retail brand."],
  ],
  Development: [
    ["E-Commerce Storefront Rebuild", "A fast, mobile-first online store rebuilt on a headless architecture to improve conversion."],
    ["Mobile Banking App", "A secure iOS and Android app for a credit union with biometric login and instant transfers."],
    ["Real Estate Listing Portal", "Property search with map views, saved alerts and an agent dashboard."],
    ["Restaurant Ordering App", "Table and takeaway ordering connected directly to the kitchen display system."],
    ["Logistics API Integration", "A unified API connecting carriers, warehouses and storefronts for real-time shipment status."],
    ["Event Booking Platform", "Ticketing, seating plans and attendee check-in for a conference organiser."],
  ],
  IT: [
    ["Head Office Network Upgrade", "A redesigned wired and wireless network delivering reliable, high-speed connectivity to 400 users."],
    ["Help Desk Modernisation", "A new service desk with a self-service portal, SLAs and knowledge base for faster ticket resolution."],
    ["Data Centre Consolidation", "Three ageing server rooms consolidated into a single, energy-efficient virtualised environment."],
    ["Microsoft 365 Rollout", "Migration of mail, files and collaboration tools for 800 staff with zero lost data."],
    ["Remote Workforce Enablement", "Secure laptops, VPN and device management that let a whole company work from anywhere."],
    ["Hardware Lifecycle Programme", "Asset tracking, refresh planning and secure disposal for thousands of devices."],
  ],
  Solution: [
    ["Retail Analytics Solution", "Sales, footfall and stock data combined into daily dashboards for store and regional managers."],
    ["Supply Chain Visibility Solution", "End-to-end tracking of purchase orders, shipments and supplier performance."],
    ["CRM Implementation", "A configured CRM with sales pipelines, marketing automation and customer service in one place."],
    ["Document Management Solution", "Digitised contracts and records with version control, search and retention policies."],
    ["Business Intelligence Rollout", "Self-service reporting that replaced hundreds of spreadsheets with governed, trusted data."],
    ["Hybrid Cloud Migration", "A phased move of core workloads to the cloud while sensitive systems stayed on-premises."],
  ],
  Cybersecurity: [
    ["Zero Trust Access Programme", "Identity-based access controls and multi-factor authentication across every business application."],
    ["Security Operations Centre Setup", "Round-the-clock monitoring, alerting and incident response for a financial services firm."],
    ["Penetration Testing Programme", "Regular testing of web apps and networks with prioritised, practical remediation plans."],
    ["ISO 27001 Readiness", "Policies, risk assessments and controls that prepared a SaaS company for certification."],
    ["Ransomware Recovery Plan", "Immutable backups and tested recovery runbooks that cut potential downtime from weeks to hours."],
    ["Endpoint Protection Rollout", "Modern endpoint detection and response deployed to 2,500 devices with central reporting."],
  ],
};

/** Interleaves the categories (Software, Development, IT, Solution, Cybersecurity, Software, …). */
function buildGallery(): GalleryItem[] {
  const items: GalleryItem[] = [];
  for (let round = 0; round < 6; round++) {
    for (const category of GALLERY_CATEGORIES) {
      const entry = galleryByCategory[category][round];
      if (!entry) throw new Error(`Missing gallery item ${round} for ${category}`);
      const index = items.length;
      items.push({
        image: `/images/projects/project-${(index % 9) + 1}.svg`,
        title: entry[0],
        buttonLabel: "View Project",
        desc: entry[1],
        category,
        link: "/project/project-details",
      });
    }
  }
  return items;
}

export const galleryItems: GalleryItem[] = buildGallery();

// ---------------------------------------------------------------------------
// (c) Project detail (ERP article, process, benefits, CTA)
// ---------------------------------------------------------------------------

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

export const PROCESS_STEP_TITLES = [
  "Needs Assessment",
  "Solution Design",
  "Data Migration",
  "Change Management",
  "Testing & Quality",
  "Go Live & Support",
] as const;

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
