/**
 * Typed content layer. Data only (no React): icon components live in ./icons
 * so that importing content never pulls in UI code. No zod either: the schemas live
 * in ./schemas/<module> and only tests and tooling import them (./schemas itself
 * resolves to the zod-free ./schemas/index: types, ICON_NAMES, formatIsoDate).
 */
export * from "./schemas";
export * from "./site";
export * from "./navigation";
export * from "./services";
export * from "./projects";
export * from "./team";
export * from "./testimonials";
export * from "./posts";
export * from "./faqs";
export * from "./pricing";
export * from "./highlights";
export * from "./process";
export * from "./partners";
export * from "./stats";
export * from "./home";
