export { LeadForm as default } from "~/forms/lead-form";
