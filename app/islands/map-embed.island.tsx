import { MapEmbed } from "~/components/sections/map-embed";
import { island } from "./bind";

export default MapEmbed;
export const MapEmbedIsland = island(MapEmbed);
