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
import { BRAND_ICON_IDS, brandIconFile } from "../app/content/brand-icons";

type IconNode = [string, Record<string, string>][];

const iconsDir = path.resolve("node_modules/lucide-react/dist/esm/icons");
const escape = (v: string) => v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** An icon's drawing; an old name's module (Building2, CircleAlert) re-exports its new name's, which is followed. */
async function drawing(file: string): Promise<IconNode> {
  const mod = (await import(file)) as { __iconData?: { node: IconNode } };
  if (mod.__iconData) return mod.__iconData.node;
  const target = /from '\.\/([\w-]+\.mjs)'/.exec(fs.readFileSync(file, "utf8"))?.[1];
  if (!target) throw new Error(`No drawing in ${file}`);
  return drawing(path.join(iconsDir, target));
}

const symbols: string[] = [];
for (const name of new Set<string>([...ICON_NAMES, ...UI_ICON_NAMES])) {
  const id = iconId(name);
  const file = path.join(iconsDir, `${id}.mjs`);
  const brand = BRAND_ICON_IDS.has(id) ? path.resolve(brandIconFile(id)) : undefined;
  if (!fs.existsSync(brand ?? file)) throw new Error(`No lucide icon file for ${name} (${brand ?? file})`);
  // lucide 1.x modules export the drawing as __iconData.node; 0.548's brand logos as __iconNode.
  const node = brand ? ((await import(brand)) as { __iconNode: IconNode }).__iconNode : await drawing(file);
  const children = node
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
