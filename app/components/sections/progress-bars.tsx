import type { Skill } from "~/content/stats";
import { ProgressBarList } from "~/components/ui/progress-bar";

/**
 * Skill bars (IT Consulting 100%, Cyber Security 98%, …), each a labelled progressbar that
 * fills as it scrolls into view (CSS only), final widths in the HTML.
 */
export function ProgressBars({ skills, className = "" }: { skills: Skill[]; className?: string }) {
  return <ProgressBarList items={skills.map(({ label, value }) => ({ label, value }))} className={className} />;
}
