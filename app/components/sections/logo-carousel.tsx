import { useId } from "react";
import type { Partner } from "~/content/partners";
import type { SectionIntro } from "~/content/schemas";
import { SectionHeading } from "~/components/ui/section-heading";
import type { PerViewConfig } from "~/components/ui/carousel";
import { Island } from "~/islands/island";
import { CarouselIsland } from "~/islands/carousel.island";
import { carousel as words } from "@interface/common";

/**
 * Auto-playing carousel of partner or client logos (variant 4 hero, variant 7 brands).
 * No arrows (spec); a dot per position lets visitors move it by hand.
 */
export function LogoCarousel({
  label,
  logos,
  perView,
  tone = "light",
}: {
  label: string;
  logos: Partner[];
  perView: PerViewConfig;
  tone?: "light" | "dark";
}) {
  return (
    <Island
      of={CarouselIsland}
      props={{ label, words, autoplay: true, controls: "dots", gap: "sm", perView }}
      slots={{
        slides: logos.map((logo) => (
          <div
            key={logo.name}
            className={`flex h-24 items-center justify-center rounded-2xl border px-6 ${
              tone === "dark" ? "border-white/15 bg-white" : "border-line bg-surface-raised"
            }`}
          >
            <img src={logo.image} alt={logo.name} width={logo.width} height={logo.height} loading="lazy" className="h-10 w-auto" />
          </div>
        )),
      }}
    />
  );
}

/** Variant 7's brand carousel under its 'More Than 5K+ Brands' heading (spec §9: 5, 3, 2, 1 per view). */
export function BrandCarousel({ intro, label, logos }: { intro: SectionIntro; label: string; logos: Partner[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="section overflow-hidden">
      <div className="container-site">
        <SectionHeading id={headingId} eyebrow={intro.eyebrow} heading={intro.heading} text={intro.text} />
        <LogoCarousel label={label} logos={logos} perView={{ base: 5, upTo1399: 3, upTo1199: 2, upTo575: 1 }} />
      </div>
    </section>
  );
}
