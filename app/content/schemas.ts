/**
 * Shared zod primitives for the typed content layer.
 *
 * Every content module parses its data with these schemas at module load, so a
 * malformed record fails fast (at build/test time) instead of rendering badly.
 */
import { z } from "zod";
import { VALIDATE, content } from "./validate";

/** Lucide icon names used by the content. Every name is a canonical `lucide-react` export. */
export const ICON_NAMES = [
  // services
  "MessagesSquare",
  "CodeXml",
  "Cloud",
  "ShieldCheck",
  "ChartColumn",
  "Settings2",
  "Smartphone",
  "Network",
  "Boxes",
  // socials
  "Facebook",
  "Twitter",
  "Linkedin",
  "Instagram",
  // highlights, steps, benefits and misc.
  "Award",
  "Headset",
  "Megaphone",
  "Search",
  "Layers",
  "Workflow",
  "Database",
  "Server",
  "Cpu",
  "Rocket",
  "ClipboardList",
  "ClipboardCheck",
  "Target",
  "Lightbulb",
  "TrendingUp",
  "Users",
  "Handshake",
  "Globe",
  "Briefcase",
  "Building2",
  "Factory",
  "Gauge",
  "PencilRuler",
  "FileSearch",
  "Wrench",
  "Zap",
  "Lock",
  "CircuitBoard",
  "ChartLine",
  "DatabaseZap",
  "GraduationCap",
  "BadgeCheck",
  "LifeBuoy",
  "Timer",
  "Eye",
  "Compass",
  "Goal",
  "ServerCog",
  "CloudCog",
  "Blocks",
  "Route",
  "Radar",
  "Repeat",
  "Sparkles",
  "HeartHandshake",
  "MonitorSmartphone",
  // industries (project cards)
  "Truck",
  "Store",
  "Landmark",
  "Stethoscope",
  "ShoppingCart",
] as const;

export const IconNameSchema = /*#__PURE__*/ z.enum(ICON_NAMES);
export type IconName = z.infer<typeof IconNameSchema>;

/** Root-relative path to an SVG under /public/images. */
export const ImagePathSchema = z
  .string()
  .regex(/^\/images\/.+\.svg$/, "image paths must look like /images/<dir>/<file>.svg");
export type ImagePath = z.infer<typeof ImagePathSchema>;

/** Root-relative in-app path such as "/", "/about" or "/service/service-details". */
export const InternalHrefSchema = z
  .string()
  .regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/, "internal hrefs must be lowercase root-relative paths");
export type InternalHref = z.infer<typeof InternalHrefSchema>;

/** Calendar date in ISO form YYYY-MM-DD. */
export const IsoDateSchema = /*#__PURE__*/ z.iso.date();
export type IsoDate = z.infer<typeof IsoDateSchema>;

export const NonEmpty = /*#__PURE__*/ z.string().trim().min(1);

/** A text link / button: visible label plus target. */
export const LinkSchema = /*#__PURE__*/ z.object({
  label: NonEmpty,
  href: InternalHrefSchema,
});
export type Link = z.infer<typeof LinkSchema>;

/** A link that has no destination yet (spec: placeholders that "go nowhere"). */
export const PlaceholderLinkSchema = /*#__PURE__*/ z.object({
  label: NonEmpty,
  href: z.null(),
});
export type PlaceholderLink = z.infer<typeof PlaceholderLinkSchema>;

/** Standard section intro: small eyebrow label, heading, optional lead text. */
export const SectionIntroSchema = /*#__PURE__*/ z.object({
  eyebrow: NonEmpty,
  heading: NonEmpty,
  text: NonEmpty.optional(),
});
export type SectionIntro = z.infer<typeof SectionIntroSchema>;

/** Social profile icon. The spec shows no real links, so `url` is null everywhere. */
export const SocialNameSchema = /*#__PURE__*/ z.enum(["Facebook", "X", "LinkedIn", "Instagram"]);
export type SocialName = z.infer<typeof SocialNameSchema>;

export const SocialLinkSchema = /*#__PURE__*/ z.object({
  name: SocialNameSchema,
  icon: IconNameSchema,
  url: z.url().nullable(),
});
export type SocialLink = z.infer<typeof SocialLinkSchema>;

/** The four social icons used in the footer, team cards and blog share row. */
export const defaultSocials: SocialLink[] = content([
    { name: "Facebook", icon: "Facebook", url: null },
    { name: "X", icon: "Twitter", url: null },
    { name: "LinkedIn", icon: "Linkedin", url: null },
    { name: "Instagram", icon: "Instagram", url: null },
  ], VALIDATE && SocialLinkSchema.array().length(4));

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * Formats an ISO date ("2024-03-12") as "March 12, 2024" without touching
 * `Date`/time zones, so server and client render identical text.
 */
export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Invalid ISO date: ${iso}`);
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  if (monthName === undefined) throw new Error(`Invalid month in ISO date: ${iso}`);
  return `${monthName} ${Number(day)}, ${year}`;
}
