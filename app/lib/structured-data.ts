/**
 * JSON-LD (schema.org) for the document head. Organization and WebSite go on every page,
 * BreadcrumbList on inner pages; route modules add what is specific to them (BlogPosting,
 * FAQPage, Service) from the content they already render.
 */
import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import type { PageEntry } from "~/pages";
import { siteLocale } from "~/i18n/locales";
import { siteLocaleCode } from "~/i18n/format";
import { localHref } from "~/i18n/links";
import { layout } from "@interface/common";

type Json = Record<string, unknown>;

function origin(): string {
  return site().website.url.replace(/\/$/, "");
}

// A page, in this build's language (/de/about).
function url(path: string): string {
  const local = localHref(path);
  return local === "/" ? `${origin()}/` : `${origin()}${local}`;
}

// A file, the same in every language.
function fileUrl(path: string): string {
  return `${origin()}${path}`;
}

export function jsonLd(data: Json): MetaDescriptor {
  return { "script:ld+json": { "@context": "https://schema.org", ...data } };
}

export function organization(): Json {
  return {
    "@type": "Organization",
    "@id": `${origin()}/#organization`,
    name: site().name,
    legalName: site().legalName,
    url: url("/"),
    logo: fileUrl("/images/logo.svg"),
    email: site().email.display,
    telephone: site().phones.map((p) => p.tel),
    address: {
      "@type": "PostalAddress",
      streetAddress: site().address.street,
      addressLocality: site().address.city,
      addressRegion: site().address.region,
      postalCode: site().address.postcode,
      addressCountry: site().address.country,
    },
  };
}

export function webSite(): Json {
  return {
    "@type": "WebSite",
    "@id": `${origin()}/#website`,
    name: site().name,
    inLanguage: siteLocale(siteLocaleCode()).code,
    url: url("/"),
    publisher: { "@id": `${origin()}/#organization` },
  };
}

export function breadcrumbs(page: PageEntry): Json {
  return {
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: layout.home, item: url("/") },
      { "@type": "ListItem", position: 2, name: page.heading, item: url(page.canonical) },
    ],
  };
}

export function faqPage(items: { question: string; answer: string }[]): Json {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}

export function blogPosting(post: { title: string; summary: string; date: string; author: string; image: string }, path: string): Json {
  return {
    "@type": "BlogPosting",
    headline: post.title,
    inLanguage: siteLocale(siteLocaleCode()).code,
    description: post.summary,
    datePublished: post.date,
    author: { "@type": "Person", name: post.author },
    image: fileUrl(post.image),
    mainEntityOfPage: url(path),
    publisher: { "@id": `${origin()}/#organization` },
  };
}

export function service(s: { title: string; description: string }, path: string): Json {
  return {
    "@type": "Service",
    name: s.title,
    description: s.description,
    url: url(path),
    provider: { "@id": `${origin()}/#organization` },
    areaServed: "Worldwide",
  };
}

/** The JSON-LD every page carries. */
export function pageStructuredData(page: PageEntry): MetaDescriptor[] {
  return [jsonLd(organization()), jsonLd(webSite()), ...(page.inner ? [jsonLd(breadcrumbs(page))] : [])];
}
