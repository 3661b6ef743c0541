export { VideoDialog as default } from "~/components/ui/video-dialog";
