/**
 * Team members. The team page shows all 12 (4 per row); home variants show
 * `team.slice(0, 4)` or `team.slice(0, 3)`. Social icons link nowhere (url: null).
 */
import { defaultSocials } from "./socials";
import type { TeamRole, TeamMember } from "./schemas/team";

export type { TeamRole, TeamMember } from "./schemas/team";

import { TEAM_ROLES } from "./spec";

export { TEAM_ROLES } from "./spec";

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

export const team: TeamMember[] = names.map((name, i) => ({
  name,
  role: TEAM_ROLES[i % TEAM_ROLES.length],
  image: `/images/team/member-${i + 1}.svg`,
  socials: defaultSocials,
}));
