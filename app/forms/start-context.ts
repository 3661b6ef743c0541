import { createContext } from "react";
import type { FormStart } from "../../shared/forms/form-result";

/**
 * A fresh start token for the forms of a page the server renders for one visitor (set by
 * entry.server.tsx from the load context); none in prerendered pages.
 */
export const FormStartContext = createContext<FormStart | undefined>(undefined);
