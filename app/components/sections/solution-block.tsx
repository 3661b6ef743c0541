import { useId } from "react";
import { ArrowRight } from "~/components/ui/icons";
import type { SolutionBlock as SolutionContent } from "~/content/home";
import { getIcon } from "~/content/icons";
import { localHref } from "~/i18n/links";

/** The always-dark "our solution" band: intro and call to action beside the solution points. */
export function SolutionBlock({ content }: { content: SolutionContent }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="section relative isolate overflow-hidden bg-inverse text-on-inverse">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 opacity-80 [background:radial-gradient(44rem_26rem_at_0%_0%,#2046d6aa,transparent_65%),radial-gradient(30rem_20rem_at_100%_100%,#c2410c55,transparent_60%)]"
      />
      <div className="container-site grid items-center gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-20">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wider text-on-inverse-muted uppercase">{content.eyebrow}</p>
          <h2 id={headingId} className="section-title text-white">
            {content.heading}
          </h2>
          {content.text ? <p className="mt-4 text-lg leading-relaxed text-on-inverse-muted">{content.text}</p> : null}
          <a href={localHref(content.cta.href)} className="btn-light mt-10">
            {content.cta.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </div>
        <ul className="grid gap-5">
          {content.points.map((point) => {
            const Icon = getIcon(point.icon);
            return (
              <li key={point.title} className="flex gap-5 rounded-2xl border border-white/10 bg-white/5 p-6">
                <span
                  aria-hidden="true"
                  className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand text-white"
                >
                  <Icon className="size-7" />
                </span>
                <div>
                  <h3 className="text-xl text-white">{point.title}</h3>
                  <p className="mt-2 leading-relaxed text-on-inverse-muted">{point.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
