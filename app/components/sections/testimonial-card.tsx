import { Quote } from "lucide-react";
import { RATING_MAX, type Testimonial } from "~/content/testimonials";
import { cardLabels } from "~/content/labels";
import { CardGrid, type CardHeading, type GridOptions } from "./card-grid";
import { fill, listComma } from "~/i18n/format";
import { specFigures, formatDecimal } from "~/i18n/figures";

/**
 * Five stars drawn for the eye (the rating itself is given as text): a faint row of five, and
 * over it a full-colour row cut to the rating, so 4.5 shows four and a half stars. Two elements
 * instead of five inline SVGs per card.
 */
function Stars({ rating }: { rating: number }) {
  const filled = Math.min(Math.max(rating, 0), RATING_MAX);
  return (
    <span
      aria-hidden="true"
      data-stars={filled}
      className="relative inline-block h-4 shrink-0 text-accent"
      style={{ width: `${RATING_MAX * 1.125}rem` }}
    >
      <span className="star-row absolute inset-0 opacity-40" />
      <span className="star-row absolute inset-y-0 start-0" style={{ width: `${filled * 1.125}rem` }} />
    </span>
  );
}

/** Star rating with its visible '(4.5)' and '4.5 out of 5' for screen readers. */
export function Rating({ testimonial }: { testimonial: Testimonial }) {
  return (
    <p className="flex items-center gap-2 text-sm font-semibold text-ink">
      <Stars rating={testimonial.rating} />
      <span aria-hidden="true">{specFigures() ? testimonial.ratingText : `(${formatDecimal(testimonial.rating)})`}</span>
      <span className="sr-only">
        {fill(cardLabels.rating, { rating: formatDecimal(testimonial.rating), max: formatDecimal(RATING_MAX) })}
      </span>
    </p>
  );
}

/** A client quote: headline, text, rating and author with photo and role. */
export function TestimonialCard({ testimonial, headingLevel: Heading = "h3" }: { testimonial: Testimonial; headingLevel?: CardHeading }) {
  return (
    <figure className="card relative flex h-full flex-col p-7">
      <Quote aria-hidden="true" className="absolute end-6 top-6 size-10 text-brand-soft" />
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
            {testimonial.role}
            {listComma()}
            {testimonial.company}
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
