import type { Page } from "@playwright/test";

/**
 * What crosses the viewport's sideways edge at its width now: the page scrolling sideways, an element crossing the edge
 * unless a box of its own clips it (a card's glow, a carousel's row), and a line of text cut by the edge (a clipping box
 * does not excuse text, only carousels and the marquee, which move theirs). German's long compounds and a right-to-left
 * page's mirrored offsets are what most often make a column wider than a phone.
 */
export async function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const client = document.documentElement.clientWidth;
    const scroll = document.documentElement.scrollWidth;
    if (scroll > client) problems.push(`reflow: the page is ${scroll}px wide in a ${client}px viewport`);
    const crosses = (r: DOMRect) => r.width > 0 && ((r.left < -1 && r.right > 0) || (r.right > client + 1 && r.left < client));
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== "visible" && !crosses(a.getBoundingClientRect())) return true;
      }
      return false;
    };
    const wide = Array.from(document.querySelectorAll<HTMLElement>("body *"))
      .filter((el) => crosses(el.getBoundingClientRect()) && el.checkVisibility() && !clipped(el))
      .slice(0, 5);
    for (const el of wide) problems.push(`reflow: <${el.tagName.toLowerCase()} class="${el.className}"> crosses the viewport's edge`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    let cut = 0;
    for (let node = walker.nextNode(); node && cut < 5; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent) continue;
      range.selectNodeContents(node);
      if (!Array.from(range.getClientRects()).some(crosses)) continue;
      if (!parent.checkVisibility() || parent.closest("[aria-roledescription], [aria-hidden='true'], .marquee-track")) continue;
      // Words for screen readers only, in a 1 px clipped box.
      if (getComputedStyle(parent).clip !== "auto" || getComputedStyle(parent).clipPath !== "none") continue;
      problems.push(
        `reflow: text cut by the viewport's edge in <${parent.tagName.toLowerCase()}>: ${node.textContent.trim().slice(0, 40)}`,
      );
      cut++;
    }
    return problems;
  });
}
