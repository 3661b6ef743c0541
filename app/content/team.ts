/**
 * Team members: one file each, content/team/<nn>-<name>.json, in the order of their `order`
 * field; every card shows the site's social links. The team page shows all 12 (4 per row);
 * home variants show `team().slice(0, 4)` or `team().slice(0, 3)`.
 */
import { readCollection } from "./files/read";
import type { TeamMember, teamCollection } from "./schemas/team";

export type { TeamRole, TeamMember } from "./schemas/team";

export { TEAM_ROLES } from "./spec";

export const team = (): TeamMember[] => readCollection<typeof teamCollection>("team").team;
