import { useEffect, useRef, useState } from "react";
import { ExternalLink, MapPin } from "~/components/ui/icons";
import { ltrRuns } from "~/components/ui/ltr-runs";

/** The same map as a normal Google Maps page (the embed URL without output=embed). */
export function mapPageUrl(embedUrl: string): string {
  const url = new URL(embedUrl);
  url.searchParams.delete("output");
  return url.toString();
}

/**
 * Click-to-load map, an island (app/islands/map-embed.island.tsx): nothing is requested from
 * the map host until the visitor asks for it, so the page loads fast, works offline and makes
 * no third-party request on load. Then the lazy <iframe> replaces the placeholder and takes
 * focus. Without JavaScript only the link to the map page is shown; a press before the
 * island's code has arrived is replayed by the island loader.
 */
export function MapEmbed({
  src,
  title,
  address,
  buttonLabel,
  notice,
  linkLabel,
  newTabLabel,
}: {
  src: string;
  title: string;
  address: string;
  buttonLabel: string;
  notice: string;
  linkLabel: string;
  /** Said after the link's words: "(opens in a new tab)". Props, so the island's code carries no words. */
  newTabLabel: string;
}) {
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);

  if (shown) {
    return (
      <iframe
        ref={frame}
        src={src}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-[4/3] w-full rounded-2xl border border-line lg:aspect-auto lg:h-full lg:min-h-80"
      />
    );
  }
  return (
    <div className="relative flex min-h-80 w-full flex-col lg:h-full items-center justify-center gap-4 overflow-hidden rounded-2xl border border-line bg-surface-alt p-6 text-center">
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-60 [background-image:linear-gradient(var(--c-line)_1px,transparent_1px),linear-gradient(90deg,var(--c-line)_1px,transparent_1px)] [background-size:32px_32px]"
      />
      <span
        aria-hidden="true"
        className="relative inline-flex size-14 items-center justify-center rounded-full bg-brand text-on-brand shadow-lg"
      >
        <MapPin className="size-7" />
      </span>
      <p className="relative max-w-sm font-semibold text-ink">{ltrRuns(address)}</p>
      <button type="button" onClick={() => setShown(true)} className="btn-primary relative [@media(scripting:none)]:hidden">
        {buttonLabel}
      </button>
      <p className="relative max-w-sm text-sm text-muted">{notice}</p>
      <a
        href={mapPageUrl(src)}
        target="_blank"
        rel="noopener noreferrer"
        className="relative inline-flex items-center gap-1.5 text-sm font-semibold text-brand-ink underline-offset-4 hover:underline"
      >
        {linkLabel}
        <span className="sr-only">{` ${newTabLabel}`}</span>
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </div>
  );
}
