export { SiteSearch as default } from "~/components/sections/site-search";
