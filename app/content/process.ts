/**
 * Process/step content for the home variants:
 * - `howItWorks`: five steps (common to the alternative home pages)
 * - `numberedSteps`: 'STEP 01'–'STEP 04' (home variant 3)
 * - `sixSteps`: six steps (home variant 4)
 * From content/pages/home-sections.json.
 */
import { readFile } from "./files/read";
import { HOME_SECTIONS_FILE } from "./files/assemble";
import type { HowItWorksStep, NumberedStep, SixStep } from "./schemas/process";
import type { HomeSectionsFile } from "./schemas/home";

export type { HowItWorksStep, NumberedStep, SixStep } from "./schemas/process";

const sections = readFile<HomeSectionsFile>(HOME_SECTIONS_FILE);

export const howItWorks: HowItWorksStep[] = sections.howItWorks;

export const numberedSteps: NumberedStep[] = sections.numberedSteps;

export const sixSteps: SixStep[] = sections.sixSteps;
