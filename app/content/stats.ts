/**
 * Figures shown in about blocks, progress bars and counters.
 */
import type { Skill, Counter } from "./schemas/stats";

export type { Skill, Counter } from "./schemas/stats";

/** About page and alternative home pages: IT Consulting 100%, Cyber Security 98%. */
export const skills: Skill[] = [
  { label: "IT Consulting", value: 100 },
  { label: "Cyber Security", value: 98 },
];

/** Home variant 7 skill bars, exactly as the spec shows them (label repeated). */
export const skillsVariant7: Skill[] = [
  { label: "IT Consulting", value: 80 },
  { label: "Cyber Security", value: 90 },
  { label: "Cyber Security", value: 70 },
];

export const experienceYears = 25 as const;
/** Counter label used on variant 4: "25 Years Experience". */
export const experienceLabel = "Years Experience" as const;

/** Home variant 7 about block counters. */
export const counters: Counter[] = [
  { value: 450, suffix: "+", label: "Active Clients" },
  { value: 990, suffix: "+", label: "IT Projects" },
  { value: 45, suffix: "+", label: "Team Advisors" },
  { value: 20, suffix: "+", label: "Glorious Years" },
];

export const brandsHeadline = "More Than 5K+ Brands" as const;
