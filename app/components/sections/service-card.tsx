import { useId } from "react";
import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import type { Service } from "~/content/services";
import { getIcon } from "~/content/icons";
import { cardLabels } from "~/content/inner-pages";
import { CardGrid, type CardHeading, type GridColumns } from "./card-grid";

/** A service: icon, title (a link), description and 'Read More' to its detail page. */
export function ServiceCard({ service, headingLevel: Heading = "h3" }: { service: Service; headingLevel?: CardHeading }) {
  const Icon = getIcon(service.icon);
  const titleId = useId();
  return (
    <article className="card group relative flex h-full flex-col p-7 transition-[box-shadow,border-color,translate] duration-300 hover:-translate-y-1 hover:border-brand hover:shadow-xl hover:shadow-brand/10">
      <span
        aria-hidden="true"
        className="mb-6 inline-flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-brand-ink transition-colors duration-300 group-hover:bg-brand group-hover:text-on-brand"
      >
        <Icon className="size-7" />
      </span>
      <Heading id={titleId} className="text-xl">
        <Link to={service.btnLink} className="hover:text-brand-ink">
          {service.title}
        </Link>
      </Heading>
      <p className="mt-3 flex-1 leading-relaxed text-muted">{service.desc}</p>
      <Link
        to={service.btnLink}
        aria-describedby={titleId}
        className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-brand-ink hover:underline"
      >
        {cardLabels.readMore}
        <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
      </Link>
    </article>
  );
}

/** Grid of service cards; pages pass the slice they show (9, 6, 3 or 2). */
export function ServiceGrid({
  items,
  columns = 3,
  headingLevel,
  label,
}: {
  items: Service[];
  columns?: GridColumns;
  headingLevel?: CardHeading;
  label?: string;
}) {
  return (
    <CardGrid columns={columns} label={label}>
      {items.map((service) => (
        <li key={service.slug}>
          <ServiceCard service={service} headingLevel={headingLevel} />
        </li>
      ))}
    </CardGrid>
  );
}
