import { useState } from "react";
import { Pause, Play } from "~/components/ui/icons";
import { partners } from "~/content/partners";
import { Static } from "~/components/ui/static";

/**
 * The partner-logo strip under every title banner: the seven logos, repeated so the CSS
 * animation loops seamlessly (the copy is hidden from assistive technology). It pauses on
 * hover and with its control, and does not move at all under reduced motion (then the
 * control, which would do nothing, is not shown).
 */
export function PartnerMarquee() {
  const [paused, setPaused] = useState(false);
  return (
    <section aria-label="Our partners" className="marquee border-b border-line bg-surface-alt" data-paused={paused}>
      <div className="container-site flex items-center gap-4 py-6">
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-line bg-surface-raised text-ink hover:bg-brand-soft motion-reduce:hidden"
        >
          {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
          <span className="sr-only">Pause partner logos animation</span>
        </button>
        <div className="relative flex-1 overflow-hidden [mask-image:linear-gradient(90deg,transparent,#000_8%,#000_92%,transparent)] hover:[&_.marquee-track]:[animation-play-state:paused]">
          <Static className="marquee-track flex w-max">
            {[0, 1].map((copy) => (
              <ul key={copy} aria-hidden={copy === 1 ? true : undefined} className="flex shrink-0 items-center gap-14 pr-14">
                {partners.map((p) => (
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
          </Static>
        </div>
      </div>
    </section>
  );
}
