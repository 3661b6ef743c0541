/** Zod schemas and types of ../team (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { ImagePathSchema, NonEmpty, OrderSchema, SocialLinkSchema, type DataSchemas } from "./common";
import { TEAM_ROLES } from "../spec";

export const TeamRoleSchema = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof TeamRoleSchema>;

export const TeamMemberSchema = z.object({
  name: NonEmpty,
  role: TeamRoleSchema,
  image: ImagePathSchema,
  socials: SocialLinkSchema.array().optional(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** content/team/<nn>-<name>.json: a member of the team (the social links are the site's). */
export const TeamMemberFileSchema = z.strictObject({
  order: OrderSchema,
  ...TeamMemberSchema.omit({ socials: true }).shape,
});
export type TeamMemberFile = z.infer<typeof TeamMemberFileSchema>;

/** Each validated export of ../team and the schema (with its count and order constraints) it must satisfy. */
export const dataSchemas = {
  team: TeamMemberSchema.array().length(12),
} satisfies DataSchemas;
