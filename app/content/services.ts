/**
 * Service cards (services page grid, home sections, sidebars): one file each,
 * content/services/<slug>.json, in the order of their `order` field. Pages take slices where
 * the spec asks for fewer cards, e.g. `services().slice(0, 6)` or `services().slice(0, 3)`.
 */
import { readCollection } from "./files/read";
import type { Service, servicesCollection } from "./schemas/services";

export type { Service, TechnologyGroup, ServiceDetail, Brochure } from "./schemas/services";

export { SERVICE_TITLES } from "./spec";

export const services = (): Service[] => readCollection<typeof servicesCollection>("services").services;
