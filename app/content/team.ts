/**
 * Team members. The team page shows all 12 (4 per row); home variants show
 * `team.slice(0, 4)` or `team.slice(0, 3)`. Social icons link nowhere (url: null).
 */
import { z } from "zod";
import { ImagePathSchema, NonEmpty, SocialLinkSchema, defaultSocials } from "./schemas";
import { VALIDATE, content } from "./validate";

export const TEAM_ROLES = [
  "CEO & Founder",
  "Chief Technology Officer",
  "Head of Project Management",
  "Lead Software Engineer",
] as const;
export const TeamRoleSchema = /*#__PURE__*/ z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof TeamRoleSchema>;

export const TeamMemberSchema = /*#__PURE__*/ z.object({
  name: NonEmpty,
  role: TeamRoleSchema,
  image: ImagePathSchema,
  socials: SocialLinkSchema.array().optional(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

const names = [
  "Daniel Whitmore",
  "Priya Raman",
  "Marcus Ellison",
  "Sofia Alvarez",
  "James Okafor",
  "Hannah Lindqvist",
  "Ethan Brooks",
  "Amira Haddad",
  "Lucas Moreau",
  "Grace Chen",
  "Oliver Grant",
  "Natalie Kovacs",
] as const;

export const team: TeamMember[] = content(
    names.map((name, i) => ({
      name,
      role: TEAM_ROLES[i % TEAM_ROLES.length],
      image: `/images/team/member-${i + 1}.svg`,
      socials: defaultSocials,
    })), VALIDATE && TeamMemberSchema.array().length(12));
