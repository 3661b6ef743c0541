/**
 * Every content collection, in the editor's order. A record (../schemas/<x>.ts, beside its
 * schema) says where its files are, their schema and order, what the content modules export and
 * the editor's form; the validation, the exports and admin/config.yml are derived from this list.
 * Node only (zod): content modules import the records' types, never this list.
 */
import type { Collection } from "./schemas/collection";
import { siteCollection } from "./schemas/site";
import { serviceDetailsCollection, servicesCollection } from "./schemas/services";
import { galleryCollection, projectDetailsCollection, projectsCollection } from "./schemas/projects";
import { teamCollection } from "./schemas/team";
import { testimonialsCollection } from "./schemas/testimonials";
import { faqsCollection } from "./schemas/faqs";
import { pricingCollection } from "./schemas/pricing";
import { articlesCollection, postsCollection } from "./schemas/posts";
import { partnersCollection } from "./schemas/partners";
import { legalCollection } from "./schemas/legal";
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
} from "./schemas/home";
import { contactCollection, innerPagesCollection } from "./schemas/inner-pages";
import { commonCollection, formsCollection, labelsCollection, navigationCollection, pagesTextCollection } from "./schemas/interface";

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
