/**
 * The service details page and the detail sidebars: the service write-up, technologies and
 * brochure, from content/pages/service-details.json. Apart from the service cards (./services)
 * so that pages showing only cards do not carry it.
 */
import { readFile } from "./files/read";
import type { ServiceDetail, Brochure, ServiceDetailsFile } from "./schemas/services";

export { TECHNOLOGY_GROUPS } from "./spec";

const page = readFile<ServiceDetailsFile>("pages/service-details.json");

export const serviceDetail: ServiceDetail = page.serviceDetail;

export const brochure: Brochure = page.brochure;
