import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Island } from "./island";
import { withoutUnusedIslandLoader } from "./loader-script";
import { CountersIsland } from "./counters.island";

const LOADER = "/assets/islands-Ab_1.js";

/** A document as the root layout renders it: the loader's script after the page's body. */
function page(body: React.ReactNode, nonce?: string): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang="en">
      <head>
        <style>{'[data-island="counters"]{color:red}'}</style>
      </head>
      <body>
        {body}
        <script type="module" src={LOADER} nonce={nonce} />
      </body>
    </html>,
  )}`;
}

const counters = <Island of={CountersIsland} props={{ items: [{ value: 3, suffix: "+", label: "Clients" }], label: "Figures" }} />;

describe("the island loader's script", () => {
  it("stays on a page with an island, where the layout put it", () => {
    const html = page(<main>{counters}</main>);
    expect(withoutUnusedIslandLoader(html, LOADER)).toBe(html);
    const withNonce = page(<main>{counters}</main>, "n0+/=");
    expect(withoutUnusedIslandLoader(withNonce, LOADER)).toBe(withNonce);
  });

  it("goes from a page without islands, even one whose text, attributes or style name one", () => {
    const body = (
      <main>
        <p>{'<div data-island="counters">'}</p>
        <code title={' data-island="counters"'}>data-island</code>
      </main>
    );
    for (const nonce of [undefined, "n0+/="]) {
      const html = withoutUnusedIslandLoader(page(body, nonce), LOADER);
      expect(html).not.toContain("<script");
      expect(html).toBe(page(body, nonce).replace(/<script[^>]*><\/script>/, ""));
    }
  });
});
