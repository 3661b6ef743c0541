export { CounterList as default } from "~/components/ui/counter";
