// The default language and a page's path in a language, apart from the language list so the browser's scripts that
// link pages (the forms, the search box) carry these few bytes and not the list (docs/decisions/0026-locales.md).
export const DEFAULT_LOCALE_CODE = "en";

/**
 * Where a page is in a language: English at the page's own path, another language under its code
 * (`/about` → `/de/about`, `/` → `/de`). Paths are the page table's, which start with "/".
 */
export function localePath(path: string, code: string): string {
  if (code === DEFAULT_LOCALE_CODE) return path;
  return path === "/" ? `/${code}` : `/${code}${path}`;
}
