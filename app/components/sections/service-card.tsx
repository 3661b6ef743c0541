import type { Service } from "~/content/services";
import { getIcon } from "~/content/icons";
import { cardLabels } from "~/content/labels";
import { CardGrid, CardMoreLink, type CardHeading, type GridOptions } from "./card-grid";
import { localHref } from "~/i18n/links";

/** A service: icon, title (a link), description and 'Read More' to its detail page. */
export function ServiceCard({ service, headingLevel: Heading = "h3" }: { service: Service; headingLevel?: CardHeading }) {
  const Icon = getIcon(service.icon);
  return (
    <article className="card group relative flex h-full flex-col p-7 transition-[box-shadow,border-color,translate] duration-300 hover:-translate-y-1 hover:border-brand hover:shadow-xl hover:shadow-brand/10">
      <span
        aria-hidden="true"
        className="mb-6 inline-flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-brand-ink transition-colors duration-300 group-hover:bg-brand group-hover:text-on-brand"
      >
        <Icon className="size-7" />
      </span>
      <Heading className="text-xl">
        <a href={localHref(service.btnLink)} className="hover:text-brand-ink">
          {service.title}
        </a>
      </Heading>
      <p className="mt-3 flex-1 leading-relaxed text-muted">{service.desc}</p>
      <CardMoreLink to={service.btnLink} label={cardLabels.readMore} context={service.title} />
    </article>
  );
}

/** Grid of service cards; pages pass the slice they show (9, 6, 3 or 2). */
export function ServiceGrid({ items, headingLevel, ...grid }: GridOptions & { items: Service[] }) {
  return (
    <CardGrid {...grid} items={items} itemKey={(s) => s.slug} renderItem={(s) => <ServiceCard service={s} headingLevel={headingLevel} />} />
  );
}
