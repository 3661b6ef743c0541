// @vitest-environment node
// The web fonts are cut to the characters the content uses (app/fonts/README.md): a character outside their ranges is
// drawn by a fallback, so content that needs one means widening the cut, not a page set in two fonts unnoticed.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ARABIC_FONT_EARLY } from "./ask-early";

const css = fs.readFileSync(path.join(__dirname, "../app.css"), "utf8");

/** The unicode-range of the @font-face whose src is `file`, as [from, to] pairs. */
function rangesOf(file: string): [number, number][] {
  const face = css.split("@font-face").find((block) => block.includes(file));
  const list = face?.match(/unicode-range:([^;]+);/)?.[1];
  if (!list) throw new Error(`no unicode-range for ${file} in app/app.css`);
  return parseRanges(list);
}

/** `U+0020-007E, U+00A0` as [from, to] pairs. */
function parseRanges(list: string): [number, number][] {
  return list.split(",").map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (/\.(json|md)$/.test(entry.name)) yield full;
  }
}

const latin = rangesOf("plus-jakarta-sans-core-wght.woff2");
// Arabic pages' one file: the Latin cut and the Arabic letters.
const arabic = rangesOf("nexora-arabic-sans-core-wght.woff2");
const covered = (ranges: [number, number][], code: number) => ranges.some(([from, to]) => code >= from && code <= to);

describe("the cut web fonts", () => {
  it("cover every character of the content in every language", () => {
    const missing = new Map<string, string>();
    for (const file of filesUnder(path.join(__dirname, "../../content"))) {
      for (const ch of fs.readFileSync(file, "utf8")) {
        const code = ch.codePointAt(0)!;
        // Line breaks and tabs are layout, not glyphs.
        if (code < 0x20 || covered(latin, code) || covered(arabic, code)) continue;
        if (!missing.has(ch))
          missing.set(ch, `U+${code.toString(16).toUpperCase().padStart(4, "0")} in ${path.relative(process.cwd(), file)}`);
      }
    }
    expect([...missing.values()]).toEqual([]);
  });

  it("declare one weight range and style per family (Chromium picks one range per family before unicode-range)", () => {
    const byFamily = new Map<string, Set<string>>();
    for (const block of css.split("@font-face").slice(1)) {
      const body = block.slice(0, block.indexOf("}"));
      const family = body.match(/font-family:\s*"([^"]+)"/)?.[1];
      if (!family) continue;
      const shape = `${body.match(/font-weight:\s*([^;]+);/)?.[1]} ${body.match(/font-style:\s*([^;]+);/)?.[1] ?? "normal"}`;
      if (!byFamily.has(family)) byFamily.set(family, new Set());
      byFamily.get(family)!.add(shape);
    }
    const webFonts = ["Plus Jakarta Sans Variable", "Nexora Arabic Sans"];
    for (const family of webFonts) expect([...(byFamily.get(family) ?? [])], family).toHaveLength(1);
  });

  it("keep the Latin cut to the ranges its README gives (the file is cut to exactly these)", () => {
    const readme = fs.readFileSync(path.join(__dirname, "README.md"), "utf8");
    const listed = readme.match(/pyftsubset \/tmp\/jakarta-400-800\.woff2 \\\n\s+--unicodes="([^"]+)"/)?.[1];
    const css = latin.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to).slice(2)}`)).join(",");
    expect(css).toBe(listed);
  });

  it("ask early, on Arabic pages, for a family app.css declares", () => {
    const family = ARABIC_FONT_EARLY.match(/"([^"]+)"/)?.[1];
    expect(css).toContain(`font-family: "${family}";`);
    expect(css).toMatch(new RegExp(`html:lang\\(ar\\) body \\{\\s+font-family: "${family}"`));
  });

  it("give Arabic pages' file the Latin cut's ranges and the Arabic letters the README cuts", () => {
    const readme = fs.readFileSync(path.join(__dirname, "README.md"), "utf8");
    const arabicCut = readme.match(/fontTools\.subset \/tmp\/noto-arabic-400-800\.woff2 \\\n\s+--unicodes="([^"]+)"/)?.[1];
    expect(arabicCut).toBeTruthy();
    const codes = (ranges: [number, number][]) =>
      new Set(ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)));
    expect([...codes(arabic)].sort((a, b) => a - b)).toEqual([...codes([...latin, ...parseRanges(arabicCut!)])].sort((a, b) => a - b));
  });
});

function hex(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}
