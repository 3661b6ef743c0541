/** Zod schemas and types of ../home (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { IconNameSchema, LinkSchema, NonEmpty, SectionIntroSchema, type DataSchemas } from "./common";
import { SUBSCRIBE_PLACEHOLDERS } from "../spec";
import { dataSchemas as highlightsSchemas } from "./highlights";
import { dataSchemas as processSchemas } from "./process";
import { dataSchemas as statsSchemas } from "./stats";

export const HeroSchema = z.object({
  eyebrow: NonEmpty,
  heading: NonEmpty,
  text: NonEmpty,
  buttons: LinkSchema.array().max(2),
  /** Accessible label of the play button that opens the video dialog, when the hero has one. */
  videoLabel: NonEmpty.optional(),
});
export type Hero = z.infer<typeof HeroSchema>;

export const AboutBlockSchema = SectionIntroSchema.extend({
  paragraphs: NonEmpty.array().min(1),
  points: NonEmpty.array().optional(),
  cta: LinkSchema.optional(),
});
export type AboutBlock = z.infer<typeof AboutBlockSchema>;

export const WorkItemSchema = z.object({
  icon: IconNameSchema,
  title: NonEmpty,
  desc: NonEmpty,
  link: z.literal("/service/service-details"),
});
export type WorkItem = z.infer<typeof WorkItemSchema>;

export const SolutionPointSchema = z.object({ icon: IconNameSchema, title: NonEmpty, description: NonEmpty });
export type SolutionPoint = z.infer<typeof SolutionPointSchema>;

export const SolutionBlockSchema = SectionIntroSchema.extend({
  points: SolutionPointSchema.array().min(2),
  cta: LinkSchema,
});
export type SolutionBlock = z.infer<typeof SolutionBlockSchema>;

export const CallToActionSchema = z.object({
  heading: NonEmpty,
  text: NonEmpty,
  buttons: LinkSchema.array().min(1).max(2),
});
export type CallToAction = z.infer<typeof CallToActionSchema>;

export const SubscribePlaceholderSchema = z.enum(SUBSCRIBE_PLACEHOLDERS);
export type SubscribePlaceholder = z.infer<typeof SubscribePlaceholderSchema>;

export const SubscribeBannerSchema = z.object({
  heading: NonEmpty,
  text: NonEmpty,
  /** Input is type="email". */
  placeholder: SubscribePlaceholderSchema,
  buttonLabel: NonEmpty,
});
export type SubscribeBanner = z.infer<typeof SubscribeBannerSchema>;

export const HomeMainSchema = z.object({
  hero: HeroSchema,
  about: AboutBlockSchema,
  services: SectionIntroSchema,
  work: SectionIntroSchema.extend({
    cta: LinkSchema,
    items: WorkItemSchema.array().min(3).max(4),
  }),
  projects: SectionIntroSchema,
  pricing: SectionIntroSchema,
  testimonials: SectionIntroSchema,
  blog: SectionIntroSchema,
  cta: CallToActionSchema,
});
export type HomeMain = z.infer<typeof HomeMainSchema>;

export const ItSectionsSchema = z.object({
  /** About block with progress bars (stats.skills) and experience years (stats.experienceYears). */
  about: AboutBlockSchema,
  services: SectionIntroSchema,
  solution: SolutionBlockSchema,
  howItWorks: SectionIntroSchema,
  team: SectionIntroSchema,
  testimonials: SectionIntroSchema,
  blog: SectionIntroSchema,
  subscribe: SubscribeBannerSchema,
});
export type ItSections = z.infer<typeof ItSectionsSchema>;

export const Home2Schema = z.object({ hero: HeroSchema });
export type Home2 = z.infer<typeof Home2Schema>;

export const Home3Schema = z.object({
  hero: HeroSchema,
  servicesGrid: SectionIntroSchema,
  steps: SectionIntroSchema,
  gallery: SectionIntroSchema,
  faq: SectionIntroSchema,
  subscribe: SubscribeBannerSchema,
});
export type Home3 = z.infer<typeof Home3Schema>;

export const Home4Schema = z.object({
  hero: HeroSchema,
  partnersHeading: NonEmpty,
  about: AboutBlockSchema,
  services: SectionIntroSchema,
  steps: SectionIntroSchema,
  projects: SectionIntroSchema,
});
export type Home4 = z.infer<typeof Home4Schema>;

export const Home5Schema = z.object({ hero: HeroSchema, about: AboutBlockSchema });
export type Home5 = z.infer<typeof Home5Schema>;

export const Home7Schema = z.object({
  hero: HeroSchema,
  about: AboutBlockSchema,
  brands: SectionIntroSchema,
  consultation: SubscribeBannerSchema,
  faq: SectionIntroSchema,
  featuredProjects: SectionIntroSchema,
  services: SectionIntroSchema,
  skills: SectionIntroSchema,
  team: SectionIntroSchema,
  testimonials: SectionIntroSchema,
  blog: SectionIntroSchema,
});
export type Home7 = z.infer<typeof Home7Schema>;

export const VisionPointSchema = z.object({ icon: IconNameSchema, title: NonEmpty, description: NonEmpty });
export type VisionPoint = z.infer<typeof VisionPointSchema>;

export const AboutPageSchema = z.object({
  /** Intro with progress bars (stats.skills). */
  intro: AboutBlockSchema.extend({ cta: LinkSchema }),
  mission: SectionIntroSchema.extend({
    paragraphs: NonEmpty.array().min(1),
    points: NonEmpty.array().min(2),
  }),
  vision: SectionIntroSchema.extend({
    paragraphs: NonEmpty.array().min(1),
    points: z.tuple([
      VisionPointSchema.extend({ title: z.literal("Network Infrastructure Solutions") }),
      VisionPointSchema.extend({ title: z.literal("Managed IT Services") }),
    ]),
  }),
});
export type AboutPage = z.infer<typeof AboutPageSchema>;

/** Each validated export of ../home and the schema (with its count and order constraints) it must satisfy. */
export const dataSchemas = {
  subscribePlaceholders: SubscribePlaceholderSchema.array(),
  homeMain: HomeMainSchema,
  itSections: ItSectionsSchema,
  home2: Home2Schema,
  home3: Home3Schema,
  home4: Home4Schema,
  home5: Home5Schema,
  home7: Home7Schema,
  aboutPage: AboutPageSchema,
} satisfies DataSchemas;

/**
 * content/pages/home-sections.json: sections several pages show: the highlights strip, the
 * process steps, the skill bars and the counters.
 */
export const HomeSectionsFileSchema = z.strictObject({
  ...highlightsSchemas,
  ...processSchemas,
  ...statsSchemas,
});
export type HomeSectionsFile = z.infer<typeof HomeSectionsFileSchema>;
