/**
 * Writes sample social cards to look at (default /tmp/og-samples): the home page, an article
 * page and a right-to-left Arabic card, which no page has yet.
 *   node --import tsx scripts/og-samples.ts [dir]
 */
import fs from "node:fs";
import path from "node:path";
import { allSocialCards } from "../app/lib/social-card";
import { cardSvg, renderPng } from "../server/og-images";
import { ARABIC_SAMPLE } from "./lib/og-samples";

const dir = path.resolve(process.argv[2] ?? "/tmp/og-samples");
fs.mkdirSync(dir, { recursive: true });
const cards = allSocialCards();
const samples = [
  { name: "home", texts: cards.find((c) => c.path === "/og/home.png")! },
  { name: "blog-details", texts: cards.find((c) => c.path === "/og/blog/blog-details.png")! },
  { name: "arabic", texts: ARABIC_SAMPLE },
];
for (const { name, texts } of samples) {
  const file = path.join(dir, `${name}.png`);
  const png = renderPng(cardSvg(texts));
  fs.writeFileSync(file, png);
  console.log(`${file}: ${(png.length / 1024).toFixed(1)} KB`);
}
