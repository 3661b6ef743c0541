import { LeadForm } from "~/forms/lead-form";
import { island } from "./bind";

export default LeadForm;
export const LeadFormIsland = island(LeadForm);
