import { lazy, Suspense, useRef, useState } from "react";
import { Play } from "~/components/ui/icons";

const loadPanel = () => import("./video-panel");
const VideoPanel = lazy(loadPanel);

export interface VideoDialogProps {
  /** Embed URL loaded into the iframe only while the dialog is open. */
  embedUrl: string;
  /** Title of the video (dialog name and iframe title). */
  title: string;
  /** Accessible label of the play button. */
  triggerLabel: string;
  /** Show the trigger label beside the play icon (otherwise it is for screen readers only). */
  showLabel?: boolean;
  /** Colours of the visible label: "light" on light surfaces, "dark" on dark bands. */
  tone?: "light" | "dark";
}

/**
 * A play button that opens a video in a modal dialog (APG dialog pattern on the native
 * `<dialog>` element: showModal() makes the page behind inert and Escape closes it).
 * The dialog's code (./video-panel) loads when first needed. The iframe has no source while
 * closed, so nothing is requested from the video host before the visitor asks for it, and
 * closing replaces it with an empty frame so playback stops.
 * Focus starts on the close button, Tab wraps inside the dialog and returns to the play
 * button on close. The pulse around the play icon runs three times only (WCAG 2.2.2).
 */
export function VideoDialog({ embedUrl, title, triggerLabel, showLabel = false, tone = "light" }: VideoDialogProps) {
  const [open, setOpen] = useState(false);
  // The dialog's code loads on the first open (or when the pointer or focus reaches the
  // button) and then stays mounted.
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  function onClosed() {
    setOpen(false);
    triggerRef.current?.focus();
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className={`group inline-flex items-center gap-4 rounded-full font-semibold [@media(scripting:none)]:hidden ${
          tone === "dark" ? "text-white" : "text-ink"
        }`}
      >
        <span className="relative inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-brand text-on-brand shadow-xl shadow-brand/30 transition-transform group-hover:scale-105">
          <span
            aria-hidden="true"
            className="absolute inset-0 rounded-full bg-brand/40 motion-safe:animate-ping motion-safe:[animation-duration:2s] motion-safe:[animation-iteration-count:3]"
          />
          <Play aria-hidden="true" className="relative size-6 translate-x-0.5 fill-current" />
        </span>
        <span className={showLabel ? "pr-2" : "sr-only"}>{triggerLabel}</span>
      </button>

      {wanted ? (
        <Suspense fallback={null}>
          <VideoPanel open={open} embedUrl={embedUrl} title={title} onClosed={onClosed} onRequestClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
