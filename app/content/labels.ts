// Code, not content files: islands import them (the content modules are server-only).
import type { ShareTarget } from "./schemas/inner-pages";

export const cardLabels = {
  readMore: "Read More",
  byAuthor: "By",
  /** Screen-reader text of a testimonial rating: "4.5 out of 5". */
  ratingOutOf: "out of",
  ratingPrefix: "Rated",
  teamSocialsSuffix: "on social media",
  /** Said after an about block's 'Learn More' so the link makes sense on its own. */
  aboutLinkContext: "about Nexora",
} as const;

/** Sidebar widget headings on service detail pages. */
export const serviceSidebar = {
  searchPlaceholder: "Search by keyword",
  servicesHeading: "Our Services",
  /** Number of service links listed in the sidebar. */
  servicesCount: 6,
  tagsHeading: "Tags",
  quoteHeading: "Get A Free Quote",
  quoteButtonLabel: "Send Request",
} as const;

/** Labels for the blog comment form (fields are defined in app/forms). */
export const commentForm = {
  heading: "Leave a Comment",
  submitLabel: "Submit Now",
} as const;

/** Widget headings of the detail-page sidebars and article parts. */
export const detailLabels = {
  searchHeading: "Search",
  searchLabel: "Search services and articles",
  searchButton: "Search",
  searchNoResults: "No services or articles match",
  searchResults: "results for",
  searchResult: "result for",
  searchKinds: { Service: "Service", Article: "Article" },
  recentPostsHeading: "Recent Blogs",
  brochureUnavailable: "Not yet available",
  projectInfoHeading: "Project Information",
  needHelpHeading: "Need Help With a Project?",
  needHelpText: "Our consultants are happy to talk through your requirements, with no obligation.",
  moreBlogHeading: "More Blog",
  /** Screen readers hear "Reply to <author>". */
  replyTo: "to",
  shareOn: "Share on",
  newTab: "(opens in a new tab)",
  postedOn: "Posted on",
} as const;

export const shareTargets: ShareTarget[] = [
  { name: "Facebook", icon: "Facebook", template: "https://www.facebook.com/sharer/sharer.php?u={url}" },
  { name: "X", icon: "Twitter", template: "https://x.com/intent/post?url={url}&text={title}" },
  { name: "LinkedIn", icon: "Linkedin", template: "https://www.linkedin.com/sharing/share-offsite/?url={url}" },
];
