import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Island } from "./island";
import { withIslandLoader } from "./loader-script";
import { CountersIsland } from "./counters.island";

const LOADER = "/assets/islands-Ab_1.js";

function page(body: React.ReactNode): string {
  return `<!DOCTYPE html>${renderToString(
    <html lang="en">
      <head>
        <style>{'[data-island="counters"]{color:red}'}</style>
      </head>
      <body>{body}</body>
    </html>,
  )}`;
}

const withIsland = () =>
  page(
    <main>
      <p>Figures</p>
      <Island of={CountersIsland} props={{ items: [{ value: 3, suffix: "+", label: "Clients" }], label: "Figures" }} />
    </main>,
  );

describe("the island loader's script", () => {
  it("is added at the end of the body of a page with an island, as React writes the tag", () => {
    const html = withIslandLoader(withIsland(), LOADER);
    const tag = renderToStaticMarkup(<script type="module" src={LOADER} />);
    expect(html.split(tag)).toHaveLength(2);
    expect(html.endsWith(`${tag}</body></html>`)).toBe(true);
    expect(withIslandLoader(withIsland(), LOADER, "n0+/=")).toContain(
      renderToStaticMarkup(<script type="module" src={LOADER} nonce="n0+/=" />),
    );
  });

  it("is not added to a page without islands, even one whose text or style names one", () => {
    const html = page(
      <main>
        <p>{'<div data-island="counters">'}</p>
        <code title={' data-island="counters"'}>data-island</code>
      </main>,
    );
    expect(withIslandLoader(html, LOADER)).toBe(html);
  });
});
