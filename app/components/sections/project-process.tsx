import type { ProcessStep } from "~/content/projects";

/** The six numbered steps of the project-detail process, in order (an ordered list). */
export function ProjectProcess({ steps }: { steps: ProcessStep[] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {steps.map((step) => (
        <li key={step.number} className="card relative flex flex-col p-6">
          <span
            aria-hidden="true"
            className="inline-flex size-12 items-center justify-center rounded-full bg-brand-soft text-lg font-extrabold text-brand-ink"
          >
            {String(step.number).padStart(2, "0")}
          </span>
          <h4 className="mt-4 text-lg">{step.title}</h4>
          <p className="mt-2 text-sm leading-relaxed text-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
