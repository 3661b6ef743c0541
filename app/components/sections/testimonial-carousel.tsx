import type { ComponentProps } from "react";
import { Quote } from "lucide-react";
import { homeLabels } from "~/content/home";
import { itSections } from "~/content/it-sections";
import { testimonials, type Testimonial } from "~/content/testimonials";
import { CarouselSection } from "./carousel-section";
import { Rating, TestimonialCard } from "./testimonial-card";

// Main home and variant 5 sliders.
function SpotlightSlide({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="grid items-center gap-8 rounded-3xl border border-line bg-surface-raised p-6 md:grid-cols-[16rem_1fr] md:gap-12 md:p-12">
      <div className="relative mx-auto w-48 md:w-full">
        <div aria-hidden="true" className="absolute -inset-3 rotate-6 rounded-[2rem] bg-brand-soft" />
        <img
          src={testimonial.image}
          alt=""
          width={160}
          height={160}
          loading="lazy"
          decoding="async"
          className="relative aspect-square w-full rounded-[1.75rem] bg-brand-soft object-cover"
        />
        <span
          aria-hidden="true"
          className="absolute -end-3 -bottom-3 inline-flex size-14 items-center justify-center rounded-2xl bg-brand text-on-brand shadow-lg"
        >
          <Quote className="size-6 fill-current" />
        </span>
      </div>
      <div>
        <Rating testimonial={testimonial} />
        <h3 className="mt-4 text-2xl md:text-3xl">{testimonial.title}</h3>
        <blockquote className="mt-4 text-lg leading-relaxed text-muted">
          <p>{testimonial.text}</p>
        </blockquote>
        <p className="mt-8 border-t border-line pt-6">
          <span className="block text-lg font-semibold text-ink">{testimonial.author}</span>
          <span className="text-muted">{testimonial.subtitle}</span>
        </p>
      </div>
    </figure>
  );
}

// Slides per view, autoplay and controls per page from spec §9; one card per view is kept to a readable width.
export function TestimonialCarousel({
  items,
  layout,
  ...section
}: {
  items: Testimonial[];
  layout: "spotlight" | "cards";
} & Omit<ComponentProps<typeof CarouselSection>, "label" | "slides">) {
  return (
    <CarouselSection
      {...section}
      label={homeLabels.testimonialCarousel}
      slides={items.map((t) =>
        layout === "spotlight" ? (
          <SpotlightSlide key={t.author} testimonial={t} />
        ) : (
          <div key={t.author} className="@container h-full">
            <div className="mx-auto h-full @4xl:max-w-3xl">
              <TestimonialCard testimonial={t} />
            </div>
          </div>
        ),
      )}
    />
  );
}

// Variant 2's carousel, spec §9: 3 slides, 1 up to 1399px.
export function CommonTestimonials({ tone }: { tone?: "plain" | "alt" }) {
  return (
    <TestimonialCarousel
      intro={itSections().testimonials}
      items={testimonials().slice(0, 6)}
      layout="cards"
      perView={{ base: 3, upTo1399: 1, upTo1199: 1, upTo575: 1 }}
      autoplay
      controls="dots"
      tone={tone}
    />
  );
}
