/**
 * The blog details page: the article, its comments and tags, and the comment form's copy.
 * Apart from the post teasers (./posts) so that pages showing only teasers do not carry it.
 */
import type { BlogArticle, BlogComment } from "./schemas/posts";

export const blogArticle: BlogArticle = {
  title: "Seven SEO Trends Every Business Should Watch This Year",
  image: "/images/blog/post-1.svg",
  date: "2024-11-18",
  author: "Sofia Alvarez",
  category: "SEO",
  intro: [
    "Search engines have never changed as quickly as they are changing now. New result formats, smarter algorithms and shifting user habits mean the tactics that worked two years ago can quietly stop delivering. The good news is that the fundamentals — useful content, a fast website and genuine authority — matter more than ever.",
    "In this article our SEO team shares the trends we are seeing across hundreds of client campaigns, and the practical steps you can take to stay visible and keep growing qualified traffic.",
  ],
  quote: {
    text: "The businesses that win in search are the ones that answer their customers' questions better than anyone else — clearly, quickly and honestly.",
    author: "Sofia Alvarez, Head of SEO at Nexora",
  },
  sections: [
    {
      heading: "Helpful Content Beats Volume",
      paragraphs: [
        "Publishing more pages is no longer a strategy. Search engines reward content written by people with real experience that fully answers a visitor's question. Review your existing pages, merge thin articles and invest in fewer, deeper resources.",
      ],
      bullets: [
        "Show first-hand expertise with examples, data and case studies",
        "Update cornerstone pages regularly instead of publishing near-duplicates",
        "Write for the reader first and the keyword second",
      ],
    },
    {
      heading: "Technical Performance Is a Ranking Signal",
      paragraphs: [
        "Page speed, mobile usability and stable layouts directly influence both rankings and conversions. A slow site loses visitors before they read a single word, so treat performance as an ongoing priority rather than a one-off project.",
        "Start with a technical audit: fix crawl errors, compress images, remove unused scripts and make sure every important page can be reached in a few clicks.",
      ],
    },
    {
      heading: "Measure What Really Matters",
      paragraphs: [
        "Rankings are only a means to an end. Connect your search data to enquiries, sales and customer lifetime value so you can see which keywords bring profitable customers, and focus your budget there.",
      ],
    },
  ],
  conclusion:
    "SEO rewards consistency. Build a clear plan, measure honestly and keep improving. If you would like an expert review of your current visibility, our team is happy to help.",
  tagsHeading: "Tags",
  shareHeading: "Share",
};

export const blogCommentsHeading = "Blog Comments" as const;

export const blogComments: BlogComment[] = [
  {
    author: "Michael Turner",
    date: "2024-11-20",
    text: "Really useful summary. We rewrote our service pages around customer questions last quarter and saw enquiries rise within weeks. The point about merging thin articles is spot on.",
    avatar: "/images/clients/client-3.svg",
    replyLabel: "Reply",
  },
  {
    author: "Jessica Park",
    date: "2024-11-22",
    text: "Thanks for the practical checklist. Could you write a follow-up on measuring SEO results for businesses with long sales cycles? That is where we struggle most.",
    avatar: "/images/clients/client-6.svg",
    replyLabel: "Reply",
  },
];

export const blogTags: string[] = ["SEO", "Digital Marketing", "Cloud", "Cyber Security", "Software", "Data Analytics", "Branding", "Technology"];
