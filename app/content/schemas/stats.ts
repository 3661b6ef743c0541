/** Zod schemas and types of ../stats (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { NonEmpty, type DataSchemas } from "./common.ts";

export const SkillSchema = z.object({
  label: NonEmpty,
  /** Percentage, 0–100. */
  value: z.number().int().min(0).max(100),
});
export type Skill = z.infer<typeof SkillSchema>;

export const CounterSchema = z.object({
  value: z.number().int().nonnegative(),
  suffix: z.string(),
  label: NonEmpty,
});
export type Counter = z.infer<typeof CounterSchema>;

/** Each validated export of ../stats and the schema (with its count and order constraints) it must satisfy. */
export const dataSchemas = {
  skills: SkillSchema.array().length(2),
  skillsVariant7: SkillSchema.array().length(3),
  counters: CounterSchema.array().length(4),
} satisfies DataSchemas;
