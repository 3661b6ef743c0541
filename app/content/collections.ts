/**
 * Every content collection, in the editor's order. A record (../schemas/<x>.ts, beside its
 * schema) says where its files are, their schema and order, what the content modules export and
 * the editor's form; the validation, the exports and the desk's forms are derived from this list.
 * Node only (zod): content modules import the records' types, never this list.
 */
import type { Collection } from "./schemas/collection";
import { siteCollection } from "./schemas/site.ts";
import { serviceDetailsCollection, servicesCollection } from "./schemas/services.ts";
import { galleryCollection, projectDetailsCollection, projectsCollection } from "./schemas/projects.ts";
import { teamCollection } from "./schemas/team.ts";
import { testimonialsCollection } from "./schemas/testimonials.ts";
import { faqsCollection } from "./schemas/faqs.ts";
import { pricingCollection } from "./schemas/pricing.ts";
import { articlesCollection, postsCollection } from "./schemas/posts.ts";
import { newsCollection } from "./schemas/news.ts";
import { partnersCollection } from "./schemas/partners.ts";
import { legalCollection } from "./schemas/legal.ts";
import {
  aboutCollection,
  home2Collection,
  home3Collection,
  home4Collection,
  home5Collection,
  home7Collection,
  homeMainCollection,
  homeSectionsCollection,
  itSectionsCollection,
} from "./schemas/home.ts";
import { contactCollection, innerPagesCollection } from "./schemas/inner-pages.ts";
import { commonCollection, formsCollection, labelsCollection, navigationCollection, pagesTextCollection } from "./schemas/interface.ts";

export const COLLECTIONS: readonly Collection[] = [
  siteCollection,
  servicesCollection,
  projectsCollection,
  galleryCollection,
  teamCollection,
  testimonialsCollection,
  faqsCollection,
  pricingCollection,
  postsCollection,
  newsCollection,
  articlesCollection,
  partnersCollection,
  legalCollection,
  homeMainCollection,
  itSectionsCollection,
  home2Collection,
  home3Collection,
  home4Collection,
  home5Collection,
  home7Collection,
  aboutCollection,
  innerPagesCollection,
  contactCollection,
  serviceDetailsCollection,
  projectDetailsCollection,
  homeSectionsCollection,
  labelsCollection,
  navigationCollection,
  formsCollection,
  commonCollection,
  pagesTextCollection,
];
