import type { ReactNode } from "react";
import { ArrowRight } from "~/components/ui/icons";
import type { Hero as HeroContent } from "~/content/home";
import { site } from "~/content/site";
import { video } from "@interface/common";
import { Island } from "~/islands/island";
import { VideoDialogIsland } from "~/islands/video-dialog.island";
import { localHref } from "~/i18n/links";
import { ContentImage } from "~/components/ui/content-image";

export type HeroTone = "light" | "dark";

const tones: Record<HeroTone, { section: string; eyebrow: string; title: string; text: string; secondary: string }> = {
  light: {
    section: "bg-surface-alt text-ink",
    eyebrow: "bg-surface-raised text-brand-ink ring-1 ring-line",
    title: "text-ink",
    text: "text-muted",
    secondary: "btn-outline",
  },
  dark: {
    section: "bg-inverse text-on-inverse",
    eyebrow: "bg-white/10 text-white ring-1 ring-white/20",
    title: "text-white",
    text: "text-on-inverse-muted",
    secondary: "btn border-2 border-white/70 text-white hover:bg-white hover:text-[#0b1533]",
  },
};

/**
 * The top of a home page: eyebrow, the page's single <h1>, lead text, one or two buttons,
 * an optional video play button and the illustration. `children` renders under the copy
 * inside the hero band (variant 4's partner-logo carousel).
 */
export function Hero({
  content,
  image,
  tone = "light",
  children,
}: {
  content: HeroContent;
  image: string;
  tone?: HeroTone;
  children?: ReactNode;
}) {
  const t = tones[tone];
  return (
    <section className={`relative isolate overflow-hidden ${t.section}`}>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 [background:radial-gradient(48rem_30rem_at_85%_10%,color-mix(in_srgb,var(--c-brand)_22%,transparent),transparent_70%),radial-gradient(36rem_24rem_at_0%_100%,color-mix(in_srgb,var(--c-accent)_14%,transparent),transparent_70%)]"
      />
      <div className="container-site grid items-center gap-12 pt-14 pb-16 md:pt-20 md:pb-24 lg:grid-cols-[1.15fr_1fr] lg:gap-14">
        <div>
          <p className={`mb-6 inline-flex rounded-full px-4 py-1.5 text-sm font-semibold tracking-wide ${t.eyebrow}`}>{content.eyebrow}</p>
          <h1 className={`text-4xl leading-[1.1] font-extrabold sm:text-5xl lg:text-[3.5rem] ${t.title}`}>{content.heading}</h1>
          <p className={`mt-6 max-w-xl text-lg leading-relaxed ${t.text}`}>{content.text}</p>
          <div className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-5">
            {content.buttons.map((button, i) => (
              <a key={button.label} href={localHref(button.href)} className={i === 0 ? "btn-primary" : t.secondary}>
                {button.label}
                {i === 0 ? <ArrowRight aria-hidden="true" className="size-4" /> : null}
              </a>
            ))}
            {content.videoLabel ? (
              <Island
                of={VideoDialogIsland}
                start="use"
                props={{
                  embedUrl: site().videoEmbedUrl,
                  title: site().videoTitle,
                  triggerLabel: content.videoLabel,
                  closeLabel: video.closeVideo,
                  showLabel: true,
                  tone,
                }}
              />
            ) : null}
          </div>
        </div>
        <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
          {/* A soft glow behind the image, drawn as a gradient: a blur filter costs far more to paint. */}
          <div
            aria-hidden="true"
            className="absolute -inset-8 -z-10 bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-brand)_16%,transparent),transparent)]"
          />
          <ContentImage
            sizes="(min-width: 768px) 50vw, 100vw"
            src={image}
            alt=""
            width={720}
            height={640}
            fetchPriority="high"
            className="h-auto w-full rounded-[2rem]"
          />
        </div>
      </div>
      {children ? <div className="container-site pb-14 md:pb-20">{children}</div> : null}
    </section>
  );
}
