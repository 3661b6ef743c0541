import { VideoDialog } from "~/components/ui/video-dialog";
import { island } from "./bind";

export default VideoDialog;
export const VideoDialogIsland = island(VideoDialog);
