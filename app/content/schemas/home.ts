/** Zod schemas and types of ../home (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { IconNameSchema, LinkSchema, NonEmpty, SectionIntroSchema, type DataSchemas } from "./common.ts";
import { SUBSCRIBE_PLACEHOLDERS } from "../spec.ts";
import { dataSchemas as highlightsSchemas } from "./highlights.ts";
import { dataSchemas as processSchemas } from "./process.ts";
import { dataSchemas as statsSchemas } from "./stats.ts";
import { fileCollection } from "./collection.ts";
import {
  aboutFields,
  ctaBandFields,
  heroFields,
  hrefField,
  iconField,
  iconPointFields,
  introFields,
  linkFields,
  subscribeFields,
} from "./forms.ts";

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

/** The main home page's copy: content/pages/home-main.json. */
export const homeMainCollection = fileCollection({
  name: "home-main",
  file: "pages/home-main.json",
  schema: dataSchemas.homeMain.strict(),
  exports: (homeMain) => ({ homeMain }),
  form: {
    group: "pages",
    label: "Home page (/)",
    fields: {
      hero: { label: "Hero", fields: heroFields },
      about: { label: "About", fields: aboutFields },
      services: { label: "Services section", fields: introFields },
      work: {
        label: "How we work",
        fields: {
          eyebrow: { label: "Small heading" },
          heading: { label: "Heading" },
          text: { label: "Text", widget: "text" },
          cta: { label: "Button", fields: linkFields },
          items: {
            label: "Steps",
            summary: "{{fields.title}}",
            fields: { icon: iconField, title: { label: "Title" }, desc: { label: "Text", widget: "text" }, link: { label: "Link" } },
          },
        },
      },
      projects: { label: "Projects section", fields: introFields },
      pricing: { label: "Pricing section", fields: introFields },
      testimonials: { label: "Testimonials section", fields: introFields },
      blog: { label: "Blog section", fields: introFields },
      cta: { label: "Call to action", fields: ctaBandFields },
    },
  },
});

/** The sections home variants 2–7 share: content/pages/it-sections.json. */
export const itSectionsCollection = fileCollection({
  name: "it-sections",
  file: "pages/it-sections.json",
  schema: dataSchemas.itSections.strict(),
  exports: (itSections) => ({ itSections }),
  form: {
    group: "pages",
    label: "Home variants 2–7, shared sections",
    fields: {
      about: { label: "About", fields: aboutFields },
      services: { label: "Services section", fields: introFields },
      solution: {
        label: "Our solution",
        fields: {
          eyebrow: { label: "Small heading" },
          heading: { label: "Heading" },
          text: { label: "Text", widget: "text" },
          points: { label: "Points", summary: "{{fields.title}}", fields: iconPointFields },
          cta: { label: "Button", fields: linkFields },
        },
      },
      howItWorks: { label: "How it works section", fields: introFields },
      team: { label: "Team section", fields: introFields },
      testimonials: { label: "Testimonials section", fields: introFields },
      blog: { label: "Blog section", fields: introFields },
      subscribe: { label: "Newsletter band", fields: subscribeFields },
    },
  },
});

/** Home variant 2's copy: content/pages/home2.json. */
export const home2Collection = fileCollection({
  name: "home2",
  file: "pages/home2.json",
  schema: dataSchemas.home2.strict(),
  exports: (home2) => ({ home2 }),
  form: { group: "pages", label: "Home variant 2 (/home2)", fields: { hero: { label: "Hero", fields: heroFields } } },
});

/** Home variant 3's copy: content/pages/home3.json. */
export const home3Collection = fileCollection({
  name: "home3",
  file: "pages/home3.json",
  schema: dataSchemas.home3.strict(),
  exports: (home3) => ({ home3 }),
  form: {
    group: "pages",
    label: "Home variant 3 (/home3)",
    fields: {
      hero: { label: "Hero", fields: heroFields },
      servicesGrid: { label: "Services section", fields: introFields },
      steps: { label: "Steps section", fields: introFields },
      gallery: { label: "Gallery section", fields: introFields },
      faq: { label: "FAQ section", fields: introFields },
      subscribe: { label: "Newsletter band", fields: subscribeFields },
    },
  },
});

/** Home variant 4's copy: content/pages/home4.json. */
export const home4Collection = fileCollection({
  name: "home4",
  file: "pages/home4.json",
  schema: dataSchemas.home4.strict(),
  exports: (home4) => ({ home4 }),
  form: {
    group: "pages",
    label: "Home variant 4 (/home4)",
    fields: {
      hero: { label: "Hero", fields: heroFields },
      partnersHeading: { label: "Heading above the partner logos" },
      about: { label: "About", fields: aboutFields },
      services: { label: "Services section", fields: introFields },
      steps: { label: "Steps section", fields: introFields },
      projects: { label: "Projects section", fields: introFields },
    },
  },
});

/** Home variant 5's copy: content/pages/home5.json. */
export const home5Collection = fileCollection({
  name: "home5",
  file: "pages/home5.json",
  schema: dataSchemas.home5.strict(),
  exports: (home5) => ({ home5 }),
  form: {
    group: "pages",
    label: "Home variant 5 (/home5)",
    fields: { hero: { label: "Hero", fields: heroFields }, about: { label: "About", fields: aboutFields } },
  },
});

/** Home variant 7's copy: content/pages/home7.json. */
export const home7Collection = fileCollection({
  name: "home7",
  file: "pages/home7.json",
  schema: dataSchemas.home7.strict(),
  exports: (home7) => ({ home7 }),
  form: {
    group: "pages",
    label: "Home variant 7 (/home7)",
    fields: {
      hero: { label: "Hero", fields: heroFields },
      about: { label: "About", fields: aboutFields },
      brands: { label: "Brands section", fields: introFields },
      consultation: { label: "Consultation band", fields: subscribeFields },
      faq: { label: "FAQ section", fields: introFields },
      featuredProjects: { label: "Featured projects section", fields: introFields },
      services: { label: "Services section", fields: introFields },
      skills: { label: "Skills section", fields: introFields },
      team: { label: "Team section", fields: introFields },
      testimonials: { label: "Testimonials section", fields: introFields },
      blog: { label: "Blog section", fields: introFields },
    },
  },
});

/** The About page's copy: content/pages/about.json. */
export const aboutCollection = fileCollection({
  name: "about",
  file: "pages/about.json",
  schema: dataSchemas.aboutPage.strict(),
  exports: (aboutPage) => ({ aboutPage }),
  form: {
    group: "pages",
    label: "About page (/about)",
    fields: {
      intro: { label: "Introduction", fields: aboutFields },
      mission: {
        label: "Mission",
        fields: {
          eyebrow: { label: "Small heading" },
          heading: { label: "Heading" },
          text: { label: "Text", widget: "text" },
          paragraphs: { label: "Paragraphs", field: { name: "paragraph", label: "Paragraph", widget: "text" } },
          points: { label: "Points", field: { name: "point", label: "Point" } },
        },
      },
      vision: {
        label: "Vision",
        fields: {
          eyebrow: { label: "Small heading" },
          heading: { label: "Heading" },
          text: { label: "Text", widget: "text" },
          paragraphs: { label: "Paragraphs", field: { name: "paragraph", label: "Paragraph", widget: "text" } },
          points: { label: "Points (the spec's two titles)", summary: "{{fields.title}}", fields: iconPointFields },
        },
      },
    },
  },
});

/** The sections several pages show (highlights, process steps, skills, counters): content/pages/home-sections.json. */
export const homeSectionsCollection = fileCollection({
  name: "home-sections",
  file: "pages/home-sections.json",
  schema: HomeSectionsFileSchema,
  exports: (sections) => sections,
  checks: { ...highlightsSchemas, ...processSchemas, ...statsSchemas },
  form: {
    group: "pages",
    label: "Highlights, steps, skills and counters",
    fields: {
      highlights: {
        label: "Highlights (home page)",
        summary: "{{fields.title}} {{fields.description}}",
        fields: { icon: iconField, title: { label: "Figure" }, description: { label: "Label" } },
      },
      howItWorks: {
        label: "How it works (home variants)",
        summary: "{{fields.title}}",
        fields: {
          icon: iconField,
          title: { label: "Title" },
          description: { label: "Text", widget: "text" },
          link: { ...hrefField, label: "Link" },
        },
      },
      numberedSteps: {
        label: "Numbered steps (home variant 3)",
        summary: "{{fields.label}}: {{fields.title}}",
        fields: {
          label: {
            label: "Label",
            hint: "STEP 01 to STEP 04, in order",
            pattern: ["^STEP 0[1-4]$", "STEP 01, STEP 02, STEP 03 or STEP 04"],
          },
          title: { label: "Title" },
          description: { label: "Text", widget: "text" },
        },
      },
      sixSteps: { label: "Six steps (home variant 4)", summary: "{{fields.title}}", fields: iconPointFields },
      skills: {
        label: "Skills (About page and home variants)",
        summary: "{{fields.label}}: {{fields.value}}%",
        fields: { label: { label: "Skill" }, value: { label: "Percent" } },
      },
      skillsVariant7: {
        label: "Skills (home variant 7)",
        summary: "{{fields.label}}: {{fields.value}}%",
        fields: { label: { label: "Skill" }, value: { label: "Percent" } },
      },
      counters: {
        label: "Counters (home variant 7)",
        summary: "{{fields.value}}{{fields.suffix}} {{fields.label}}",
        fields: { value: { label: "Number" }, suffix: { label: "After the number", hint: "e.g. +" }, label: { label: "Label" } },
      },
    },
  },
});
