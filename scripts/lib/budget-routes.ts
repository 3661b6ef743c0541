import { pages } from "../../app/pages";
import { DEFAULT_LOCALE, LOCALES, localePath } from "../../shared/locales";

// In every other language: the homes, one page of each detail layout, a dark page and the contact page
// (docs/decisions/0026-locales.md); every English route as before.
const OTHER_LANGUAGE_PAGES = [
  ...pages.filter((p) => !p.inner).map((p) => p.path),
  "/service/service-details",
  "/service/service-details-right",
  "/service/service-details-center",
  "/aboutdark",
  "/contact",
];

const SAME_AS_PRIVACY = ["/terms-conditions", "/legal-notice"];

/**
 * The routes the page-load measurements visit, `ROUTES=/a,/b` to take only some. A route in ROUTES that is not one of
 * them throws: a typo would otherwise measure nothing and pass.
 */
export function budgetRoutes(
  only = process.env.ROUTES?.split(",")
    .map((s) => s.trim())
    .filter(Boolean),
): string[] {
  const other = LOCALES.filter((l) => l.code !== DEFAULT_LOCALE.code).flatMap((l) =>
    OTHER_LANGUAGE_PAGES.map((p) => localePath(p, l.code)),
  );
  // The three legal pages share one module and layout, text only: the privacy policy, the longest, stands for them.
  const all = [...pages.filter((p) => !SAME_AS_PRIVACY.includes(p.path)).map((p) => p.path), ...other];
  const unknown = only?.filter((p) => !all.includes(p)) ?? [];
  if (unknown.length) throw new Error(`ROUTES: not a measured route: ${unknown.join(", ")}`);
  return only ? all.filter((p) => only.includes(p)) : all;
}
