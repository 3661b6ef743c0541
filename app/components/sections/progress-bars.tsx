import type { Skill } from "~/content/stats";
import { ProgressBarList } from "~/components/ui/progress-bar";
import { Island } from "~/islands/island";

/**
 * Skill bars (IT Consulting 100%, Cyber Security 98%, …), each a labelled progressbar that
 * fills once when scrolled into view: one island for the group, final widths in the HTML.
 */
export function ProgressBars({ skills, className = "" }: { skills: Skill[]; className?: string }) {
  return (
    <Island
      name="progress-bars"
      component={ProgressBarList}
      props={{ items: skills.map(({ label, value }) => ({ label, value })), className }}
    />
  );
}
