/**
 * Blog: 8 post teasers, the fixed blog-detail article, its 2 comments and tags.
 * Blog list shows all 8; "Recent Blogs" sidebar `posts.slice(0, 4)`;
 * "More Blog" strip and home teasers `posts.slice(0, 2)` (variant 7: 3).
 * Format dates with `formatIsoDate` from ./schemas for display.
 */
import type { Post, BlogSection, BlogArticle, BlogComment } from "./schemas/posts";

export type { Post, BlogSection, BlogArticle, BlogComment } from "./schemas/posts";

export const posts: Post[] = [
  {
    slug: "seo-trends-to-watch",
    title: "Seven SEO Trends Every Business Should Watch This Year",
    summary: "Search is changing fast. Here are the ranking factors, content formats and technical priorities that will matter most for visibility in the months ahead.",
    date: "2024-11-18",
    author: "Sofia Alvarez",
    image: "/images/blog/post-1.svg",
    category: "SEO",
    link: "/blog/blog-details",
  },
  {
    slug: "cloud-migration-checklist",
    title: "A Practical Checklist for a Smooth Cloud Migration",
    summary: "Moving to the cloud is about more than servers. Use this checklist to plan workloads, security, costs and people before you make the switch.",
    date: "2024-10-29",
    author: "Marcus Ellison",
    image: "/images/blog/post-2.svg",
    category: "Cloud",
    link: "/blog/blog-details",
  },
  {
    slug: "small-business-cybersecurity-basics",
    title: "Cybersecurity Basics That Protect Small Businesses",
    summary: "Most breaches exploit simple gaps. These practical steps close the most common ones without a large security budget.",
    date: "2024-09-12",
    author: "James Okafor",
    image: "/images/blog/post-3.svg",
    category: "Cyber Security",
    link: "/blog/blog-details",
  },
  {
    slug: "choosing-an-erp-platform",
    title: "How to Choose the Right ERP Platform for Your Company",
    summary: "The right ERP can transform operations; the wrong one can stall them. Learn which questions to ask before you commit to a platform.",
    date: "2024-08-21",
    author: "Priya Raman",
    image: "/images/blog/post-4.svg",
    category: "Software",
    link: "/blog/blog-details",
  },
  {
    slug: "data-driven-marketing-dashboards",
    title: "Building Marketing Dashboards That Drive Decisions",
    summary: "Good dashboards answer questions instead of displaying numbers. Here is how to choose metrics your team will actually use.",
    date: "2024-07-09",
    author: "Hannah Lindqvist",
    image: "/images/blog/post-5.svg",
    category: "Data Analytics",
    link: "/blog/blog-details",
  },
  {
    slug: "managed-it-services-benefits",
    title: "Five Signs It Is Time to Consider Managed IT Services",
    summary: "If your team spends more time fixing technology than using it, a managed service partner may save you money and stress.",
    date: "2024-05-30",
    author: "Daniel Whitmore",
    image: "/images/blog/post-6.svg",
    category: "Managed IT",
    link: "/blog/blog-details",
  },
  {
    slug: "mobile-app-planning-guide",
    title: "Planning a Mobile App Your Customers Will Love",
    summary: "From defining core features to choosing native or cross-platform, this guide walks through the decisions that shape a successful app.",
    date: "2024-04-16",
    author: "Ethan Brooks",
    image: "/images/blog/post-7.svg",
    category: "Mobile",
    link: "/blog/blog-details",
  },
  {
    slug: "local-seo-guide",
    title: "Local SEO: Winning Customers in Your Own Neighbourhood",
    summary: "Optimised business profiles, reviews and location pages help nearby customers find you first. Here is where to start.",
    date: "2024-02-27",
    author: "Amira Haddad",
    image: "/images/blog/post-8.svg",
    category: "Digital Marketing",
    link: "/blog/blog-details",
  },
];

