/**
 * Deferred boot: every page arrives as complete HTML, so its scripts are only needed for the
 * widgets (menus, carousels, tabs, forms' inline checks). On a slow mobile link, the ~110 KB
 * of JavaScript that React Router asks for up front competes with the page's own font and
 * images for bandwidth, and its evaluation competes with the first paint for the CPU.
 *
 * entry.server.tsx therefore rewrites React Router's boot in production:
 *   - the client entry (React DOM and the router's client, ~50 KB, the same on every page)
 *     stays a `<link rel="modulepreload">`: it downloads with the page but does not run;
 *   - the other preloads (the page's own modules, up to ~75 KB) are removed; the boot module
 *     imports them itself (`import "/assets/…";`), so they are fetched together when it starts;
 *   - the inline boot module gets an inert type, so the browser does not run it while parsing;
 *   - a small inline loader starts it once the page has loaded and painted, or at once when
 *     the visitor presses, taps, types or moves focus before that;
 *   - a widget button (`<button type="button">`: menu, tabs, accordion, carousel, video) that
 *     the visitor activates before the scripts have run does nothing in plain HTML, so the
 *     loader keeps it and entry.client.tsx presses it again once React has hydrated it
 *     (./early-clicks.ts).
 *
 * The entry is left out of the static imports because React Router imports it dynamically,
 * after the boot has put the route modules in place; running it earlier would break that.
 * The boot module's text is final when the page is rendered, so the CSP hash computed at
 * build time (prerendered pages) or the request's nonce (pages rendered on request) allows
 * it. docs/decisions/0007-deferred-boot.md explains the choice.
 */

import { EARLY_CLICKS, REPLAYED_BUTTON } from "./early-clicks";

export const BOOT_ID = "rr-boot";
export const DEFERRED_TYPE = "text/x-deferred-module";

/**
 * The loader, as sent in the page (ES5, no dependencies). It copies the boot module into a
 * live `<script type="module">`, with the page's nonce if it has one, and keeps the widget
 * buttons pressed before that (see ./early-clicks.ts).
 */
export const BOOT_LOADER = [
  "(function(){",
  `var boot=document.getElementById(${JSON.stringify(BOOT_ID)});`,
  "if(!boot)return;",
  "var started=false;",
  "function start(){",
  "if(started)return;started=true;",
  'var s=document.createElement("script");s.type="module";if(boot.nonce)s.nonce=boot.nonce;s.textContent=boot.textContent;document.head.appendChild(s)',
  "}",
  // After the load event and the paint that follows it; a hidden tab does not paint, so go.
  'function afterPaint(){if(document.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(start,0)});else start()}',
  'if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint,{once:true});',
  // A visitor who reaches for the page first should not wait for the rest of it to load.
  'var early=["pointerdown","touchstart","keydown","focusin"];',
  "for(var j=0;j<early.length;j++)addEventListener(early[j],start,{once:true,passive:true,capture:true});",
  // A widget button pressed before the scripts run is pressed again once they do.
  `var kept=window[${JSON.stringify(EARLY_CLICKS)}]=[];`,
  'addEventListener("click",function(e){',
  `if(window[${JSON.stringify(EARLY_CLICKS)}]!==kept)return;`,
  `var b=e.target&&e.target.closest?e.target.closest(${JSON.stringify(REPLAYED_BUTTON)}):null;`,
  "if(b&&kept.indexOf(b)<0)kept.push(b);start()",
  "},true)",
  "})();",
].join("");

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const BOOT_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/g;
const DYNAMIC_IMPORT = /\bimport\("([^"]+)"\)/g;

/** React Router's inline boot module in a rendered document, if there is one. */
function findBoot(html: string): { nonceAttribute: string; body: string } | undefined {
  for (const m of html.matchAll(BOOT_SCRIPT)) {
    if (m[2].includes("__reactRouterManifest")) return { nonceAttribute: m[1], body: m[2] };
  }
  return undefined;
}

/**
 * Rewrites a rendered document's React Router boot as described above. A document without
 * React Router's boot module (or one already rewritten) is returned unchanged.
 */
export function deferBootScripts(html: string): string {
  const boot = findBoot(html);
  if (!boot) return html;
  const entries = new Set([...boot.body.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]));
  const imports: string[] = [];
  const withoutPagePreloads = html.replace(MODULE_PRELOAD, (tag, href: string) => {
    if (entries.has(href)) return tag;
    imports.push(`import ${JSON.stringify(href)};`);
    return "";
  });
  const deferred =
    `<script${boot.nonceAttribute} type="${DEFERRED_TYPE}" id="${BOOT_ID}">${imports.join("")}${boot.body}</script>` +
    `<script${boot.nonceAttribute}>${BOOT_LOADER}</script>`;
  let replaced = false;
  return withoutPagePreloads.replace(BOOT_SCRIPT, (whole, _nonce: string, body: string) => {
    if (replaced || !body.includes("__reactRouterManifest")) return whole;
    replaced = true;
    return deferred;
  });
}

/**
 * The modules a deferred boot imports when it starts, besides the preloaded entry (for the
 * first-load byte budget and the link check in scripts/check-site.ts).
 */
export function deferredBootModules(html: string): string[] {
  const m = new RegExp(`<script[^>]* id="${BOOT_ID}">([\\s\\S]*?)</script>`).exec(html);
  if (!m) return [];
  const imports = [...m[1].matchAll(/\bimport\s*(?:[^"'();]*?\sfrom\s*)?"([^"]+)"/g)].map((i) => i[1]);
  return [...new Set(imports)];
}
