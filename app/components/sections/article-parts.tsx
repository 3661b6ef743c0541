import { useId, type ReactNode } from "react";
import { ContentImage } from "~/components/ui/content-image";

/** The lead image of a detail article (above the fold: loaded eagerly): decoration unless the article says what it shows. */
export function ArticleImage({ src, width, height, alt = "" }: { src: string; width: number; height: number; alt?: string }) {
  return (
    <ContentImage
      sizes="(min-width: 1024px) 800px, 100vw"
      src={src}
      alt={alt}
      width={width}
      height={height}
      fetchPriority="high"
      className="mb-8 h-auto w-full rounded-3xl bg-brand-soft"
    />
  );
}

/** A titled part of a detail article (h3 under the article's h2). */
export function ArticleSection({ heading, id, children }: { heading: string; id?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="lazy-render -mx-2 mt-12 px-2">
      <h3 id={headingId} className="mb-5 text-2xl md:text-3xl">
        {heading}
      </h3>
      {children}
    </section>
  );
}

/** Body paragraphs of an article. */
export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <>
      {items.map((p) => (
        <p key={p} className="mt-4 leading-relaxed text-muted first:mt-0">
          {p}
        </p>
      ))}
    </>
  );
}
