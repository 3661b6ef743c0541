/**
 * TOKEN_PATH: the lead form's island asks here for a signed start token when its page was
 * prerendered (docs/decisions/0014-form-time-trap.md). Not a page: JSON, never cached.
 */
import { formStartLoader } from "~/forms/action.server";
import type { Route } from "./+types/form-token";

export const loader = (args: Route.LoaderArgs) => formStartLoader(args);
