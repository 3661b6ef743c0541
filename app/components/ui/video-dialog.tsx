import { useEffect, useId, useRef, useState } from "react";
import { Play, X } from "lucide-react";

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
 * The iframe has no source while closed, so nothing is requested from the video host before
 * the visitor asks for it, and closing replaces it with an empty frame so playback stops.
 * Focus starts on the close button, Tab wraps inside the dialog and returns to the play
 * button on close. The pulse around the play icon runs three times only (WCAG 2.2.2).
 */
export function VideoDialog({ embedUrl, title, triggerLabel, showLabel = false, tone = "light" }: VideoDialogProps) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

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
        onClick={() => setOpen(true)}
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

      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={onClosed}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === dialogRef.current) setOpen(false);
        }}
        className="m-auto w-[min(92vw,64rem)] max-w-none overflow-visible bg-transparent p-0 text-on-inverse backdrop:bg-black/80"
      >
        {/* Focus sentinels keep Tab inside the dialog, also when focus leaves the video frame. */}
        <span tabIndex={0} onFocus={() => frameRef.current?.focus()} />
        <div className="mb-3 flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-base font-semibold text-white">
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={() => setOpen(false)}
            className="inline-flex size-11 items-center justify-center rounded-full bg-white text-[#0b1533] hover:bg-brand-soft"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close video</span>
          </button>
        </div>
        <div className="aspect-video w-full overflow-hidden rounded-xl bg-black">
          {open ? (
            <iframe
              key="playing"
              ref={frameRef}
              src={embedUrl}
              title={title}
              className="size-full"
              allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <iframe key="idle" ref={frameRef} title={title} className="size-full" />
          )}
        </div>
        <span tabIndex={0} onFocus={() => closeRef.current?.focus()} />
      </dialog>
    </>
  );
}
