import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce of a page rendered on request (set by entry.server.tsx from the
 * load context). Prerendered pages have none: their inline scripts are allowed by hash.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
