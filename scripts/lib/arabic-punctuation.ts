/**
 * Latin commas and semicolons written after Arabic words ("الرئيس التنفيذي, Parcelly"): Arabic text takes "،" and "؛".
 * Scripts and styles are left out (JSON and CSS have their own commas); a comma between digits is a number's.
 */
export function latinPunctuationInArabic(html: string): string[] {
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, " ");
  const found = new Set<string>();
  // In the markup (attributes: alt, aria-label, content) and in the text as read, tags left out (a comma that opens a
  // screen-reader-only span after a visible Arabic label).
  for (const text of [markup, markup.replace(/<[^>]*>/g, "")]) {
    for (const match of text.matchAll(/[\u0600-\u06FF][)\]»]?[,;]/g)) {
      const from = Math.max(0, match.index - 30);
      found.add(text.slice(from, match.index + match[0].length + 15).replace(/\s+/g, " "));
    }
  }
  return [...found];
}
