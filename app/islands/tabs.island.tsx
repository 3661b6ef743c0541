export { Tabs as default } from "~/components/ui/tabs";
