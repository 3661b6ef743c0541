import type { Page } from "@playwright/test";

/**
 * Left-to-right runs in a right-to-left page that do not read as written: for every run of Latin text, digits and the
 * punctuation inside them ("© 2024 Nexora Technologies Ltd", "1250 Harbor View Avenue, Suite 400", ".NET",
 * "+1 (555) 010-0142") in the visible text of a block, each word, number and sign must sit to the right of the one
 * before it on the same line. A run may span elements ("©", the year and the name are three text nodes), so the text is
 * read per block, not per node. The bidi algorithm moves a leading number, sign, dot or bracket of an unisolated run;
 * an isolated run (`<bdi>`, `dir="ltr"`) keeps its order. Also lists e-mail, phone and URL inputs that are not
 * `dir="ltr"`.
 */
export async function bidiOrderProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    // A run starts with a Latin letter or digit (or a sign or dot right before one) and goes on through Latin letters,
    // digits, spaces and the punctuation found inside addresses, numbers, names and e-mail addresses; it ends on a
    // letter, a digit or a closing bracket or sign.
    const RUN = /(?:© ?)?[+.#(]?[A-Za-z0-9][A-Za-z0-9 .,:;@&/#+'’()\-–]*[A-Za-z0-9)#+]/g;
    // What is compared: each word or number, and each sign or bracket on its own.
    const TOKEN = /[A-Za-z0-9]+|[^\sA-Za-z0-9]/g;
    const blockOf = new Map<Element, Element>();
    const block = (element: Element): Element => {
      const known = blockOf.get(element);
      if (known) return known;
      const found =
        getComputedStyle(element).display.startsWith("inline") && element.parentElement ? block(element.parentElement) : element;
      blockOf.set(element, found);
      return found;
    };
    const range = document.createRange();
    const box = (node: Text, i: number) => {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rects = range.getClientRects();
      return rects.length ? rects[0] : null;
    };
    const check = (nodes: Text[]) => {
      // The block's text, and where each of its characters came from.
      let text = "";
      const from: [Text, number][] = [];
      for (const node of nodes) {
        for (let i = 0; i < node.data.length; i++) from.push([node, i]);
        text += node.data;
      }
      for (const match of text.matchAll(RUN)) {
        const run = match[0];
        // A word reads the same either way; a number without a letter or a sign ("(25)", "24/7") is the page's to order.
        if (!/[^A-Za-z]/.test(run) || !/[A-Za-z+@©]/.test(run)) continue;
        let previous: DOMRect | null = null;
        for (const token of run.matchAll(TOKEN)) {
          const [node, offset] = from[match.index + token.index];
          const rect = box(node, offset);
          if (!rect || rect.width === 0) continue;
          // A new line starts over.
          if (previous && Math.abs(rect.top - previous.top) < rect.height / 2 && rect.left < previous.left - 0.5) {
            const parent = node.parentElement!;
            const where = parent.closest("[id], section, footer, header, main, nav")?.tagName.toLowerCase() ?? parent.tagName.toLowerCase();
            problems.push(`bidi: "${run}" does not read left to right (in <${parent.tagName.toLowerCase()}> of ${where})`);
            break;
          }
          previous = rect;
        }
      }
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let group: Text[] = [];
    let groupBlock: Element | null = null;
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent) continue;
      // Text without a Latin letter, digit or sign (spaces, Arabic) cannot start a run: it only separates or joins them.
      if (!/[A-Za-z0-9©+.#(@]/.test(node.data)) {
        if (group.length) group.push(node);
        continue;
      }
      if (
        parent.closest("script, style, template, svg, [aria-hidden='true'], .sr-only") ||
        !parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })
      ) {
        // Unseen text ends the run before it.
        if (group.length) check(group);
        group = [];
        groupBlock = null;
        continue;
      }
      const at = block(parent);
      if (at !== groupBlock) {
        if (group.length) check(group);
        group = [];
        groupBlock = at;
      }
      group.push(node);
    }
    if (group.length) check(group);
    for (const input of document.querySelectorAll<HTMLInputElement>("input[type=email], input[type=tel], input[type=url]")) {
      if (input.closest("[dir]")?.getAttribute("dir") !== "ltr") {
        problems.push(`bidi: the ${input.type} input "${input.name}" is not dir="ltr"`);
      }
    }
    return [...new Set(problems)];
  });
}
