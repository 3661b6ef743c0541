import { describe, expect, it } from "vitest";
import { floorHtml } from "./floor-page";

const page = `<!DOCTYPE html><html lang="en"><head><style>.a{color:red}</style>
<link rel="preload" as="image" href="/hero.svg"><script type="module" src="/assets/header-1.js"></script>
<script type="speculationrules">{"prefetch":[]}</script></head><body>
<header><button popovertarget="m">Menu</button><nav id="m" popover>links</nav></header>
<main id="main"><section><h1>Hero</h1></section><section class="faq"><h2>Frequently  Asked
Question</h2><details><summary>One</summary><p>Answer</p></details></section><section><h2>Other</h2></section></main>
<footer>Footer</footer><script type="module" src="/assets/islands-2.js"></script></body></html>`;

describe("floorHtml", () => {
  it("keeps the head's style and header module and the header, and drops the content, footer, islands and speculation", () => {
    const floor = floorHtml(page, null);
    expect(floor).toContain("<style>.a{color:red}</style>");
    expect(floor).toContain('src="/assets/header-1.js"');
    expect(floor).toContain('<nav id="m" popover="">links</nav>');
    expect(floor).toContain('<main id="main"></main>');
    expect(floor).not.toMatch(/Hero|Footer|islands-2|speculationrules|hero\.svg/);
  });

  it("keeps the one section whose heading is named, and nothing else of <main>", () => {
    const floor = floorHtml(page, "Frequently Asked Question");
    expect(floor).toContain("<summary>One</summary>");
    expect(floor).not.toMatch(/Hero|Other|Footer/);
  });

  it("refuses a heading the page does not have, and a page without <main>", () => {
    expect(() => floorHtml(page, "Pricing")).toThrow(/no section with the heading "Pricing"/);
    expect(() => floorHtml("<html><body><p>x</p></body></html>", null)).toThrow(/no <main>/);
  });
});
