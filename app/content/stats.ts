/**
 * Figures shown in about blocks, progress bars and counters.
 */
import { z } from "zod";
import { NonEmpty } from "./schemas";

export const SkillSchema = z.object({
  label: NonEmpty,
  /** Percentage, 0–100. */
  value: z.number().int().min(0).max(100),
});
export type Skill = z.infer<typeof SkillSchema>;

/** About page and alternative home pages: IT Consulting 100%, Cyber Security 98%. */
export const skills: Skill[] = SkillSchema.array()
  .length(2)
  .parse([
    { label: "IT Consulting", value: 100 },
    { label: "Cyber Security", value: 98 },
  ]);

/** Home variant 7 skill bars, exactly as the spec shows them (label repeated). */
export const skillsVariant7: Skill[] = SkillSchema.array()
  .length(3)
  .parse([
    { label: "IT Consulting", value: 80 },
    { label: "Cyber Security", value: 90 },
    { label: "Cyber Security", value: 70 },
  ]);

export const experienceYears = 25 as const;
/** Counter label used on variant 4: "25 Years Experience". */
export const experienceLabel = "Years Experience" as const;

export const CounterSchema = z.object({
  value: z.number().int().nonnegative(),
  suffix: z.string(),
  label: NonEmpty,
});
export type Counter = z.infer<typeof CounterSchema>;

/** Home variant 7 about block counters. */
export const counters: Counter[] = CounterSchema.array()
  .length(4)
  .parse([
    { value: 450, suffix: "+", label: "Active Clients" },
    { value: 990, suffix: "+", label: "IT Projects" },
    { value: 45, suffix: "+", label: "Team Advisors" },
    { value: 20, suffix: "+", label: "Glorious Years" },
  ]);

export const brandsHeadline = "More Than 5K+ Brands" as const;
