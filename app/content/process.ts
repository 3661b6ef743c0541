/**
 * Process/step content for the home variants:
 * - `howItWorks`: five steps (common to the alternative home pages)
 * - `numberedSteps`: 'STEP 01'–'STEP 04' (home variant 3)
 * - `sixSteps`: six steps (home variant 4)
 */
import type { HowItWorksStep, NumberedStep, SixStep } from "./schemas/process";

export type { HowItWorksStep, NumberedStep, SixStep } from "./schemas/process";

export const howItWorks: HowItWorksStep[] = [
  {
    icon: "MessagesSquare",
    title: "Free Consultation",
    description: "Tell us about your goals and challenges. We listen first and answer your questions with no obligation.",
    link: "/contact",
  },
  {
    icon: "FileSearch",
    title: "Analysis & Planning",
    description: "We review your systems and market, then present a clear plan with scope, timeline and budget.",
    link: "/service/service-details",
  },
  {
    icon: "PencilRuler",
    title: "Design & Build",
    description: "Our specialists design, develop and configure your solution in short, transparent delivery cycles.",
    link: "/service/service-details",
  },
  {
    icon: "Rocket",
    title: "Launch",
    description: "We test thoroughly, migrate your data and go live with minimal disruption to your business.",
    link: "/service/service-details",
  },
  {
    icon: "LifeBuoy",
    title: "Support & Growth",
    description: "Ongoing monitoring, support and improvements keep your technology performing as you grow.",
    link: "/service/service-details",
  },
];

export const numberedSteps: NumberedStep[] = [
  {
    label: "STEP 01",
    title: "Discover",
    description: "We learn how your business works, what is slowing it down and what success looks like for you.",
  },
  {
    label: "STEP 02",
    title: "Strategise",
    description: "We recommend the right technology and marketing mix and agree priorities, milestones and budget.",
  },
  {
    label: "STEP 03",
    title: "Deliver",
    description: "Our team builds and launches your solution, sharing progress and working results every two weeks.",
  },
  {
    label: "STEP 04",
    title: "Optimise",
    description: "We monitor performance, report results and keep improving so your investment keeps paying off.",
  },
];

export const sixSteps: SixStep[] = [
  {
    icon: "Handshake",
    title: "Understand Your Business",
    description: "Workshops with your team uncover goals, pain points and opportunities.",
  },
  {
    icon: "ClipboardList",
    title: "Define Requirements",
    description: "We document needs, priorities and success measures everyone agrees on.",
  },
  {
    icon: "Layers",
    title: "Design the Solution",
    description: "Architects design secure, scalable systems that fit your existing environment.",
  },
  {
    icon: "CodeXml",
    title: "Develop & Integrate",
    description: "Engineers build, configure and connect your systems in iterative sprints.",
  },
  {
    icon: "ClipboardCheck",
    title: "Test & Deploy",
    description: "Rigorous testing and a planned rollout ensure a smooth, low-risk launch.",
  },
  {
    icon: "TrendingUp",
    title: "Support & Improve",
    description: "Proactive support and regular reviews keep your solution delivering value.",
  },
];
