import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The WCAG levels the site and the desk are held to. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

/**
 * axe's violations on the page as it is now, one readable line per failing node; `include` narrows it to a selector.
 * One axe.run in the page (axe's "legacy" mode): the default finishes every run in a new blank page, a second or more
 * per call here, for frames of other origins, and the only such frames are the map's and the video's, not ours.
 */
export async function axeViolations(page: Page, { include }: { include?: string } = {}): Promise<string[]> {
  // @axe-core/playwright types its page with the newer top-level playwright-core: same object.
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]["page"];
  let builder = new AxeBuilder({ page: axePage }).withTags(AXE_TAGS).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")} — ${n.failureSummary?.split("\n")[1]?.trim() ?? v.help}`),
  );
}
