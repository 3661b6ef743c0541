export { ProgressBarList as default } from "~/components/ui/progress-bar";
