import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

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
