/**
 * Deferred boot: every page arrives as complete HTML, so its scripts are only needed for the
 * widgets (menus, carousels, tabs, forms' inline checks). On a slow mobile link, the ~110 KB
 * of JavaScript that React Router asks for up front competes with the page's own font and
 * images for bandwidth, and its evaluation competes with the first paint for the CPU.
 *
 * entry.server.tsx therefore rewrites React Router's boot in production:
 *   - the `<link rel="modulepreload">` tags are removed. The boot module imports those modules
 *     itself (`import "/assets/…";`, so the browser fetches them all at once when it starts),
 *     except the client entry, which it imports dynamically once the route modules are in
 *     place: that one stays a preload, listed in `data-preload`;
 *   - the inline boot module gets an inert type, so the browser does not run it while parsing;
 *   - a small inline loader starts both once the page has loaded and painted, or at once
 *     when the visitor presses, taps, types or moves focus before that.
 *
 * Adding thirty `<link rel="modulepreload">` elements from script took 10–40 ms of main
 * thread on a throttled phone profile; a module's static imports cost a few. The module's
 * text is final when the page is rendered, so the CSP hash computed at build time
 * (prerendered pages) or the request's nonce (pages rendered on request) allows it.
 * docs/decisions/0007-deferred-boot.md explains the choice.
 */

export const BOOT_ID = "rr-boot";
export const DEFERRED_TYPE = "text/x-deferred-module";

/**
 * The loader, as sent in the page (ES5, no dependencies). It copies the boot module into a
 * live `<script type="module">` (with the page's nonce, if any) and adds the module preloads.
 */
export const BOOT_LOADER = [
  "(function(){",
  `var boot=document.getElementById(${JSON.stringify(BOOT_ID)});`,
  "if(!boot)return;",
  "var started=false;",
  "function start(){",
  "if(started)return;started=true;",
  'var head=document.head,hrefs=JSON.parse(boot.getAttribute("data-preload")||"[]");',
  'for(var i=0;i<hrefs.length;i++){var l=document.createElement("link");l.rel="modulepreload";l.href=hrefs[i];head.appendChild(l)}',
  'var s=document.createElement("script");s.type="module";if(boot.nonce)s.nonce=boot.nonce;s.textContent=boot.textContent;head.appendChild(s)',
  "}",
  // After the load event and the paint that follows it; a hidden tab does not paint, so go.
  'function afterPaint(){if(document.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(start,0)});else start()}',
  'if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint,{once:true});',
  // A visitor who reaches for the page first should not wait for the rest of it to load.
  'var early=["pointerdown","touchstart","keydown","focusin"];',
  "for(var j=0;j<early.length;j++)addEventListener(early[j],start,{once:true,passive:true,capture:true})",
  "})();",
].join("");

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const BOOT_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/g;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/**
 * Rewrites a rendered document's React Router boot as described above. A document without
 * React Router's boot module (or one already rewritten) is returned unchanged.
 */
export function deferBootScripts(html: string): string {
  let bootAt = -1;
  let nonceAttribute = "";
  let bootBody = "";
  for (const m of html.matchAll(BOOT_SCRIPT)) {
    if (!m[2].includes("__reactRouterManifest")) continue;
    bootAt = m.index;
    nonceAttribute = m[1];
    bootBody = m[2];
    break;
  }
  if (bootAt < 0) return html;

  const hrefs: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_tag, href: string) => {
    hrefs.push(href);
    return "";
  });
  // The client entry is imported dynamically, after the boot has set up the route modules;
  // importing it statically would run it too early. Everything else can be a static import.
  const entries = new Set([...bootBody.matchAll(/\bimport\("([^"]+)"\)/g)].map((m) => m[1]));
  const preloads = hrefs.filter((href) => entries.has(href));
  const imports = hrefs.filter((href) => !entries.has(href)).map((href) => `import ${JSON.stringify(href)};`);
  const deferred =
    `<script${nonceAttribute} type="${DEFERRED_TYPE}" id="${BOOT_ID}" data-preload="${escapeAttribute(JSON.stringify(preloads))}">` +
    `${imports.join("")}${bootBody}</script><script${nonceAttribute}>${BOOT_LOADER}</script>`;
  let replaced = false;
  return withoutPreloads.replace(BOOT_SCRIPT, (whole, _nonce: string, body: string) => {
    if (replaced || !body.includes("__reactRouterManifest")) return whole;
    replaced = true;
    return deferred;
  });
}

/**
 * The modules a deferred boot loads first: its preloads and its static imports (for the
 * first-load byte budget and the link check in scripts/check-site.ts).
 */
export function deferredBootModules(html: string): string[] {
  const m = new RegExp(`<script[^>]* id="${BOOT_ID}" data-preload="([^"]*)">([\\s\\S]*?)</script>`).exec(html);
  if (!m) return [];
  const preloads = JSON.parse(m[1].replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&amp;/g, "&")) as string[];
  const imports = [...m[2].matchAll(/\bimport\s*(?:[^"'();]*?\sfrom\s*)?"([^"]+)"/g)].map((i) => i[1]);
  return [...new Set([...preloads, ...imports])];
}
