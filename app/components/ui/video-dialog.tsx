import { lazy, Suspense, useRef, useState } from "react";
import { Play } from "~/components/ui/icons";

const loadPanel = () => import("./video-panel");
const VideoPanel = lazy(loadPanel);

export interface VideoDialogProps {
  /** Only while the dialog is open. */
  embedUrl: string;
  title: string;
  triggerLabel: string;
  /** The dialog's close button (props, so the island's code carries no words). */
  closeLabel: string;
  /** Otherwise for screen readers only. */
  showLabel?: boolean;
  tone?: "light" | "dark";
}

// Native `<dialog>` (APG): the iframe gets its source only while open, so nothing is requested before the visitor asks
// and closing stops playback. The pulse runs three times only (WCAG 2.2.2).
export function VideoDialog({ embedUrl, title, triggerLabel, closeLabel, showLabel = false, tone = "light" }: VideoDialogProps) {
  const [open, setOpen] = useState(false);
  // Loads on the first open, or when pointer or focus reaches the button; then stays mounted.
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
        <span className={showLabel ? "pe-2" : "sr-only"}>{triggerLabel}</span>
      </button>

      {wanted ? (
        <Suspense fallback={null}>
          <VideoPanel
            open={open}
            embedUrl={embedUrl}
            title={title}
            closeLabel={closeLabel}
            onClosed={onClosed}
            onRequestClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
