/**
 * What each page's social card (og:image) shows and where it is. Pure data: meta.ts links the card,
 * server/og-images.ts draws it at build time and again when a publish changes it (docs/decisions/0023-social-images.md).
 */
import { headerCta, mainNav } from "~/content/navigation";
import { blogArticle } from "~/content/blog-article";
import { projectDetail } from "~/content/project-detail";
import { serviceDetail } from "~/content/service-detail";
import { site } from "~/content/site";
import { DEFAULT_LOCALE, siteLocale } from "~/i18n/locales";
import { siteLocaleCode, listComma } from "~/i18n/format";
import { newsPageOf, pages, searchPage, type PageEntry } from "~/pages";
import { news } from "~/content/news";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export type TextDirection = "ltr" | "rtl";

/** Everything a card shows; each locale's pages bring their own texts. */
export interface CardTexts {
  /** BCP 47, e.g. "en", "de", "ar". */
  locale: string;
  dir: TextDirection;
  title: string;
  section: string;
  brand: string;
  domain: string;
}

export interface SocialCard extends CardTexts {
  /** URL path of the PNG, e.g. /og/service/service-details.png. */
  path: string;
  /** What pages link: the path and a digest of the texts (a publish that changes them draws the card again). */
  url: string;
  alt: string;
}

/**
 * Eight hex digits that change with what a card shows (FNV-1a: a cache key, not a secret). A page links its card with
 * them, so a revision's page names the card drawn for it, and a cache or a network's preview of an older card is not
 * reused for a new title.
 */
export function cardVersion(texts: CardTexts): string {
  let hash = 0x811c9dc5;
  const text = JSON.stringify([texts.locale, texts.dir, texts.title, texts.section, texts.brand, texts.domain]);
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, "0");
}

/**
 * `/` → /og/home.png, `/blog/blog-details` → /og/blog/blog-details.png: the canonical path, so names stay stable;
 * another language's cards under its code (/og/de/home.png).
 */
export function cardPath(canonical: string, locale: string = DEFAULT_LOCALE.code): string {
  const clean = canonical.replace(/^\/+|\/+$/g, "");
  const folder = locale === DEFAULT_LOCALE.code ? "/og" : `/og/${locale}`;
  return `${folder}/${clean === "" ? "home" : clean}.png`;
}

export function cardAlt(texts: Pick<CardTexts, "title" | "section" | "brand" | "locale">): string {
  return `${texts.title} — ${texts.section}${listComma(texts.locale)}${texts.brand}`;
}

/**
 * The section a card names, from the declared navigation: the header menu that links the page's
 * first path segment, the home layouts under the menu's home link, the contact page under the
 * header's call to action, and the site's name for a page the navigation does not reach (search).
 */
export function sectionOf(page: PageEntry): string {
  const root = "/" + (page.canonical.split("/")[1] ?? "");
  const target = page.inner ? root : "/";
  const item = mainNav.find((i) => i.href === target || i.children?.some((c) => c.href === target));
  if (item) return item.label;
  if (target === headerCta.href) return headerCta.labels.main;
  return site().name;
}

function domainOf(url: string): string {
  return new URL(url).host;
}

// A detail page's card names its subject (the article, the service, the project), not its banner's "Blog Details".
const subjects = (): Record<string, string> => ({
  "/blog/blog-details": blogArticle().title,
  "/service/service-details": serviceDetail().title,
  "/project/project-details": projectDetail().title,
});

/** The card of a page; dark twins and layout variants get their canonical page's card. */
export function socialCard(page: PageEntry): SocialCard {
  const own = [...pages, searchPage].find((p) => p.path === page.canonical) ?? page;
  const texts: CardTexts = {
    locale: siteLocale(siteLocaleCode()).code,
    dir: siteLocale(siteLocaleCode()).dir,
    title: subjects()[own.canonical] ?? own.heading,
    section: sectionOf(own),
    brand: site().name,
    domain: domainOf(site().website.url),
  };
  const path = cardPath(own.canonical, texts.locale);
  return { ...texts, path, url: `${path}?v=${cardVersion(texts)}`, alt: cardAlt(texts) };
}

/** One card per distinct canonical page, search and the news items in this language included (their meta link one too). */
export function allSocialCards(): SocialCard[] {
  const byPath = new Map<string, SocialCard>();
  for (const page of [...pages, searchPage, ...news().map((item) => newsPageOf(item))]) {
    const card = socialCard(page);
    byPath.set(card.path, card);
  }
  return [...byPath.values()];
}
