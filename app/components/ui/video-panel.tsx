import { useEffect, useId, useRef } from "react";
import { X } from "~/components/ui/icons";

export interface VideoPanelProps {
  open: boolean;
  embedUrl: string;
  title: string;
  /** The close button's name. */
  closeLabel: string;
  /** Close button, Escape or a click on the backdrop. */
  onClosed: () => void;
  onRequestClose: () => void;
}

// Loaded on the first open, so pages do not carry it for visitors who never open a video.
export default function VideoPanel({ open, embedUrl, title, closeLabel, onClosed, onRequestClose }: VideoPanelProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
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

  return (
    // Keyboards close with Escape (native); the click is for the backdrop only.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClosed}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself.
        if (event.target === dialogRef.current) onRequestClose();
      }}
      className="m-auto w-[min(92vw,64rem)] max-w-none overflow-visible bg-transparent p-0 text-on-inverse backdrop:bg-black/80"
    >
      {/* Focus sentinels keep Tab inside the dialog, also when focus leaves the video frame. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it passes focus on at once */}
      <span tabIndex={0} onFocus={() => frameRef.current?.focus()} />
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id={titleId} className="text-base font-semibold text-white">
          {title}
        </h2>
        <button
          ref={closeRef}
          type="button"
          onClick={() => onRequestClose()}
          className="inline-flex size-11 items-center justify-center rounded-full bg-white text-[#0b1533] hover:bg-brand-soft"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{closeLabel}</span>
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
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it passes focus on at once */}
      <span tabIndex={0} onFocus={() => closeRef.current?.focus()} />
    </dialog>
  );
}
