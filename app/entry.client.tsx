import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { replayEarlyClicks, takeEarlyClicks } from "./lib/early-clicks";

/*
 * In production this module is started after the page's first paint (lib/deferred-boot.ts),
 * so it hydrates straight away. As a transition, hydration yields to the visitor's input.
 */
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
// React handles clicks from here on. A widget button pressed before the scripts ran is
// pressed again once it is hydrated (lib/early-clicks.ts).
replayEarlyClicks(takeEarlyClicks());
