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

import { ERP_TITLE, GALLERY_CATEGORIES } from "./spec";

export { ERP_TITLE } from "./spec";

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

export { GALLERY_CATEGORIES } from "./spec";

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

