/**
 * Small interface labels that cards and forms use on every kind of page (home and inner):
 * card links, ratings, the detail sidebars' widget copy and the forms' buttons. Apart from
 * the inner pages' copy (./inner-pages) so the home pages do not carry that.
 */
/** Labels of the links and small captions repeated on cards. */
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
