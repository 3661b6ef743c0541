/**
 * Header navigation, header call-to-action labels, footer link lists and
 * inner-page title banners.
 */
import navigation, * as words from "@interface/navigation";
import type { NavItem, HeaderCta, FooterLinkList, PageBanner, PageKey } from "./schemas/navigation";

export type { NavLink, NavItem, HeaderCta, FooterLinkList, PageBanner, PageKey } from "./schemas/navigation";

// Interface text from content/interface/<locale>/navigation.json, read where it is shown (the revision rendered).
export const mainNav: NavItem[] = words.mainNav;
export const headerCta = words.headerCta as HeaderCta;
export const footerServices: FooterLinkList = words.footerServices;
export const footerUsefulLinks: FooterLinkList = words.footerUsefulLinks;
export const pageBanners: Record<PageKey, PageBanner> = words.pageBanners;
/** Heading of the footer contact column (phones, e-mail, website come from `site`). */
export const footerContactHeading = (): string => navigation.footerContactHeading;
