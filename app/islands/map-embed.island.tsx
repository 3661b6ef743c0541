export { MapEmbed as default } from "~/components/sections/map-embed";
