/**
 * Figures shown in about blocks, progress bars and counters.
 */
import { z } from "zod";
import { NonEmpty } from "./schemas";
import { VALIDATE, content } from "./validate";

export const SkillSchema = /*#__PURE__*/ z.object({
  label: NonEmpty,
  /** Percentage, 0–100. */
  value: z.number().int().min(0).max(100),
});
export type Skill = z.infer<typeof SkillSchema>;

/** About page and alternative home pages: IT Consulting 100%, Cyber Security 98%. */
export const skills: Skill[] = content([
    { label: "IT Consulting", value: 100 },
    { label: "Cyber Security", value: 98 },
  ], VALIDATE && SkillSchema.array().length(2));

/** Home variant 7 skill bars, exactly as the spec shows them (label repeated). */
export const skillsVariant7: Skill[] = content([
    { label: "IT Consulting", value: 80 },
    { label: "Cyber Security", value: 90 },
    { label: "Cyber Security", value: 70 },
  ], VALIDATE && SkillSchema.array().length(3));

export const experienceYears = 25 as const;
/** Counter label used on variant 4: "25 Years Experience". */
export const experienceLabel = "Years Experience" as const;

export const CounterSchema = /*#__PURE__*/ z.object({
  value: z.number().int().nonnegative(),
  suffix: z.string(),
  label: NonEmpty,
});
export type Counter = z.infer<typeof CounterSchema>;

/** Home variant 7 about block counters. */
export const counters: Counter[] = content([
    { value: 450, suffix: "+", label: "Active Clients" },
    { value: 990, suffix: "+", label: "IT Projects" },
    { value: 45, suffix: "+", label: "Team Advisors" },
    { value: 20, suffix: "+", label: "Glorious Years" },
  ], VALIDATE && CounterSchema.array().length(4));

export const brandsHeadline = "More Than 5K+ Brands" as const;
