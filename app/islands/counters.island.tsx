import { CounterList } from "~/components/ui/counter";
import { island } from "./bind";

export default CounterList;
export const CountersIsland = island(CounterList);
