/**
 * Arabic pages' one font (app/fonts/README.md), asked for by a line in the head while it is parsed, not at the first
 * layout: the font is then in hand for the first paint more often. A preload would fetch it as early, but at the
 * lower priority of a preload, behind the page's first images (docs/decisions/0006-performance-budgets.md).
 */
export const ARABIC_FONT_EARLY = `document.fonts.load('1em "Nexora Arabic Sans"')`;
