/**
 * Writes public/icons.svg: one <symbol> per icon name the content (ICON_NAMES) and the
 * interface (UI_ICON_NAMES) use, drawn from lucide's icon data. Icons then cost no
 * JavaScript: they render an <svg><use href="/icons.svg#id"/></svg>. Run after adding a name:
 *   node --import tsx scripts/generate-icon-sprite.ts
 */
import fs from "node:fs";
import path from "node:path";
import { ICON_NAMES } from "../app/content/schemas";
import { iconId } from "../app/content/icon-id";
import { UI_ICON_NAMES } from "../app/components/ui/icons";

type IconNode = [string, Record<string, string>][];

const iconsDir = path.resolve("node_modules/lucide-react/dist/esm/icons");
const escape = (v: string) => v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

const symbols: string[] = [];
for (const name of new Set<string>([...ICON_NAMES, ...UI_ICON_NAMES])) {
  const id = iconId(name);
  const file = path.join(iconsDir, `${id}.js`);
  if (!fs.existsSync(file)) throw new Error(`No lucide icon file for ${name} (${file})`);
  const mod = (await import(file)) as { __iconNode: IconNode };
  const children = mod.__iconNode
    .map(([tag, attrs]) => {
      const a = Object.entries(attrs)
        .filter(([k]) => k !== "key")
        .map(([k, v]) => `${k}="${escape(String(v))}"`)
        .join(" ");
      return `<${tag} ${a}/>`;
    })
    .join("");
  symbols.push(`<symbol id="${id}" viewBox="0 0 24 24">${children}</symbol>`);
}
const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
fs.writeFileSync(path.resolve("public/icons.svg"), sprite);
console.log(`public/icons.svg: ${symbols.length} icons, ${sprite.length} bytes`);
