import type { MetaDescriptor } from "react-router";
import { siteLocale } from "~/i18n/locales";
import { SITE_LOCALE } from "~/i18n/format";
import { site } from "~/content/site";
import { pageById, type PageEntry } from "~/pages";
import { CARD_HEIGHT, CARD_WIDTH, socialCard } from "./social-card";
import { pageStructuredData } from "./structured-data";

type MetaMatch = { id: string } | undefined;

/** Absolute URL on the public site for a path. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.website.url).toString();
}

export function metaForPage(page: PageEntry): MetaDescriptor[] {
  const title = `${page.title} | ${site.name}`;
  const canonical = absoluteUrl(page.canonical);
  // Each canonical page has its own card (scripts/lib/og-images.ts); twins and layouts share it.
  const card = socialCard(page);
  const image = absoluteUrl(card.path);
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: siteLocale(SITE_LOCALE).ogLocale },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(CARD_WIDTH) },
    { property: "og:image:height", content: String(CARD_HEIGHT) },
    { property: "og:image:alt", content: card.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: card.alt },
    ...pageStructuredData(page),
  ];
}

/**
 * meta() shared by every page module: the module serves several routes (light, dark,
 * detail layouts), so the entry is found by the id of the route being rendered.
 */
export function pageMeta({ matches }: { matches: MetaMatch[] }): MetaDescriptor[] {
  const leaf = matches[matches.length - 1];
  const page = leaf ? pageById(leaf.id) : undefined;
  return page ? metaForPage(page) : [];
}

/** pageMeta plus what is specific to a page module (e.g. its own JSON-LD). */
export function pageMetaWith(extra: (page: PageEntry) => MetaDescriptor[]) {
  return ({ matches }: { matches: MetaMatch[] }): MetaDescriptor[] => {
    const leaf = matches[matches.length - 1];
    const page = leaf ? pageById(leaf.id) : undefined;
    return page ? [...metaForPage(page), ...extra(page)] : [];
  };
}
