// Each prerendered page inlines only the style rules that can match it: the whole stylesheet is 61 KB raw and 10 KB of
// brotli ahead of the header and the hero, which on a phone's first round trip decides whether the hero is in the first
// paint (docs/decisions/0006-performance-budgets.md, "Per-page CSS"). Pages rendered on request keep the whole sheet.
import postcss, { type AtRule, type Node, type Rule } from "postcss";
import selectorParser from "postcss-selector-parser";

// Class tokens are whole words between these in script and in decoded attribute values (a class may hold `>` or `&`:
// `[&>svg]:size-4`), and markup is first cut at its tags and quotes. A superset is harmless: a rule kept for nothing.
const WORD_SEPARATORS = /[\s"'`{}]+/;
const MARKUP_SEPARATORS = /[\s"'`{}<>]+/;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#")
      return String.fromCodePoint(name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function addTokens(text: string, into: Set<string>): void {
  for (const token of text.split(WORD_SEPARATORS)) if (token) into.add(token);
}

/**
 * Every word that can be a class on the page: its markup (attributes decoded, so a class inside an island's JSON props
 * counts too) and the code of every script it may run (its islands add and swap classes after an interaction).
 */
export function classTokens(html: string, scripts: readonly string[]): Set<string> {
  const tokens = new Set<string>();
  for (const raw of html.split(MARKUP_SEPARATORS)) if (raw) addTokens(decodeEntities(raw), tokens);
  for (const code of scripts) addTokens(code, tokens);
  return tokens;
}

// A selector needs the classes of its own compounds. Classes inside :is(), :where(), :has() and :not() are not
// required (the dark variant's `:where(.dark, .dark *)`, a `:not(.x)` that matches because .x is absent).
function requiredClasses(selector: selectorParser.Selector): string[] {
  const classes: string[] = [];
  selector.each((node) => {
    if (node.type === "class") classes.push(node.value);
  });
  return classes;
}

const parser = selectorParser();

function keptSelectors(rule: Rule, tokens: Set<string>): string[] {
  const kept: string[] = [];
  const list = parser.astSync(rule.selector);
  list.each((selector) => {
    if (requiredClasses(selector).every((c) => tokens.has(c))) kept.push(selector.toString().trim());
  });
  return kept;
}

function insideKeyframes(rule: Rule): boolean {
  for (let node: Node | undefined = rule.parent as Node | undefined; node; node = node.parent as Node | undefined) {
    if (node.type === "atrule" && /keyframes$/i.test((node as AtRule).name)) return true;
  }
  return false;
}

/**
 * The selectors of the sheet's style rules (outside keyframes), each as it is written, or only those whose classes are
 * all in `tokens`: what a page whose classes are `tokens` must keep.
 */
export function styleSelectors(css: string, tokens?: Set<string>): Set<string> {
  const selectors = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    const list = tokens ? keptSelectors(rule, tokens) : parser.astSync(rule.selector).nodes.map((s) => s.toString().trim());
    for (const selector of list) selectors.add(selector);
  });
  return selectors;
}

export interface PrunedCss {
  css: string;
  rulesBefore: number;
  rulesKept: number;
}

/** The stylesheet without the rules (and selectors of a list) that need a class the page never has. */
export function pruneCss(css: string, tokens: Set<string>): PrunedCss {
  const root = postcss.parse(css);
  let rulesBefore = 0;
  let rulesKept = 0;
  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    rulesBefore++;
    const kept = keptSelectors(rule, tokens);
    if (kept.length === 0) {
      rule.remove();
      return;
    }
    rulesKept++;
    if (kept.length < rule.selectors.length) rule.selector = kept.join(",");
  });
  // What only held removed rules (a media query, a layer, a feature query).
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((at) => {
      if (at.nodes && at.nodes.length === 0) {
        at.remove();
        emptied = true;
      }
    });
  }
  return { css: root.toString(), rulesBefore, rulesKept };
}

const STYLE = /<style>([\s\S]*?)<\/style>/;

/** The page with its inline stylesheet pruned to it, and the sheet it had (`full`, empty if it had none). */
export function prunePageStyle(html: string, scripts: readonly string[]): { html: string; full: string; before: number; after: number } {
  const match = STYLE.exec(html);
  if (!match) return { html, full: "", before: 0, after: 0 };
  const { css } = pruneCss(match[1], classTokens(html.replace(STYLE, ""), scripts));
  return { html: html.replace(STYLE, () => `<style>${css}</style>`), full: match[1], before: match[1].length, after: css.length };
}
