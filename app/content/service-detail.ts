/**
 * The service details page and the detail sidebars: the service write-up, technologies and
 * brochure, from content/pages/service-details.json. Apart from the service cards (./services)
 * so that pages showing only cards do not carry it.
 */
import { readCollection } from "./files/read";
import type { ServiceDetail, Brochure, serviceDetailsCollection } from "./schemas/services";

export { TECHNOLOGY_GROUPS } from "./spec";

const page = () => readCollection<typeof serviceDetailsCollection>("service-details");

export const serviceDetail = (): ServiceDetail => page().serviceDetail;

export const brochure = (): Brochure => page().brochure;
