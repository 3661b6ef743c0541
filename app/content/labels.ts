// Interface text from content/interface/<locale>/labels.json: islands import it too (the content modules are server-only).
import { cardLabels, commentForm, detailLabels, serviceSidebar } from "@interface/labels";
import type { ShareTarget } from "./schemas/inner-pages";

/** `serviceSidebar`: the sidebar widgets' headings on detail pages. */
export { cardLabels, commentForm, detailLabels, serviceSidebar };

/** How many service links a detail page's sidebar lists. */
export const SIDEBAR_SERVICES_COUNT = 6;

export const shareTargets: ShareTarget[] = [
  { name: "Facebook", icon: "Facebook", template: "https://www.facebook.com/sharer/sharer.php?u={url}" },
  { name: "X", icon: "Twitter", template: "https://x.com/intent/post?url={url}&text={title}" },
  { name: "LinkedIn", icon: "Linkedin", template: "https://www.linkedin.com/sharing/share-offsite/?url={url}" },
];
