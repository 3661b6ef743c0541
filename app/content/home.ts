/**
 * What the home pages share: content types, subscribe placeholders, hero illustrations and widget labels. Each page's copy
 * is its own module (home-main, home2–home5, home7, it-sections, about-page) in one of the spec's two voices.
 */
import type { SubscribePlaceholder } from "./schemas/home";

export type {
  Hero,
  AboutBlock,
  WorkItem,
  SolutionPoint,
  SolutionBlock,
  CallToAction,
  SubscribePlaceholder,
  SubscribeBanner,
  HomeMain,
  ItSections,
  Home2,
  Home3,
  Home4,
  Home5,
  Home7,
  VisionPoint,
  AboutPage,
} from "./schemas/home";

import { SUBSCRIBE_PLACEHOLDERS } from "./spec";
import { homeLabels as commonHomeLabels } from "@interface/common";

export { SUBSCRIBE_PLACEHOLDERS } from "./spec";
export const subscribePlaceholders: SubscribePlaceholder[] = [...SUBSCRIBE_PLACEHOLDERS];

// ---------------------------------------------------------------------------
// Home-page widgets: illustrations and small labels (accessible names, captions)
// ---------------------------------------------------------------------------

/** Hero illustrations (720x640) of the home pages. */
export const homeHeroImages = {
  main: "/images/illustrations/hero-main.svg",
  home2: "/images/illustrations/hero-2.svg",
  home3: "/images/illustrations/hero-3.svg",
  home4: "/images/illustrations/hero-4.svg",
  home5: "/images/illustrations/hero-5.svg",
  home7: "/images/illustrations/hero-7.svg",
} as const;

/** Labels of the home-page widgets that are not section copy (content/interface/<locale>/common.json). */
export const homeLabels = commonHomeLabels;
