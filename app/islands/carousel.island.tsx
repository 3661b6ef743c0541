import { Carousel } from "~/components/ui/carousel";
import { island } from "./bind";

export default Carousel;
export const CarouselIsland = island(Carousel);
