import { Tabs } from "~/components/ui/tabs";
import { island } from "./bind";

export default Tabs;
export const TabsIsland = island(Tabs);
