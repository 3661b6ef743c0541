import type { IconName } from "~/content/schemas";
import { getIcon } from "~/content/icons";

/** Icon, title and short text: vision points, project benefits. */
export function FeatureCard({
  icon,
  title,
  description,
  headingLevel: Heading = "h3",
}: {
  icon: IconName;
  title: string;
  description: string;
  headingLevel?: "h3" | "h4";
}) {
  const Icon = getIcon(icon);
  return (
    <article className="card flex h-full gap-4 p-6">
      <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand text-on-brand">
        <Icon className="size-6" />
      </span>
      <div>
        <Heading className="text-lg">{title}</Heading>
        <p className="mt-2 leading-relaxed text-muted">{description}</p>
      </div>
    </article>
  );
}
