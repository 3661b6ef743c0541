/**
 * The project details page (three layouts, light and dark): the case study, its process,
 * benefits and call to action, from content/pages/project-details.json. Apart from the project
 * cards (./projects) so that pages showing only cards do not carry it.
 */
import { readFile } from "./files/read";
import type { ProjectDetail, ProcessStep, Benefit, GetStarted, ProjectDetailsFile } from "./schemas/projects";

export { PROCESS_STEP_TITLES } from "./spec";

const page = readFile<ProjectDetailsFile>("pages/project-details.json");

export const projectDetail: ProjectDetail = page.projectDetail;

export const processSteps: ProcessStep[] = page.processSteps;

export const benefits: Benefit[] = page.benefits;

export const getStarted: GetStarted = page.getStarted;
