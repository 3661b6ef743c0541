// Values the specification fixes, in order. No imports, so schemas, validation and browser code can all import it.

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

export const TECHNOLOGY_GROUPS = ["Frontend", "Backend", "Database", "Mobile", "Cloud Platform"] as const;

export const ERP_TITLE = "Enterprise Resource Planning Implementation" as const;

export const GALLERY_CATEGORIES = ["Software", "Development", "IT", "Solution", "Cybersecurity"] as const;

export const PROCESS_STEP_TITLES = [
  "Needs Assessment",
  "Solution Design",
  "Data Migration",
  "Change Management",
  "Testing & Quality",
  "Go Live & Support",
] as const;

export const TEAM_ROLES = ["CEO & Founder", "Chief Technology Officer", "Head of Project Management", "Lead Software Engineer"] as const;

/** The three subscribe placeholders, exactly as the spec lists them. */
export const SUBSCRIBE_PLACEHOLDERS = ["Enter Your Email", "Enter Your email", "Enter Email Address"] as const;

/** The pricing plans' titles, in their order on the page. */
export const PLAN_TITLES = ["Basic", "Standard", "Premium"] as const;

/** The social networks linked from the footer, team cards and the blog's share row, in order. */
export const SOCIAL_NAMES = ["Facebook", "X", "LinkedIn", "Instagram"] as const;

/** How many FAQ items the service details page and home variant 7 show. */
export const FAQ_PREVIEW_COUNT = 4 as const;
