import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

/** The WCAG levels the site and the desk are held to. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: AXE_TAGS },
  // Only the violations are read: axe then skips describing every node that passed, a quarter of its time.
  resultTypes: ["violations"],
  // The only frames are the map's and the video's, of other origins and not ours: axe checks each <iframe> (its title),
  // not what is inside.
  iframes: false,
};

/**
 * axe's violations on the page as it is now, one readable line per failing node; `include` narrows it to a selector.
 * axe is put in the page once per document and run there: @axe-core/playwright evaluated its 0.5 MB source two or three
 * times per check and finished each run in a new blank page, two seconds of the check's three on a busy machine.
 */
export async function axeViolations(page: Page, { include }: { include?: string } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ include, options }) => {
      const { axe } = window as unknown as { axe: { run(context: unknown, options: RunOptions): Promise<AxeResults> } };
      const results = await axe.run(include ? { include: [include] } : document, options);
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.join(" "), summary: n.failureSummary })),
      }));
    },
    { include, options: OPTIONS },
  );
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target} — ${n.summary?.split("\n")[1]?.trim() ?? v.help}`),
  );
}
