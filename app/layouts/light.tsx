import { Outlet } from "react-router";
import { SiteShell } from "./site-shell";

/** Main layout route: the light theme. */
export const handle = { theme: "light" };

export default function LightLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
