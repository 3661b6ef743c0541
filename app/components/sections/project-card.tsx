import { useId } from "react";
import { ArrowRight } from "~/components/ui/icons";
import type { ProjectCard as Project } from "~/content/projects";
import { getIcon } from "~/content/icons";
import { CardGrid, type CardHeading, type GridOptions } from "./card-grid";
import { localHref } from "~/i18n/links";
import { ContentImage } from "~/components/ui/content-image";

/** A project: image with industry icon, title, summary and its 'Learn More' link. */
export function ProjectCard({ project, headingLevel: Heading = "h3" }: { project: Project; headingLevel?: CardHeading }) {
  const Icon = getIcon(project.icon);
  const descId = useId();
  return (
    <article className="card group flex h-full flex-col overflow-hidden">
      <div className="relative">
        <div className="overflow-hidden">
          <ContentImage
            sizes="(min-width: 768px) 33vw, 100vw"
            src={project.image}
            alt=""
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        </div>
        <span
          aria-hidden="true"
          className="absolute start-6 bottom-0 inline-flex size-14 translate-y-1/2 items-center justify-center rounded-2xl bg-brand text-on-brand shadow-lg ring-4 ring-surface-raised"
        >
          <Icon className="size-7" />
        </span>
      </div>
      <div className="flex flex-1 flex-col px-6 pt-11 pb-7">
        <Heading className="text-xl leading-snug">{project.title}</Heading>
        <p id={descId} className="mt-3 flex-1 leading-relaxed text-muted">
          {project.desc}
        </p>
        <a href={localHref(project.link)} aria-describedby={descId} className="btn-outline mt-6 self-start px-5 py-2.5">
          {project.buttonLabel}
          <span className="sr-only">: {project.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </article>
  );
}

export function ProjectGrid({ items, headingLevel, ...grid }: GridOptions & { items: Project[] }) {
  return (
    <CardGrid
      {...grid}
      items={items}
      itemKey={(p) => p.image}
      renderItem={(p) => <ProjectCard project={p} headingLevel={headingLevel} />}
    />
  );
}
