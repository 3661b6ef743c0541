/**
 * Typed content layer. Data only (no React): icon components live in ./icons
 * so that importing content never pulls in UI code. No zod either: the schemas live
 * in ./schemas/<module> and only tests and tooling import them (./schemas itself
 * resolves to the zod-free ./schemas/index: types, ICON_NAMES, formatIsoDate).
 */
export * from "./schemas";
export * from "./site";
export * from "./socials";
export * from "./navigation";
export * from "./services";
export * from "./service-detail";
export * from "./projects";
export * from "./project-detail";
export * from "./team";
export * from "./testimonials";
export * from "./posts";
export * from "./blog-article";
export * from "./faqs";
export * from "./pricing";
export * from "./highlights";
export * from "./process";
export * from "./partners";
export * from "./stats";
export * from "./home";
export * from "./home-main";
export * from "./it-sections";
export * from "./home2";
export * from "./home3";
export * from "./home4";
export * from "./home5";
export * from "./home7";
export * from "./about-page";
