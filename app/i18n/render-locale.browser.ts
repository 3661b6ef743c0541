// In the browser a script serves the page it is on: its language is the page's (scripts/lib/content-plugin.ts).
export function inLocale<T>(_code: string, run: () => T): T {
  return run();
}

export function renderLocale(): string | undefined {
  return undefined;
}
