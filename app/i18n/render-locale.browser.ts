// In the browser a script serves the page it is on: its language is the page's `<html lang>`, in the islands build and
// under `npm run dev` alike (scripts/lib/content-plugin.ts puts this module in place of ./render-locale.ts).
export function inLocale<T>(_code: string, run: () => T): T {
  return run();
}

export function strictLocaleReads(_on: boolean): void {}

export function shapeOnly<T>(run: () => T): T {
  return run();
}

export function renderLocale(): string | undefined {
  return typeof document === "undefined" ? undefined : document.documentElement.lang || undefined;
}
