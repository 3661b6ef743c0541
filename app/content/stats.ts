// Skills and counters from content/pages/home-sections.json; the spec's fixed figures here.
import { readCollection } from "./files/read";
import type { Skill, Counter } from "./schemas/stats";
import type { homeSectionsCollection } from "./schemas/home";
import { sections as commonSections } from "@interface/common";

export type { Skill, Counter } from "./schemas/stats";

const sections = () => readCollection<typeof homeSectionsCollection>("home-sections");

/** About page and alternative home pages: IT Consulting 100%, Cyber Security 98%. */
export const skills = (): Skill[] => sections().skills;

// Exactly as the spec shows them (label repeated).
export const skillsVariant7 = (): Skill[] => sections().skillsVariant7;

export const experienceYears = 25 as const;
/** Counter label used on variant 4: "25 Years Experience". */
export const experienceLabel = (): string => commonSections.experienceLabel;

/** Home variant 7 about block counters. */
export const counters = (): Counter[] => sections().counters;

export const brandsHeadline = "More Than 5K+ Brands" as const;
