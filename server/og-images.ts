/**
 * The social cards (og:image): a 1200 × 630 PNG per canonical page, drawn as SVG and rasterised by
 * resvg, which shapes Arabic and orders right-to-left text itself (docs/decisions/0023-social-images.md).
 * A card is rendered only when its SVG, the fonts or resvg change; otherwise the cached PNG is copied.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg, type ResvgRenderOptions } from "@resvg/resvg-js";
import { writeWhole } from "./precompressed";
import { CARD_HEIGHT as H, CARD_WIDTH as W, type CardTexts } from "../app/lib/social-card";

const require = createRequire(import.meta.url);

// TTF files (resvg reads no woff2), OFL-1.1: the build and a publish draw cards with them, browsers never get them.
export const FONT_FILES = [
  "@expo-google-fonts/plus-jakarta-sans/800ExtraBold/PlusJakartaSans_800ExtraBold.ttf",
  "@expo-google-fonts/plus-jakarta-sans/700Bold/PlusJakartaSans_700Bold.ttf",
  "@expo-google-fonts/plus-jakarta-sans/500Medium/PlusJakartaSans_500Medium.ttf",
  "@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf",
  "@expo-google-fonts/noto-sans-arabic/500Medium/NotoSansArabic_500Medium.ttf",
].map((file) => require.resolve(file));

const LATIN = "Plus Jakarta Sans";
const ARABIC = "Noto Sans Arabic";

const renderOptions: ResvgRenderOptions = {
  font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: LATIN },
  logLevel: "off",
};

// Brand tokens of app/app.css and public/images/og-image.svg.
const C = {
  ground: "#0b1533",
  brand: "#2046d6",
  accent: "#ff6a3d",
  teal: "#14b8a6",
  ink: "#ffffff",
  muted: "#b4bfd9",
  line: "#26304d",
};

export const MARGIN = 80;
export const TITLE_WIDTH = W - 2 * MARGIN;
export const TITLE_SIZES = [76, 68, 60, 52] as const;
export const MAX_LINES = 3;
const LINE_HEIGHT = 1.16;
const BLOCK_TOP = 160;
const BLOCK_BOTTOM = 530;

export interface TextStyle {
  size: number;
  weight: number;
  dir: "ltr" | "rtl";
}

function families(dir: "ltr" | "rtl"): string {
  // Either font fills the other's gaps: Latin words in Arabic titles, Arabic in English ones.
  return dir === "rtl" ? `${ARABIC}, ${LATIN}` : `${LATIN}, ${ARABIC}`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * resvg 2.6 places a number inside right-to-left text on the wrong side of its neighbours
 * ("خدمات 2026" comes out as if written "2026 خدمات"); embedding each number left-to-right
 * (LRE … PDF) gives the order the Unicode bidi algorithm asks for.
 */
export function isolateNumbers(text: string): string {
  return text.replace(
    /[0-9\u0660-\u0669\u06F0-\u06F9]+(?:[.,:/\u066B\u066C][0-9\u0660-\u0669\u06F0-\u06F9]+)*/g,
    (n) => `\u202A${n}\u202C`,
  );
}

/**
 * One line of text. resvg anchors by the physical side whatever `direction` says, so right-to-left
 * text is anchored with "end" at the right margin; `direction="rtl"` makes the bidi algorithm start right.
 */
export function textElement(text: string, x: number, y: number, style: TextStyle, fill: string, extra = ""): string {
  const content = style.dir === "rtl" ? isolateNumbers(text) : text;
  const anchor = style.dir === "rtl" ? ` direction="rtl" text-anchor="end"` : "";
  return (
    `<text x="${x}" y="${y}"${anchor} font-family="${families(style.dir)}" font-size="${style.size}" ` +
    `font-weight="${style.weight}" fill="${fill}"${extra}>${escapeXml(content)}</text>`
  );
}

const MEASURE_ANCHOR = 2000;

/**
 * Width a line takes from its anchor, measured by resvg itself (shaped, kerned, with the ink's
 * overhang), so the line breaker and the renderer cannot disagree.
 */
export function measure(text: string, style: TextStyle): number {
  if (!text.trim()) return 0;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${2 * MEASURE_ANCHOR}" height="400">${textElement(text, MEASURE_ANCHOR, 200, style, "#000")}</svg>`;
  const box = new Resvg(svg, renderOptions).getBBox();
  if (!box) return 0;
  const left = Math.min(box.x, MEASURE_ANCHOR);
  const right = Math.max(box.x + box.width, MEASURE_ANCHOR);
  return right - left;
}

export type Measure = (text: string, style: TextStyle) => number;

/**
 * Greedy line breaking on spaces: as many words per line as fit in `width`. Null when a word alone
 * is wider than the line or more than `maxLines` lines are needed.
 */
export function breakLines(
  text: string,
  width: number,
  maxLines: number,
  style: TextStyle,
  measureText: Measure = measure,
): string[] | null {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (measureText(candidate, style) <= width) {
      current = candidate;
      continue;
    }
    if (!current || measureText(word, style) > width) return null;
    lines.push(current);
    current = word;
  }
  if (current) lines.push(current);
  return lines.length <= maxLines ? lines : null;
}

/** Drops words (then characters) from the end until the text plus "…" fits. */
function ellipsize(text: string, width: number, style: TextStyle, measureText: Measure): string {
  let kept = text;
  while (kept.length > 1) {
    const cut = kept.includes(" ") ? kept.slice(0, kept.lastIndexOf(" ")) : kept.slice(0, -1);
    kept = cut.trimEnd();
    if (measureText(`${kept}…`, style) <= width) return `${kept}…`;
  }
  return "…";
}

export interface TitleLayout {
  size: number;
  lines: string[];
}

/**
 * The largest size at which the title fits in three lines; a title too long even at the smallest
 * size is cut with "…" on its last line, so a card never overflows.
 */
export function layoutTitle(title: string, dir: "ltr" | "rtl", measureText: Measure = measure): TitleLayout {
  for (const size of TITLE_SIZES) {
    const lines = breakLines(title, TITLE_WIDTH, MAX_LINES, { size, weight: 700, dir }, measureText);
    if (lines) return { size, lines };
  }
  const size = TITLE_SIZES[TITLE_SIZES.length - 1];
  const style: TextStyle = { size, weight: 700, dir };
  const lines: string[] = [];
  let rest = title.split(/\s+/).filter(Boolean);
  while (rest.length && lines.length < MAX_LINES) {
    let n = 1;
    while (n < rest.length && measureText(rest.slice(0, n + 1).join(" "), style) <= TITLE_WIDTH) n++;
    const line = rest.slice(0, n).join(" ");
    rest = rest.slice(n);
    const last = lines.length === MAX_LINES - 1;
    const tooWide = measureText(line, style) > TITLE_WIDTH;
    lines.push(
      last && rest.length
        ? ellipsize(`${line} ${rest.join(" ")}`, TITLE_WIDTH, style, measureText)
        : tooWide
          ? ellipsize(line, TITLE_WIDTH, style, measureText)
          : line,
    );
  }
  return { size, lines };
}

/** The logo's mark (public/images/logo.svg), 40 units square. */
const MARK =
  `<rect x="2" y="2" width="40" height="40" rx="11" fill="${C.brand}"/>` +
  `<path d="M14 31V14L30 31V23" fill="none" stroke="#fff" stroke-width="5.2" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<circle cx="30" cy="14.2" r="3.7" fill="${C.accent}"/>`;

interface TitleBlock {
  lines: string[];
  /** Baseline of the section line above the title. */
  sectionBaseline: number;
}

// Section line and title, centred as one block between the logo and the rule above the domain.
function titleBlock(texts: CardTexts, title: TitleLayout): TitleBlock {
  const x = texts.dir === "rtl" ? W - MARGIN : MARGIN;
  const step = Math.round(title.size * LINE_HEIGHT);
  const sectionCap = 24;
  const descent = Math.round(title.size * 0.22);
  const height = sectionCap + 34 + title.size + (title.lines.length - 1) * step + descent;
  const first = Math.round((BLOCK_TOP + BLOCK_BOTTOM - height) / 2) + sectionCap + 34 + title.size;
  const style: TextStyle = { size: title.size, weight: 700, dir: texts.dir };
  return {
    lines: title.lines.map((line, i) => textElement(line, x, first + i * step, style, C.ink)),
    sectionBaseline: first - title.size - 34,
  };
}

/** The card's SVG; for right-to-left cards every position is mirrored and text anchored at the right. */
export function cardSvg(texts: CardTexts, title: TitleLayout = layoutTitle(texts.title, texts.dir)): string {
  const rtl = texts.dir === "rtl";
  const x = (v: number) => (rtl ? W - v : v);
  const { dir } = texts;
  const markSize = 64;
  const block = titleBlock(texts, title);
  const barWidth = 44;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" xml:lang="${escapeXml(texts.locale)}">`,
    `<rect width="${W}" height="${H}" fill="${C.ground}"/>`,
    // Decoration in the corner away from where the text starts: mirrored for right-to-left.
    `<g${rtl ? ` transform="matrix(-1 0 0 1 ${W} 0)"` : ""}>`,
    `<circle cx="1150" cy="20" r="250" fill="${C.brand}" opacity=".45"/>`,
    `<circle cx="1150" cy="20" r="330" fill="none" stroke="${C.brand}" stroke-width="2" opacity=".35"/>`,
    `<circle cx="1120" cy="640" r="130" fill="${C.teal}" opacity=".14"/>`,
    `</g>`,
    `<g transform="translate(${rtl ? W - MARGIN - markSize : MARGIN} 74) scale(${markSize / 44})">${MARK}</g>`,
    textElement(texts.brand, x(MARGIN + markSize + 20), 122, { size: 44, weight: 800, dir }, C.ink),
    `<rect x="${rtl ? W - MARGIN - barWidth : MARGIN}" y="${block.sectionBaseline - 13}" width="${barWidth}" height="8" rx="4" fill="${C.accent}"/>`,
    textElement(texts.section, x(MARGIN + barWidth + 16), block.sectionBaseline, { size: 30, weight: 500, dir }, C.muted),
    ...block.lines,
    `<rect x="${MARGIN}" y="548" width="${TITLE_WIDTH}" height="2" fill="${C.line}"/>`,
    textElement(texts.domain, x(MARGIN), 596, { size: 26, weight: 500, dir }, C.muted),
    `</svg>`,
  ].join("\n");
}

export function renderPng(svg: string): Buffer {
  return new Resvg(svg, renderOptions).render().asPng();
}

/** Where resvg puts the title's ink, for tests of the anchoring. */
export function titleBox(texts: CardTexts): { left: number; right: number } | null {
  const { lines } = titleBlock(texts, layoutTitle(texts.title, texts.dir));
  const box = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${lines.join("")}</svg>`,
    renderOptions,
  ).getBBox();
  return box ? { left: box.x, right: box.x + box.width } : null;
}

let fontDigest: string | undefined;

/** Fonts and the renderer's version are inputs too: a new font or resvg re-renders every card. */
function environmentDigest(): string {
  if (!fontDigest) {
    const hash = crypto.createHash("sha256");
    for (const file of FONT_FILES) hash.update(fs.readFileSync(file));
    hash.update(JSON.stringify(renderOptions));
    hash.update((require("@resvg/resvg-js/package.json") as { version: string }).version);
    fontDigest = hash.digest("hex");
  }
  return fontDigest;
}

/**
 * The cache key: the SVG holds the texts, locale, direction, line breaks and the whole template, so
 * a change to any of them (no version to remember to bump) renders the card again.
 */
export function cardKey(svg: string): string {
  return crypto.createHash("sha256").update(environmentDigest()).update(svg).digest("hex").slice(0, 32);
}

/** Where a card's URL path is in the client folder. */
export const cardFile = (clientDir: string, urlPath: string) => path.join(clientDir, ...urlPath.split("/").filter(Boolean));

/** Draws `card` into the client folder, by a rename (the build's file may be a hard link shared with a copy of it). */
export function drawCard(card: CardJob, clientDir: string): void {
  writeWhole(cardFile(clientDir, card.path), renderPng(cardSvg(card)));
}

export interface CardJob extends CardTexts {
  /** URL path, e.g. /og/home.png. */
  path: string;
}

export interface CardsResult {
  rendered: number;
  reused: number;
  ms: number;
  files: { path: string; bytes: number }[];
}

// Beside the installed packages, whatever the working directory: it survives `build/` being replaced.
export const DEFAULT_CACHE_DIR = fileURLToPath(new URL("../node_modules/.cache/og-images", import.meta.url));

/**
 * Writes each card under `clientDir` (its URL path), from `cacheDir` when an identical one was
 * rendered before; cache entries no card used this time are removed, so the folder does not grow.
 */
export function writeCards(jobs: CardJob[], clientDir: string, cacheDir = DEFAULT_CACHE_DIR): CardsResult {
  const started = performance.now();
  fs.mkdirSync(cacheDir, { recursive: true });
  let rendered = 0;
  let reused = 0;
  const used = new Set<string>();
  const files: CardsResult["files"] = [];
  for (const job of jobs) {
    const svg = cardSvg(job);
    const key = cardKey(svg);
    const cached = path.join(cacheDir, `${key}.png`);
    used.add(path.basename(cached));
    if (fs.existsSync(cached)) {
      reused++;
    } else {
      writeWhole(cached, renderPng(svg));
      rendered++;
    }
    const out = cardFile(clientDir, job.path);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.copyFileSync(cached, out);
    files.push({ path: job.path, bytes: fs.statSync(out).size });
  }
  for (const name of fs.readdirSync(cacheDir)) {
    if (name.endsWith(".png") && !used.has(name)) fs.rmSync(path.join(cacheDir, name), { force: true });
  }
  return { rendered, reused, ms: performance.now() - started, files };
}
