import type { ProjectDetail } from "~/content/projects";

/** Client, industry, duration and services of a project as a description list. */
export function ProjectFacts({ facts, heading }: { facts: ProjectDetail["facts"]; heading: string }) {
  return (
    <div className="mb-8 rounded-2xl border border-line bg-surface-alt p-6">
      <h3 className="sr-only">{heading}</h3>
      <dl className="grid gap-5 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-sm font-semibold tracking-wide text-brand-ink uppercase">{fact.label}</dt>
            <dd className="mt-1 font-semibold text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
