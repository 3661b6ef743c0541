import type { Skill } from "~/content/stats";
import { ProgressBar } from "~/components/ui/progress-bar";

/** Skill bars (IT Consulting 100%, Cyber Security 98%, …), each a labelled progressbar. */
export function ProgressBars({ skills, className = "" }: { skills: Skill[]; className?: string }) {
  return (
    <ul className={`flex flex-col gap-6 ${className}`}>
      {skills.map((skill, i) => (
        <li key={`${skill.label}-${i}`}>
          <ProgressBar label={skill.label} value={skill.value} />
        </li>
      ))}
    </ul>
  );
}
