/**
 * Team members: one file each, content/team/<nn>-<name>.json, in the order of their `order`
 * field; every card shows the site's social links. The team page shows all 12 (4 per row);
 * home variants show `team.slice(0, 4)` or `team.slice(0, 3)`.
 */
import { readFolder } from "./files/read";
import { teamMembers } from "./files/assemble";
import { defaultSocials } from "./socials";
import type { TeamMember, TeamMemberFile } from "./schemas/team";

export type { TeamRole, TeamMember } from "./schemas/team";

export { TEAM_ROLES } from "./spec";

export const team: TeamMember[] = teamMembers(readFolder<TeamMemberFile>("team"), defaultSocials);
