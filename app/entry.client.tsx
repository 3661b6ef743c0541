import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/*
 * Every page arrives as complete HTML, so the browser can paint it before React takes over.
 * Hydrating a long page is a long piece of work on a slow phone; started straight away it
 * holds back the first paint. Wait for the next frame (the paint), then hydrate.
 */
if (typeof requestAnimationFrame === "function" && document.visibilityState === "visible") {
  requestAnimationFrame(() => setTimeout(hydrate, 0));
} else {
  hydrate();
}
