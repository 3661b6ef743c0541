import type { ReactNode } from "react";
import type { Sidebar } from "~/pages";

/**
 * The two-column body of a detail page. The article always comes first in the document
 * (and on phones); on wide screens the sidebar sits left or right, or is left out and the
 * article is centred ("none").
 */
export function DetailLayout({ sidebar, aside, children }: { sidebar: Sidebar; aside: ReactNode; children: ReactNode }) {
  if (sidebar === "none") {
    return (
      <div className="section">
        <div className="container-site">
          <div className="mx-auto max-w-4xl">{children}</div>
        </div>
      </div>
    );
  }
  return (
    <div className="section">
      <div
        data-sidebar={sidebar}
        className={`container-site grid gap-12 lg:gap-10 xl:gap-14 ${sidebar === "left" ? "lg:grid-cols-[22rem_minmax(0,1fr)]" : "lg:grid-cols-[minmax(0,1fr)_22rem]"}`}
      >
        <div className={`min-w-0 ${sidebar === "left" ? "lg:col-start-2 lg:row-start-1" : ""}`}>{children}</div>
        <aside className={`flex min-w-0 flex-col gap-8 ${sidebar === "left" ? "lg:col-start-1 lg:row-start-1" : ""}`}>{aside}</aside>
      </div>
    </div>
  );
}
