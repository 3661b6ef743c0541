// Interface text from content/interface/<locale>/labels.json: islands import it too (the content modules are server-only).
import { cardLabels, commentForm, detailLabels, serviceSidebar as sidebarText } from "@interface/labels";
import type { ShareTarget } from "./schemas/inner-pages";

export { cardLabels, commentForm, detailLabels };

/** Sidebar widget headings on service detail pages, and how many service links it lists. */
export const serviceSidebar = { ...sidebarText, servicesCount: 6 } as const;

export const shareTargets: ShareTarget[] = [
  { name: "Facebook", icon: "Facebook", template: "https://www.facebook.com/sharer/sharer.php?u={url}" },
  { name: "X", icon: "Twitter", template: "https://x.com/intent/post?url={url}&text={title}" },
  { name: "LinkedIn", icon: "Linkedin", template: "https://www.linkedin.com/sharing/share-offsite/?url={url}" },
];
