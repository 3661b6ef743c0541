/** Zod schemas and types of ../team (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { GrammaticalGenderSchema, ImagePathSchema, NonEmpty, OrderSchema, SocialLinkSchema, type DataSchemas } from "./common.ts";
import { TEAM_ROLES } from "../spec.ts";
import { ascending, folderCollection } from "./collection.ts";
import { imageField, orderField } from "./forms.ts";
import { siteCollection } from "./site.ts";
import { teamMembers } from "../files/assemble.ts";

export const TeamRoleSchema = z.enum(TEAM_ROLES);
/** The most members a section shows (the home pages' four): fewer would leave it short. */
export const TEAM_AT_LEAST = 4;
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
  grammaticalGender: GrammaticalGenderSchema,
});
export type TeamMemberFile = z.infer<typeof TeamMemberFileSchema>;

/** Each validated export of ../team and the schema (with its count and order constraints) it must satisfy. */
export const dataSchemas = {
  // The spec's twelve are the sample the site ships with (content.test.ts); the company may have more or fewer.
  team: TeamMemberSchema.array().min(TEAM_AT_LEAST, {
    error: `the home pages show ${TEAM_AT_LEAST} team members, so the team needs at least ${TEAM_AT_LEAST}`,
  }),
} satisfies DataSchemas;

/** The team: content/team/<nn>-<name>.json; every card shows the site's social links. */
export const teamCollection = folderCollection({
  name: "team",
  folder: "team",
  extension: ".json",
  schema: TeamMemberFileSchema,
  order: ascending("order"),
  exports: (records, use) => ({ team: teamMembers(records, use(siteCollection).defaultSocials) }),
  recordLists: ["team"],
  checks: dataSchemas,
  form: {
    label: "Team",
    label_singular: "Team member",
    description: "The people of the team page, in order (the home pages show the first three or four, so at least four).",
    create: true,
    delete: true,
    identifier_field: "name",
    summary: "{{order}}. {{name}}, {{role}}",
    sortable_fields: ["order", "name"],
    media_folder: "/public/images/team",
    public_folder: "/images/team",
    fields: {
      order: orderField,
      name: { label: "Name" },
      role: { label: "Role" },
      grammaticalGender: { label: "Job title's grammatical gender (German, Arabic)" },
      image: { ...imageField, label: "Photo" },
    },
  },
});
