export { Carousel as default } from "~/components/ui/carousel";
