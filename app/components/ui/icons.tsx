/**
 * The interface's icons (arrows, menu, play…), drawn from the same static sprite as the
 * content icons (public/icons.svg, made from lucide's drawings by
 * scripts/generate-icon-sprite.ts). Each is a two-element <svg><use/></svg>: no drawing code
 * in the JavaScript and a short tag in the HTML. Add a name here, export its component, then
 * run `npm run icons`.
 */
import { spriteIcon } from "~/content/icons";

export const UI_ICON_NAMES = [
  "ArrowRight",
  "ArrowUp",
  "ArrowUpRight",
  "CalendarDays",
  "Check",
  "ChevronDown",
  "ChevronLeft",
  "ChevronRight",
  "CircleAlert",
  "CircleCheck",
  "ExternalLink",
  "FileText",
  "Globe",
  "House",
  "LoaderCircle",
  "Mail",
  "MapPin",
  "Menu",
  "Pause",
  "Phone",
  "Play",
  "Quote",
  "Reply",
  "Search",
  "Tag",
  "UserRound",
  "X",
] as const;

export type UiIconName = (typeof UI_ICON_NAMES)[number];

export const ArrowRight = spriteIcon("ArrowRight");
export const ArrowUp = spriteIcon("ArrowUp");
export const ArrowUpRight = spriteIcon("ArrowUpRight");
export const CalendarDays = spriteIcon("CalendarDays");
export const Check = spriteIcon("Check");
export const ChevronDown = spriteIcon("ChevronDown");
export const ChevronLeft = spriteIcon("ChevronLeft");
export const ChevronRight = spriteIcon("ChevronRight");
export const CircleAlert = spriteIcon("CircleAlert");
export const CircleCheck = spriteIcon("CircleCheck");
export const ExternalLink = spriteIcon("ExternalLink");
export const FileText = spriteIcon("FileText");
export const Globe = spriteIcon("Globe");
export const House = spriteIcon("House");
export const LoaderCircle = spriteIcon("LoaderCircle");
export const Mail = spriteIcon("Mail");
export const MapPin = spriteIcon("MapPin");
export const Menu = spriteIcon("Menu");
export const Pause = spriteIcon("Pause");
export const Phone = spriteIcon("Phone");
export const Play = spriteIcon("Play");
export const Quote = spriteIcon("Quote");
export const Reply = spriteIcon("Reply");
export const Search = spriteIcon("Search");
export const Tag = spriteIcon("Tag");
export const UserRound = spriteIcon("UserRound");
export const X = spriteIcon("X");
