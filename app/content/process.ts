// From content/pages/home-sections.json.
import { readCollection } from "./files/read";
import type { HowItWorksStep, NumberedStep, SixStep } from "./schemas/process";
import type { homeSectionsCollection } from "./schemas/home";

export type { HowItWorksStep, NumberedStep, SixStep } from "./schemas/process";

const sections = () => readCollection<typeof homeSectionsCollection>("home-sections");

export const howItWorks = (): HowItWorksStep[] => sections().howItWorks;

export const numberedSteps = (): NumberedStep[] => sections().numberedSteps;

export const sixSteps = (): SixStep[] => sections().sixSteps;
