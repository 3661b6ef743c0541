/**
 * Header navigation, header call-to-action labels, footer link lists and
 * inner-page title banners.
 */
import navigation from "@interface/navigation";
import type { NavItem, HeaderCta, FooterLinkList, PageBanner, PageKey } from "./schemas/navigation";

export type { NavLink, NavItem, HeaderCta, FooterLinkList, PageBanner, PageKey } from "./schemas/navigation";

// Interface text from content/interface/<locale>/navigation.json.
export const mainNav: NavItem[] = navigation.mainNav;
export const headerCta = navigation.headerCta as HeaderCta;
export const footerServices: FooterLinkList = navigation.footerServices;
export const footerUsefulLinks: FooterLinkList = navigation.footerUsefulLinks;
/** Heading of the footer contact column (phones, e-mail, website come from `site`). */
export const footerContactHeading = navigation.footerContactHeading;
export const pageBanners: Record<PageKey, PageBanner> = navigation.pageBanners;
