import type { TeamMember } from "~/content/team";
import { cardLabels } from "~/content/labels";
import { SocialIcons } from "~/components/ui/social-icons";
import { CardGrid, type CardHeading, type GridOptions } from "./card-grid";
import { fill } from "~/i18n/format";
import { widgets } from "@interface/common";
import { ContentImage } from "~/components/ui/content-image";

/** A team member: portrait, name, role and social icons (shown as icons while they have no URL). */
export function TeamCard({ member, headingLevel: Heading = "h3" }: { member: TeamMember; headingLevel?: CardHeading }) {
  return (
    <article className="card group flex h-full items-center overflow-hidden sm:flex-col sm:items-stretch sm:text-center">
      <div className="relative w-32 shrink-0 self-stretch overflow-hidden bg-brand-soft sm:w-full sm:self-auto">
        <ContentImage
          sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 8rem"
          src={member.image}
          alt={fill(widgets.teamPortrait, { name: member.name })}
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 sm:aspect-square sm:h-auto"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col items-start px-4 py-4 sm:items-center sm:px-5 sm:pt-5 sm:pb-6">
        <Heading className="text-lg">{member.name}</Heading>
        <p className="mt-1 text-sm font-medium text-brand-ink">{member.role}</p>
        {member.socials?.length ? (
          <SocialIcons
            socials={member.socials}
            label={fill(cardLabels.teamSocials, { name: member.name })}
            className="mt-3 sm:mt-4"
            itemClassName="bg-surface-alt text-muted"
          />
        ) : null}
      </div>
    </article>
  );
}

/** Grid of team members: 4 per row on wide screens by default. */
export function TeamGrid({ members, columns = 4, headingLevel, ...grid }: GridOptions & { members: TeamMember[] }) {
  return (
    <CardGrid
      {...grid}
      columns={columns}
      items={members}
      itemKey={(m) => m.name}
      renderItem={(m) => <TeamCard member={m} headingLevel={headingLevel} />}
    />
  );
}
