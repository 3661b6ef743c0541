import type { TeamMember } from "~/content/team";
import { cardLabels } from "~/content/inner-pages";
import { SocialIcons } from "~/components/ui/social-icons";
import { CardGrid, type CardHeading, type GridColumns } from "./card-grid";

/** A team member: portrait, name, role and social icons (shown as icons while they have no URL). */
export function TeamCard({ member, headingLevel: Heading = "h3" }: { member: TeamMember; headingLevel?: CardHeading }) {
  return (
    <article className="card group flex h-full flex-col overflow-hidden text-center">
      <div className="relative overflow-hidden bg-brand-soft">
        <img
          src={member.image}
          alt={`Portrait of ${member.name}`}
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
          className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col items-center px-5 pt-5 pb-6">
        <Heading className="text-lg">{member.name}</Heading>
        <p className="mt-1 text-sm font-medium text-brand-ink">{member.role}</p>
        {member.socials?.length ? (
          <SocialIcons
            socials={member.socials}
            label={`${member.name} ${cardLabels.teamSocialsSuffix}`}
            className="mt-4"
            itemClassName="bg-surface-alt text-muted"
          />
        ) : null}
      </div>
    </article>
  );
}

/** Grid of team members: 4 per row on wide screens by default. */
export function TeamGrid({
  members,
  columns = 4,
  headingLevel,
  label,
}: {
  members: TeamMember[];
  columns?: GridColumns;
  headingLevel?: CardHeading;
  label?: string;
}) {
  return (
    <CardGrid columns={columns} label={label}>
      {members.map((member) => (
        <li key={member.name}>
          <TeamCard member={member} headingLevel={headingLevel} />
        </li>
      ))}
    </CardGrid>
  );
}
