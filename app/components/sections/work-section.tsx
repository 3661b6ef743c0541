import { useId } from "react";
import { ArrowRight } from "~/components/ui/icons";
import type { HomeMain } from "~/content/home";
import { getIcon } from "~/content/icons";
import { SectionHeading } from "~/components/ui/section-heading";
import { localHref } from "~/i18n/links";

/** "How we work": intro with a call to action beside a grid of work items, each a link. */
export function WorkSection({ content }: { content: HomeMain["work"] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="section">
      <div className="container-site grid gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading id={headingId} eyebrow={content.eyebrow} heading={content.heading} text={content.text} align="left" />
          <a href={localHref(content.cta.href)} className="btn-primary -mt-2">
            {content.cta.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </div>
        <ol className="grid gap-6 sm:grid-cols-2">
          {content.items.map((item, i) => {
            const Icon = getIcon(item.icon);
            return (
              <li
                key={item.title}
                className="card group relative flex flex-col p-7 transition-shadow hover:shadow-xl hover:shadow-brand/10"
              >
                <div className="mb-6 flex items-center justify-between">
                  <span aria-hidden="true" className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand text-on-brand">
                    <Icon className="size-7" />
                  </span>
                  {/* Decorative number, drawn by CSS so it is not text content. */}
                  <span
                    aria-hidden="true"
                    data-number={String(i + 1).padStart(2, "0")}
                    className="text-4xl font-extrabold text-line before:content-[attr(data-number)]"
                  />
                </div>
                <h3 className="text-xl">
                  <a href={localHref(item.link)} className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-ink">
                    {item.title}
                  </a>
                </h3>
                <p className="mt-3 leading-relaxed text-muted">{item.desc}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
