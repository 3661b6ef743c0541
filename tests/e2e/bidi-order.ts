import type { Page } from "@playwright/test";

/**
 * Left-to-right runs in a right-to-left page that do not read as written: for every run of Latin text, digits and the
 * punctuation inside them ("1250 Harbor View Avenue, Suite 400", ".NET", "+1 (555) 010-0142", "hello@nexora.example")
 * in a visible text node, each character must sit to the right of the one before it on the same line. The bidi
 * algorithm moves a leading number, a leading dot or a bracket of an unisolated run; an isolated run (`<bdi>`,
 * `dir="ltr"`) keeps its order. Also lists e-mail, phone and URL inputs that are not `dir="ltr"`.
 */
export async function bidiOrderProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    // A run starts with a Latin letter or digit (or a sign or dot right before one) and goes on through Latin letters,
    // digits, spaces and the punctuation found inside addresses, numbers, names and e-mail addresses; it ends on a
    // letter, a digit or a closing bracket or sign.
    const RUN = /[+.#(]?[A-Za-z0-9][A-Za-z0-9 .,:;@&/#+'’()\-–]*[A-Za-z0-9)#+]/g;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const box = (node: Text, i: number) => {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rects = range.getClientRects();
      return rects.length ? rects[0] : null;
    };
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template, svg, [aria-hidden='true'], .sr-only")) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      const text = node.data;
      for (const match of text.matchAll(RUN)) {
        const run = match[0];
        // A word reads the same either way; a number without a letter or a sign ("(25)", "24/7") is the page's to order.
        if (!/[^A-Za-z]/.test(run) || !/[A-Za-z+@]/.test(run)) continue;
        let previous: DOMRect | null = null;
        for (let i = match.index; i < match.index + run.length; i++) {
          if (/\s/.test(text[i])) continue;
          const rect = box(node, i);
          if (!rect || rect.width === 0) continue;
          // A new line starts over.
          if (previous && Math.abs(rect.top - previous.top) < rect.height / 2 && rect.left < previous.left - 0.5) {
            const where = parent.closest("[id], section, footer, header, main, nav")?.tagName.toLowerCase() ?? parent.tagName.toLowerCase();
            problems.push(`bidi: "${run}" does not read left to right (in <${parent.tagName.toLowerCase()}> of ${where})`);
            break;
          }
          previous = rect;
        }
      }
    }
    for (const input of document.querySelectorAll<HTMLInputElement>("input[type=email], input[type=tel], input[type=url]")) {
      if (input.closest("[dir]")?.getAttribute("dir") !== "ltr") {
        problems.push(`bidi: the ${input.type} input "${input.name}" is not dir="ltr"`);
      }
    }
    return [...new Set(problems)];
  });
}
