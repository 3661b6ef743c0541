import type { MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, LOCALES, localePath, siteLocale } from "~/i18n/locales";
import { siteLocaleCode } from "~/i18n/format";
import { site } from "~/content/site";
import { pageById, type PageEntry } from "~/pages";
import { CARD_HEIGHT, CARD_WIDTH, socialCard } from "./social-card";
import { pageStructuredData } from "./structured-data";
import { pageIdOf } from "~/route-ids";

type MetaMatch = { id: string } | undefined;

/** Absolute URL on the public site for a path. */
export function absoluteUrl(path: string): string {
  return new URL(path, site().website.url).toString();
}

/**
 * The page in every language, and `x-default` (English, which a visitor gets when none of them is theirs): the same
 * set on each of them, so every alternate links back (docs/decisions/0026-locales.md).
 */
export function languageAlternates(canonical: string, languages?: readonly string[]): MetaDescriptor[] {
  // A news item is only in the languages it is written in; x-default is English's, else the first it has.
  const locales = LOCALES.filter((l) => !languages || languages.includes(l.code));
  const fallback = locales.find((l) => l.code === DEFAULT_LOCALE.code) ?? locales[0];
  return [
    ...locales.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l.code, href: absoluteUrl(localePath(canonical, l.code)) })),
    ...(fallback
      ? [{ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(localePath(canonical, fallback.code)) }]
      : []),
  ];
}

export function metaForPage(page: PageEntry): MetaDescriptor[] {
  const title = `${page.title} | ${site().name}`;
  const locale = siteLocale(siteLocaleCode());
  const canonical = absoluteUrl(localePath(page.canonical, locale.code));
  // Each canonical page has its own card (server/og-images.ts); twins and layouts share it.
  const card = socialCard(page);
  const image = absoluteUrl(card.url);
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...languageAlternates(page.canonical, page.languages),
    { property: "og:type", content: "website" },
    { property: "og:locale", content: locale.ogLocale },
    ...LOCALES.filter((l) => l.code !== locale.code).map((l) => ({ property: "og:locale:alternate", content: l.ogLocale })),
    { property: "og:site_name", content: site().name },
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
  const page = leaf ? pageById(pageIdOf(leaf.id)) : undefined;
  return page ? metaForPage(page) : [];
}

/** pageMeta plus what is specific to a page module (e.g. its own JSON-LD). */
export function pageMetaWith(extra: (page: PageEntry) => MetaDescriptor[]) {
  return ({ matches }: { matches: MetaMatch[] }): MetaDescriptor[] => {
    const leaf = matches[matches.length - 1];
    const page = leaf ? pageById(pageIdOf(leaf.id)) : undefined;
    return page ? [...metaForPage(page), ...extra(page)] : [];
  };
}
