import { Quote, Star, StarHalf } from "lucide-react";
import { RATING_MAX, type Testimonial } from "~/content/testimonials";
import { cardLabels } from "~/content/inner-pages";
import { CardGrid, type CardHeading, type GridOptions } from "./card-grid";

/** Five stars drawn for the eye; the rating itself is given as text. */
function Stars({ rating }: { rating: number }) {
  return (
    <span aria-hidden="true" className="inline-flex gap-0.5 text-accent">
      {Array.from({ length: RATING_MAX }, (_, i) => {
        const fill = rating - i;
        if (fill >= 1) return <Star key={i} className="size-4 fill-current" />;
        if (fill > 0) return <StarHalf key={i} className="size-4 fill-current" />;
        return <Star key={i} className="size-4 opacity-40" />;
      })}
    </span>
  );
}

/** Star rating with its visible '(4.5)' and '4.5 out of 5' for screen readers. */
export function Rating({ testimonial }: { testimonial: Testimonial }) {
  return (
    <p className="flex items-center gap-2 text-sm font-semibold text-ink">
      <Stars rating={testimonial.rating} />
      <span aria-hidden="true">{testimonial.ratingText}</span>
      <span className="sr-only">
        {`${cardLabels.ratingPrefix} ${testimonial.rating} ${cardLabels.ratingOutOf} ${RATING_MAX}`}
      </span>
    </p>
  );
}

/** A client quote: headline, text, rating and author with photo and role. */
export function TestimonialCard({
  testimonial,
  headingLevel: Heading = "h3",
}: {
  testimonial: Testimonial;
  headingLevel?: CardHeading;
}) {
  return (
    <figure className="card relative flex h-full flex-col p-7">
      <Quote aria-hidden="true" className="absolute top-6 right-6 size-10 text-brand-soft" />
      <Rating testimonial={testimonial} />
      <Heading className="mt-4 text-lg">{testimonial.title}</Heading>
      <blockquote className="mt-3 flex-1 leading-relaxed text-muted">
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 border-t border-line pt-5">
        <img
          src={testimonial.image}
          alt=""
          width={160}
          height={160}
          loading="lazy"
          decoding="async"
          className="size-14 shrink-0 rounded-full bg-brand-soft object-cover"
        />
        <span className="flex flex-col">
          <span className="font-semibold text-ink">{testimonial.author}</span>
          <span className="text-sm text-muted">
            {testimonial.role}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

export function TestimonialGrid({ items, headingLevel, ...grid }: GridOptions & { items: Testimonial[] }) {
  return (
    <CardGrid
      {...grid}
      items={items}
      itemKey={(t) => t.author}
      renderItem={(t) => <TestimonialCard testimonial={t} headingLevel={headingLevel} />}
    />
  );
}
