import { ShellLayout } from "./site-shell";

/** Dark layout route: the same pages; root.tsx reads this handle and sets class="dark". */
export const handle = { theme: "dark" };

export default ShellLayout;
