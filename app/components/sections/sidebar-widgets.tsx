import { useId, type ReactNode } from "react";
import { ChevronRight, FileText } from "~/components/ui/icons";
import type { Brochure, Service } from "~/content/services";
import { detailLabels } from "~/content/inner-pages";
import { localHref } from "~/i18n/links";

/** A boxed sidebar widget with its heading. */
export function SidebarWidget({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    // lazy-render: on a phone the sidebar follows the article, and a tap above it (an FAQ item) need not lay it out.
    <section aria-labelledby={headingId} className="card lazy-render p-6 md:p-7">
      <h2 id={headingId} className="mb-5 border-b border-line pb-3 text-xl">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** Sidebar list of service links ('Our Services'). */
export function ServiceLinks({ heading, items }: { heading: string; items: Service[] }) {
  return (
    <SidebarWidget heading={heading}>
      <ul className="flex flex-col gap-2.5">
        {items.map((service) => (
          <li key={service.slug}>
            <a
              href={localHref(service.btnLink)}
              className="group flex items-center justify-between gap-3 rounded-xl bg-surface-alt px-4 py-3 font-medium text-ink transition-colors hover:bg-brand hover:text-on-brand"
            >
              {service.title}
              <ChevronRight
                aria-hidden="true"
                className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5"
              />
            </a>
          </li>
        ))}
      </ul>
    </SidebarWidget>
  );
}

/** Tags shown as labels: the site has no tag pages, so they are not links. */
export function TagList({ tags, label }: { tags: readonly string[]; label?: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full border border-line bg-surface-alt px-3.5 py-1.5 text-sm font-medium text-ink">
          {tag}
        </li>
      ))}
    </ul>
  );
}

export function TagsWidget({ heading, tags }: { heading: string; tags: readonly string[] }) {
  return (
    <SidebarWidget heading={heading}>
      <TagList tags={tags} />
    </SidebarWidget>
  );
}

/**
 * 'Download Brochure': the files do not exist yet (href is null in the content), so each is
 * listed as unavailable rather than shown as a dead link.
 */
export function BrochureWidget({ brochure }: { brochure: Brochure }) {
  return (
    <SidebarWidget heading={brochure.heading}>
      <div>
        <p className="mb-5 leading-relaxed text-muted">{brochure.text}</p>
        <ul className="flex flex-col gap-3">
          {brochure.files.map((file) => (
            <li key={file.format} className="flex items-center gap-3 rounded-xl border border-dashed border-line px-4 py-3">
              <FileText aria-hidden="true" className="size-6 shrink-0 text-brand-ink" />
              <span className="flex flex-1 flex-col">
                <span className="font-semibold text-ink">{file.label}</span>
                <span className="text-sm text-muted">{`${file.format} · ${detailLabels.brochureUnavailable}`}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </SidebarWidget>
  );
}
