import { Pause, Play } from "~/components/ui/icons";
import { partners } from "~/content/partners";
import { widgets } from "@interface/common";

// Repeated so the CSS animation loops (the copy hidden from assistive technology). No script: the pause control is a
// checkbox and app.css pauses the track while the strip `:has()` it checked; reduced motion hides it.
export function PartnerMarquee() {
  return (
    <section aria-label={widgets.partners} className="marquee border-b border-line bg-surface-alt">
      <div className="container-site flex items-center gap-4 py-6">
        <label className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-line bg-surface-raised text-ink hover:bg-brand-soft has-checked:bg-brand-soft motion-reduce:hidden">
          {/* The whole round control is the checkbox's hit area; the global :focus-visible ring draws round it. */}
          <input type="checkbox" className="marquee-pause peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full" />
          <Pause aria-hidden="true" className="pointer-events-none size-4 peer-checked:hidden" />
          <Play aria-hidden="true" className="pointer-events-none hidden size-4 peer-checked:block" />
          <span className="sr-only">{widgets.pausePartners}</span>
        </label>
        <div className="relative flex-1 overflow-hidden [mask-image:linear-gradient(90deg,transparent,#000_8%,#000_92%,transparent)] hover:[&_.marquee-track]:[animation-play-state:paused]">
          <div className="marquee-track flex w-max">
            {[0, 1].map((copy) => (
              <ul key={copy} aria-hidden={copy === 1 ? true : undefined} className="flex shrink-0 items-center gap-14 pe-14">
                {partners().map((p) => (
                  <li key={p.name} className="shrink-0">
                    <img
                      src={p.image}
                      alt={copy === 0 ? p.name : ""}
                      width={p.width}
                      height={p.height}
                      loading={copy === 0 ? undefined : "lazy"}
                      fetchPriority="low"
                      className="h-10 w-auto opacity-90 dark:brightness-175"
                    />
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
