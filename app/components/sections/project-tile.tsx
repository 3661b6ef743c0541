import { ArrowUpRight } from "~/components/ui/icons";
import type { GalleryItem } from "~/content/projects";
import { localHref } from "~/i18n/links";
import { galleryCategories } from "@interface/common";
import { ContentImage } from "~/components/ui/content-image";

/**
 * A portfolio item (slider, gallery, featured projects): image, category, title, summary and
 * its link to the project page. "horizontal" puts the image beside the text from 640px up;
 * `size="large"` is the lead item of a featured layout.
 */
export function ProjectTile({
  item,
  headingLevel: Heading = "h3",
  orientation = "vertical",
  size = "normal",
}: {
  item: GalleryItem;
  headingLevel?: "h3" | "h4";
  orientation?: "vertical" | "horizontal";
  size?: "normal" | "large";
}) {
  const horizontal = orientation === "horizontal";
  return (
    <article className={`card group flex h-full flex-col overflow-hidden ${horizontal ? "sm:flex-row" : ""}`}>
      <div className={`relative shrink-0 overflow-hidden bg-brand-soft ${horizontal ? (size === "large" ? "sm:w-1/2" : "sm:w-2/5") : ""}`}>
        <ContentImage
          sizes="(min-width: 768px) 50vw, 100vw"
          src={item.image}
          alt=""
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
          className={`aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-105 ${
            horizontal ? "sm:h-full" : ""
          }`}
        />
        <span className="absolute start-4 top-4 rounded-full bg-surface-raised px-3 py-1 text-xs font-semibold text-brand-ink shadow-sm">
          {galleryCategories[item.category]}
        </span>
      </div>
      <div className={`flex flex-1 flex-col p-6 ${horizontal ? "sm:justify-center" : ""} ${size === "large" ? "md:p-10" : ""}`}>
        <Heading className={size === "large" ? "text-2xl leading-snug md:text-3xl" : "text-xl leading-snug"}>{item.title}</Heading>
        <p className={`mt-3 leading-relaxed text-muted ${horizontal ? "" : "flex-1"} ${size === "large" ? "md:text-lg" : ""}`}>
          {item.desc}
        </p>
        <a
          href={localHref(item.link)}
          className="mt-5 inline-flex items-center gap-2 self-start font-semibold text-brand-ink hover:underline"
        >
          {item.buttonLabel}
          <span className="sr-only">: {item.title}</span>
          <ArrowUpRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5 rtl:group-hover:-translate-x-0.5"
          />
        </a>
      </div>
    </article>
  );
}
