/**
 * From content files to the typed data the pages use. The files hold what an editor changes;
 * these functions add what the code owns: links computed from other fields, icons, and the
 * values the spec fixes. The collection records (../schemas/*) call them on their records, in
 * the records' order, and the content validation checks what they return: what is checked is
 * what the pages get.
 */
import type { SocialLink, SocialLinkFile, IconName } from "../schemas/common";
import type { Site, SiteFile } from "../schemas/site";
import type { Service, ServiceFile } from "../schemas/services";
import type { GalleryItem, GalleryItemFile, ProjectCard, ProjectCardFile } from "../schemas/projects";
import type { TeamMember, TeamMemberFile } from "../schemas/team";
import type { Testimonial, TestimonialFile } from "../schemas/testimonials";
import type { Faq, FaqGroup } from "../schemas/faqs";
import type { PricingPlan, PricingPlanFile } from "../schemas/pricing";
import type { BlogArticle, BlogArticleFile, BlogComment, Post, PostFile } from "../schemas/posts";
import type { Partner, PartnerFile } from "../schemas/partners";
import { ERP_TITLE, FAQ_PREVIEW_COUNT } from "../spec.ts";
import { formatPrice } from "../../i18n/figures.ts";

/** One parsed content file: its path inside content/ (`team/01-daniel-whitmore.json`) and its data. */
export interface ContentFile<T = unknown> {
  file: string;
  data: T;
}

/** Data of records without their `order` field (it only sorts them). */
export function withoutOrder<T extends { order: number }>(data: T): Omit<T, "order"> {
  const { order: _order, ...rest } = data;
  return rest;
}

/** An optional text an editor may have cleared: empty means absent. */
export function optionalText(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value.trim() === "" ? undefined : value;
}

// ---------------------------------------------------------------------------
// Site settings (content/settings/site.json)
// ---------------------------------------------------------------------------

const SOCIAL_ICONS: Record<SocialLink["name"], IconName> = {
  Facebook: "Facebook",
  X: "Twitter",
  LinkedIn: "Linkedin",
  Instagram: "Instagram",
};

export function socialLinks(files: SocialLinkFile[]): SocialLink[] {
  return files.map(({ name, url }) => ({ name, icon: SOCIAL_ICONS[name], url: optionalText(url) ?? null }));
}

export function siteSettings(file: SiteFile, layout: { terms: string; privacy: string; legalNotice: string; topBar: string }): Site {
  const phones = file.phones.map((phone) => ({ display: phone.display, tel: phone.tel, href: `tel:${phone.tel}` })) as Site["phones"];
  return {
    name: file.name,
    legalName: file.legalName,
    tagline: file.tagline,
    bannerText: layout.topBar,
    footerBlurb: file.footerBlurb,
    phones,
    headerPhone: phones[0],
    email: { display: file.email, href: `mailto:${file.email}` },
    website: file.website,
    address: file.address,
    openingHours: file.openingHours,
    mapEmbedUrl: file.mapEmbedUrl,
    mapTitle: file.mapTitle,
    videoEmbedUrl: file.videoEmbedUrl,
    videoTitle: file.videoTitle,
    copyrightYear: 2024,
    copyrightText: file.copyrightText,
    socials: socialLinks(file.socials),
    legalLinks: [
      // The spec's words in English (checked there); a translation's own.
      { label: layout.terms as "Terms & Conditions", href: "/terms-conditions" },
      { label: layout.privacy as "Privacy Policy", href: "/privacy-policy" },
      { label: layout.legalNotice, href: "/legal-notice" },
    ],
    logo: file.logo,
  };
}

// ---------------------------------------------------------------------------
// Services (content/services/<slug>.json)
// ---------------------------------------------------------------------------

export function serviceCards(files: ContentFile<ServiceFile>[]): Service[] {
  return files.map(({ data }) => ({
    slug: data.slug,
    icon: data.icon,
    title: data.title,
    desc: data.desc,
    // The one detail page of the spec, named the service so its quote form says and sends which one it is about.
    btnLink: `/service/service-details?service=${data.slug}`,
    image: data.image,
  }));
}

// ---------------------------------------------------------------------------
// Projects (content/projects/*.json) and the project gallery (content/gallery/*.json)
// ---------------------------------------------------------------------------

const PROJECT_DETAILS = "/project/project-details";

export function projectCards(files: ContentFile<ProjectCardFile>[], texts: { erpTitle: string; projectButton: string }): ProjectCard[] {
  return files.map(({ data }) => ({
    icon: data.icon,
    title: texts.erpTitle as typeof ERP_TITLE,
    image: data.image,
    desc: data.desc,
    link: PROJECT_DETAILS,
    buttonLabel: texts.projectButton as "Learn More",
  }));
}

export function galleryItems(files: ContentFile<GalleryItemFile>[]): GalleryItem[] {
  return files.map(({ data }) => ({
    image: data.image,
    title: data.title,
    buttonLabel: data.buttonLabel,
    desc: data.desc,
    category: data.category,
    link: PROJECT_DETAILS,
  }));
}

// ---------------------------------------------------------------------------
// Team (content/team/*.json), testimonials, FAQ and pricing plans
// ---------------------------------------------------------------------------

export function teamMembers(files: ContentFile<TeamMemberFile>[], socials: SocialLink[]): TeamMember[] {
  return files.map(({ data }) => ({ name: data.name, role: data.role, image: data.image, socials }));
}

/** Every testimonial shows the spec's rating. */
export const TESTIMONIAL_RATING = 4.5;

export function testimonialList(files: ContentFile<TestimonialFile>[]): Testimonial[] {
  return files.map(({ data }) => ({
    ...withoutOrder(data),
    rating: TESTIMONIAL_RATING,
    ratingText: `(${TESTIMONIAL_RATING})`,
  })) as Testimonial[];
}

export function faqCollection(files: ContentFile<Faq>[]): { faqs: Faq[]; faqPreview: Faq[]; faqGroups: [FaqGroup, FaqGroup] } {
  const faqs = files.map(({ data }) => ({ id: data.id, question: data.question, answer: data.answer }));
  return {
    faqs,
    faqPreview: faqs.slice(0, FAQ_PREVIEW_COUNT),
    faqGroups: [
      { items: faqs.slice(0, 4), defaultOpenId: 1 },
      { items: faqs.slice(4, 8), defaultOpenId: 5 },
    ],
  };
}

export function pricingPlanList(files: ContentFile<PricingPlanFile>[], texts: { planButton: string; planPeriod: string }): PricingPlan[] {
  return files.map(({ data }) => {
    const popular = optionalText(data.popular);
    return {
      title: data.title,
      // The specification's "$9.9": the page shows it in its language (pricing-plans.tsx).
      price: formatPrice(data.price, "en"),
      period: texts.planPeriod,
      description: data.description,
      featureHeading: data.featureHeading,
      features: data.features,
      buttonLabel: texts.planButton,
      link: data.link,
      ...(popular ? { popular } : {}),
    } as PricingPlan;
  });
}

// ---------------------------------------------------------------------------
// Blog: post teasers (content/posts/*.json) and the featured article (content/articles/*.md)
// ---------------------------------------------------------------------------

export function postTeasers(files: ContentFile<PostFile>[]): Post[] {
  return files.map(({ data }) => ({ ...data, link: "/blog/blog-details" }));
}

export function featuredArticle(
  file: BlogArticleFile,
  replyLabel: string,
): { blogArticle: BlogArticle; blogComments: BlogComment[]; blogTags: string[] } {
  const { tags, comments, ...article } = file;
  return {
    blogArticle: {
      title: article.title,
      image: article.image,
      date: article.date,
      author: article.author,
      category: article.category,
      intro: article.intro,
      quote: article.quote,
      sections: article.sections,
      conclusion: article.conclusion,
      tagsHeading: article.tagsHeading,
      shareHeading: article.shareHeading,
    },
    blogComments: comments.map((comment) => ({ ...comment, replyLabel: replyLabel as "Reply" })),
    blogTags: tags,
  };
}

// ---------------------------------------------------------------------------
// Partner logos (content/partners/*.json)
// ---------------------------------------------------------------------------

export function partnerLogos(files: ContentFile<PartnerFile>[]): Partner[] {
  return files.map(({ data }) => ({ name: data.name, image: data.image, width: 160, height: 48 }));
}
