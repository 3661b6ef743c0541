/**
 * What Lighthouse's simulation counts towards a route's LCP and not its FCP (lib/lantern-gap.ts): the requests and
 * main-thread tasks behind the LCP − FCP that `test:budgets` prints, per run, with the optimistic and pessimistic
 * estimates Lighthouse averages. A diagnosis, not a budget (docs/decisions/0006-performance-budgets.md).
 *
 *   npm run measure:lantern-gap                     every route `test:budgets` measures, 3 runs each
 *   ROUTES=/ar/contact,/de/home7 RUNS=5 npm run measure:lantern-gap
 */
import lighthouse from "lighthouse";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { ensureBuild } from "./lib/serve";
import { startLighthouseLab } from "./lib/lighthouse-lab";
import { phoneSlowdown } from "./lib/host-speed";
import { wholeNumberEnv } from "./lib/bench-stats";
import { budgetRoutes } from "./lib/budget-routes";
import { gapReport, type GapNode, type GapTiming } from "./lib/lantern-gap";

async function main() {
  ensureBuild();
  const routes = budgetRoutes();
  const runs = wholeNumberEnv("RUNS", 3);
  const port = Number(process.env.LANTERN_GAP_PORT ?? 3980);
  const lab = await startLighthouseLab(port);
  const { proxy, chrome } = lab;
  const audit = (url: string, cpuSlowdownMultiplier: number) =>
    lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      throttling: { cpuSlowdownMultiplier },
    });
  try {
    // A fresh browser's first run pays for warm-up (as in test:budgets).
    await audit(proxy.origin + routes[0], 4);
    for (const route of routes) {
      for (let run = 1; run <= runs; run++) {
        const { slowdown } = await phoneSlowdown({ forMs: 600 });
        const lhr = (await audit(proxy.origin + route, slowdown))?.lhr;
        if (!lhr || lhr.runtimeError) throw new Error(`${route}: ${lhr?.runtimeError?.message ?? "no result"}`);
        const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
        const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
        console.log(
          `\n${route}, run ${run} (CPU ${slowdown.toFixed(2)}×): Lighthouse FCP ${ms("first-contentful-paint")} ms, LCP ${ms("largest-contentful-paint")} ms; observed unthrottled FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms`,
        );
        // Every simulation of the audit just run, by label (Lantern keeps the last one of each).
        const simulations = Lantern.Simulation.Simulator.allNodeTimings as unknown as Map<string, Map<GapNode, GapTiming>>;
        for (const estimate of ["optimistic", "pessimistic"]) {
          const fcp = simulations.get(`${estimate}FirstContentfulPaint`);
          const lcp = simulations.get(`${estimate}LargestContentfulPaint`);
          if (!fcp || !lcp) continue;
          const report = gapReport(fcp, lcp);
          console.log(
            `  ${estimate}: FCP ${report.fcpMs} ms, LCP ${report.lcpMs} ms; only in LCP's graph:${report.onlyInLcp.length ? "" : " nothing"}`,
          );
          for (const line of report.onlyInLcp)
            console.log(`    ${String(line.start).padStart(5)}–${String(line.end).padEnd(5)} ${line.what}`);
        }
      }
    }
  } finally {
    await lab.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
