/**
 * Interface text: the words around the content (labels, buttons, screen-reader phrases), one
 * file per area under content/interface/<locale>/. Code imports them as `@interface/<file>.json`,
 * which the build resolves to its locale (scripts/lib/content-plugin.ts), so islands carry only
 * the keys they use. See docs/decisions/0026-locales.md.
 */
import { z } from "zod";
import { fileCollection } from "./collection.ts";
import { NonEmpty } from "./common.ts";
import { FooterLinkListSchema, HeaderCtaSchema, NavItemSchema, PageBannerSchema, PageKeySchema, type PageKey } from "./navigation.ts";
import { autoFields } from "./forms.ts";
import { placeholders } from "../../i18n/format.ts";
import { ERP_TITLE, GALLERY_CATEGORIES } from "../spec.ts";

/** Text with these `{placeholders}`, no other. */
export function template(...names: string[]) {
  const wanted = [...names].sort().join(",");
  return NonEmpty.refine((text) => [...placeholders(text)].sort().join(",") === wanted, {
    message: `must contain ${names.map((n) => `{${n}}`).join(", ")} and no other {placeholder}`,
  });
}

/** A sentence with one link in it: `… {link}the link's words{/link} …`, and no other placeholder. */
const linkTemplate = NonEmpty.refine((text) => /^[^{}]*\{link\}[^{}]+\{\/link\}[^{}]*$/.test(text), {
  message: "must contain the link's words between {link} and {/link}, and no other {placeholder}",
});
type FormKindKey = "contact" | "quote" | "comment" | "subscribe";

/** A text field per key. */
function texts<const K extends string>(keys: readonly K[]): Record<K, typeof NonEmpty> {
  return Object.fromEntries(keys.map((k) => [k, NonEmpty])) as Record<K, typeof NonEmpty>;
}

/** An interface file: its words are its exports, and its editor form follows its schema. */
function interfaceFile<S extends z.ZodObject>(name: string, file: string, schema: S, label: string) {
  return fileCollection({
    name,
    file,
    schema,
    exports: (words: z.output<S>) => words,
    form: { group: "interface", label, fields: autoFields(schema) },
  });
}

export const LabelsSchema = z.strictObject({
  cardLabels: z.strictObject({
    readMore: NonEmpty,
    byAuthor: template("author"),
    /** Screen-reader text of a testimonial rating. */
    rating: template("rating", "max"),
    teamSocials: template("name"),
    /** Said after an about block's 'Learn More' so the link makes sense on its own. */
    aboutLinkContext: NonEmpty,
  }),
  serviceSidebar: z.strictObject({
    searchPlaceholder: NonEmpty,
    servicesHeading: NonEmpty,
    tagsHeading: NonEmpty,
    quoteHeading: NonEmpty,
    quoteButtonLabel: NonEmpty,
  }),
  commentForm: z.strictObject({ heading: NonEmpty, submitLabel: NonEmpty }),
  detailLabels: z.strictObject({
    searchHeading: NonEmpty,
    recentPostsHeading: NonEmpty,
    brochureUnavailable: NonEmpty,
    projectInfoHeading: NonEmpty,
    needHelpHeading: NonEmpty,
    needHelpText: NonEmpty,
    moreBlogHeading: NonEmpty,
    /** Screen readers hear "Reply to <author>" (the visible "Reply" is the article's). */
    replyTo: template("author"),
    shareOn: template("network"),
    newTab: NonEmpty,
    postedOn: NonEmpty,
    /** The article's comment pages (links): to the older ones, with how many, and back to the newer. */
    olderComments: template("count"),
    newerComments: NonEmpty,
    commentPages: NonEmpty,
  }),
});

export const labelsCollection = interfaceFile("labels", "interface/labels.json", LabelsSchema, "Labels of cards, sidebars and articles");

export const NavigationSchema = z.strictObject({
  mainNav: NavItemSchema.array().length(5),
  headerCta: HeaderCtaSchema,
  footerServices: FooterLinkListSchema,
  footerUsefulLinks: FooterLinkListSchema,
  footerContactHeading: NonEmpty,
  // Typed by key: zod 4.6 infers an index signature from Object.fromEntries' string keys.
  pageBanners: z.strictObject(
    Object.fromEntries(PageKeySchema.options.map((key) => [key, PageBannerSchema])) as Record<PageKey, typeof PageBannerSchema>,
  ),
});

export const navigationCollection = interfaceFile(
  "navigation",
  "interface/navigation.json",
  NavigationSchema,
  "Menus, footer links and page banners",
);

/** English's plural texts: "one" and "other" (with its `{count}`); a translation has its own language's forms. */
function pluralText(...names: string[]) {
  return z.strictObject({ one: NonEmpty, other: template("count", ...names) });
}

export const FormsSchema = z.strictObject({
  fieldLabels: z.strictObject(texts(["firstName", "lastName", "name", "email", "phone", "subject", "message"])),
  submitLabels: z.strictObject(texts(["contact", "subscribe"])),
  successMessages: z.strictObject(texts(["contact", "quote", "comment", "subscribe"])),
  // One line under each form on what happens to what it sends, with a link to the privacy policy: {link}…{/link}.
  privacyNotes: z.strictObject(
    Object.fromEntries(["contact", "quote", "comment", "subscribe"].map((k) => [k, linkTemplate])) as Record<
      FormKindKey,
      typeof linkTemplate
    >,
  ),
  formCopy: z.strictObject({
    requiredNote: NonEmpty,
    subscribeInputLabel: NonEmpty,
    sending: NonEmpty,
    fixErrors: pluralText(),
    notSent: NonEmpty,
    honeypotLabel: NonEmpty,
    // Above the quote form of a service's detail page: which service the request is about.
    aboutService: template("service"),
  }),
  // Double opt-in, written by the server only: the answer to a subscription, the e-mail asking to confirm it ({site},
  // {link}: the confirmation page) and that page's words.
  subscription: z.strictObject({
    checkInbox: NonEmpty,
    emailSubject: template("site"),
    emailBody: template("site", "link"),
    confirmIntro: NonEmpty,
    confirmButton: NonEmpty,
    confirmed: NonEmpty,
    already: NonEmpty,
    invalid: NonEmpty,
    expired: NonEmpty,
    gone: NonEmpty,
  }),
  // Written by the server only: kept out of the form's browser code.
  serverMessages: z.strictObject({
    rateLimited: pluralText(),
    unavailable: NonEmpty,
    fieldUnreadable: NonEmpty,
  }),
  validation: z.strictObject({
    tooLong: template("max"),
    singleLine: NonEmpty,
    multiLine: NonEmpty,
    emailRequired: NonEmpty,
    emailInvalid: NonEmpty,
    phoneInvalid: NonEmpty,
    messageRequired: NonEmpty,
    commentRequired: NonEmpty,
    firstNameRequired: NonEmpty,
  }),
});

export const formsCollection = interfaceFile("forms", "interface/forms.json", FormsSchema, "Forms: labels and messages");

export const CommonSchema = z.strictObject({
  layout: z.strictObject({
    ...texts([
      "mainNav",
      "mainMenu",
      "menu",
      "soon",
      "backToTop",
      "breadcrumb",
      "legal",
      "terms",
      "privacy",
      "legalNotice",
      "home",
      "language",
      "skipToContent",
    ]),
    socialLinks: template("name"),
    // A submenu's button beside its section's own link, named after the section.
    submenu: template("label"),
    // The spec's top bar.
    topBar: z.literal("A Professional SEO & Digital Marketing Company Serving Businesses Worldwide"),
  }),
  // Each island's own key, so its words travel in its own code.
  carousel: z.strictObject({
    ...texts(["previousSlide", "nextSlide", "startSlideShow", "stopSlideShow", "carousel", "slide"]),
    showSlide: template("index", "count"),
    slideOf: template("index", "count"),
  }),
  video: z.strictObject({ closeVideo: NonEmpty }),
  // The legal pages (content/legal): when their text last changed, and what a fact the company has yet to fill in says.
  legalPage: z.strictObject({ updated: template("date"), toComplete: NonEmpty }),
  widgets: z.strictObject({ ...texts(["partners", "pausePartners"]), teamPortrait: template("name") }),
  homeLabels: z.strictObject({
    ...texts(["projectSlider", "testimonialCarousel", "partnerCarousel", "brandCarousel", "galleryTabs", "highlights", "counters"]),
    ...texts(["perPeriod", "stepLink"]),
    planSuffix: template("plan"),
  }),
  // English's are the spec's words.
  sections: z.strictObject({
    experienceLabel: z.literal("Years Experience"),
    blogCommentsHeading: z.literal("Blog Comments"),
    faqHeading: z.literal("Frequently Asked Question"),
    erpTitle: z.literal(ERP_TITLE),
    projectButton: z.literal("Learn More"),
    planButton: z.literal("Buy Now"),
    planPeriod: z.literal("month"),
    replyLabel: z.literal("Reply"),
  }),
  /** The gallery's tab labels, by the category each project file names. */
  galleryCategories: z.strictObject(Object.fromEntries(GALLERY_CATEGORIES.map((c) => [c, z.literal(c)]))),
  search: z.strictObject({
    ...texts(["boxLabel", "button", "resultsLabel", "emptyQuery", "noResultsHint", "liveUnavailable", "unavailable", "allResults"]),
    noResults: template("query"),
    resultsFor: pluralText("query"),
    resultsTitle: template("query"),
  }),
  errors: z.strictObject({
    ...texts(["badRequestHeading", "clientErrorHeading", "notFoundText", "badRequestText", "clientErrorText", "serverErrorText"]),
    serverErrorHeading: z.literal("Unexpected Application Error!"),
    backHome: NonEmpty,
    statusTexts: z.strictObject(texts(["400", "403", "404", "405", "413", "429", "500", "other"])),
  }),
});

export const commonCollection = interfaceFile(
  "common",
  "interface/common.json",
  CommonSchema,
  "Header, footer, widgets, search and error page",
);

const PageTextsSchema = z.strictObject(texts(["title", "heading", "description"]));
const PAGE_IDS = [
  "home",
  "about",
  "service",
  "service-details",
  "project",
  "project-details",
  "team",
  "testimonial",
  "blog",
  "blog-details",
  "contact",
  "search",
  "subscription",
  "privacy-policy",
  "terms-conditions",
  "legal-notice",
];

export const PagesSchema = z.strictObject({
  pages: z.strictObject(Object.fromEntries(PAGE_IDS.map((id) => [id, PageTextsSchema]))),
  homeVariants: z.strictObject(texts(["home2", "home3", "home4", "home5", "home7"])),
  homeVariantDescription: template("title"),
  layoutTitles: z.strictObject({ dark: template("title"), right: template("title"), center: template("title") }),
  // The spec's header buttons in English.
  ctas: z.strictObject({ quote: z.literal("Get A Quote"), start: z.literal("Get Started Now"), contact: z.literal("Contact Us") }),
});

export const pagesTextCollection = interfaceFile(
  "pageTexts",
  "interface/pages.json",
  PagesSchema,
  "Page titles, descriptions and header buttons",
);
