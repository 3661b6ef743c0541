import { ShellLayout } from "./site-shell";

/** Main layout route: the light theme. */
export const handle = { theme: "light" };

export default ShellLayout;
