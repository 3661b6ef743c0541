import type { TechnologyGroup } from "~/content/services";
import { ltrRuns } from "~/components/ui/ltr-runs";

/** The technology stack by area (Frontend, Backend, Database, Mobile, Cloud Platform). */
export function TechnologyList({ groups }: { groups: TechnologyGroup[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {groups.map((group) => (
        <li key={group.title} className="card p-5 last:sm:col-span-2">
          <h4 className="text-base font-bold text-brand-ink">{group.title}</h4>
          <ul className="mt-3 flex flex-wrap gap-2">
            {group.items.map((item) => (
              <li key={item} className="rounded-md bg-surface-alt px-2.5 py-1 text-sm font-medium text-ink">
                {ltrRuns(item)}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
