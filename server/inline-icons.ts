/**
 * Each prerendered page (and each page the server renders again: server/live-content.ts) carries the icon symbols its own markup uses, so its first paint needs no request for the
 * sprite (docs/decisions/0003-icon-sprite.md, "inline symbols"). The sprite stays for what islands draw later and for
 * pages rendered at request time; app/content/icons.tsx points an icon at the inline symbol when the page has it.
 */
import { INLINE_ICON_PREFIX, SPRITE_URL } from "../app/content/icon-id";

const SYMBOL = /<symbol id="([a-z0-9-]+)"([^>]*)>([\s\S]*?)<\/symbol>/g;

/** The sprite's symbols by id, with their attributes (viewBox) and drawing. */
export function spriteSymbols(sprite: string): Map<string, { attrs: string; body: string }> {
  const symbols = new Map<string, { attrs: string; body: string }>();
  for (const [, id, attrs, body] of sprite.matchAll(SYMBOL)) symbols.set(id, { attrs, body });
  return symbols;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const USE_HREF = new RegExp(`(<use\\b[^>]*?\\shref=")${escapeRegExp(SPRITE_URL)}#([a-z0-9-]+)"`, "g");

export interface InlinedIcons {
  html: string;
  /** Ids inlined, in order of first use. */
  ids: string[];
}

/**
 * Points every `<use href="/icons.svg?v=…#id">` of the page at an inline copy of the symbol, written in a hidden block
 * at the start of <body> (before any icon, so a progressive first paint already has them). An id the sprite lacks is
 * left pointing at the sprite, and reported, rather than drawn blank.
 */
export function inlineIcons(html: string, symbols: Map<string, { attrs: string; body: string }>): InlinedIcons & { missing: string[] } {
  const ids: string[] = [];
  const missing = new Set<string>();
  const rewritten = html.replace(USE_HREF, (whole, start: string, id: string) => {
    if (!symbols.has(id)) {
      missing.add(id);
      return whole;
    }
    if (!ids.includes(id)) ids.push(id);
    return `${start}#${INLINE_ICON_PREFIX}${id}"`;
  });
  if (ids.length === 0) return { html, ids, missing: [...missing] };
  const block =
    `<div hidden><svg xmlns="http://www.w3.org/2000/svg">` +
    ids
      .map((id) => {
        const { attrs, body } = symbols.get(id)!;
        return `<symbol id="${INLINE_ICON_PREFIX}${id}"${attrs}>${body}</symbol>`;
      })
      .join("") +
    `</svg></div>`;
  const body = /<body\b[^>]*>/.exec(rewritten);
  if (!body) throw new Error("inlineIcons: the page has no <body> tag");
  const at = body.index + body[0].length;
  return { html: rewritten.slice(0, at) + block + rewritten.slice(at), ids, missing: [...missing] };
}
