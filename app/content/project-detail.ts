/**
 * The project details page (three layouts, light and dark): the case study, its process,
 * benefits and call to action, from content/pages/project-details.json. Apart from the project
 * cards (./projects) so that pages showing only cards do not carry it.
 */
import { readCollection } from "./files/read";
import type { ProjectDetail, ProcessStep, Benefit, GetStarted, projectDetailsCollection } from "./schemas/projects";

export { PROCESS_STEP_TITLES } from "./spec";

const page = () => readCollection<typeof projectDetailsCollection>("project-details");

export const projectDetail = (): ProjectDetail => page().projectDetail;

export const processSteps = (): ProcessStep[] => page().processSteps;

export const benefits = (): Benefit[] => page().benefits;

export const getStarted = (): GetStarted => page().getStarted;
