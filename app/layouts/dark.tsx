import { Outlet } from "react-router";
import { SiteShell } from "./site-shell";

/** Dark layout route: the same pages; root.tsx reads this handle and sets class="dark". */
export const handle = { theme: "dark" };

export default function DarkLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
