// The layout mirrors on right-to-left pages through logical properties: a physical side in a class or a stylesheet is
// a bug there, unless it is direction-neutral on purpose (listed below with why).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.dirname(new URL(import.meta.url).pathname);

function* sources(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (/\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

// Tailwind utilities with a physical side: margins, paddings, insets, borders, corners, alignment, floats.
const PHYSICAL_CLASS =
  /(?<![\w-])-?(?:(?:m[lr]|p[lr]|left|right|border-[lr]|rounded-(?:[lr]|[tb][lr])|scroll-[mp][lr])-[\w./[\]%-]+|(?:border|rounded)-[lr]|(?:text|float|origin)-(?:left|right))(?![\w-])/g;
const PHYSICAL_CSS = /\b(?:margin|padding|border)-(?:left|right)\b|(?<![\w-])(?:left|right)\s*:/g;

// Direction-neutral on purpose.
const ALLOWED: Record<string, string[]> = {
  // Centred over the card: the same in both directions.
  "components/sections/pricing-plans.tsx": ["left-1/2"],
};

describe("logical sides only", () => {
  it("no physical side in the app's classes or styles", () => {
    const found: string[] = [];
    for (const file of sources(APP)) {
      const rel = path.relative(APP, file);
      const text = fs.readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, "");
      const allowed = ALLOWED[rel] ?? [];
      const hits = file.endsWith(".css")
        ? [...text.matchAll(PHYSICAL_CSS)].map((m) => m[0])
        : [...text.matchAll(/(?:className|class)=\{?[`"][^`"]*[`"]|"[^"\n]*"/g)].flatMap((m) =>
            [...m[0].matchAll(PHYSICAL_CLASS)].map((c) => c[0]),
          );
      for (const hit of hits)
        if (!allowed.includes(hit.replace(/^-/, "").replace(/^(sm|md|lg|xl|focus|hover):/, ""))) found.push(`${rel}: ${hit}`);
    }
    expect(found).toEqual([]);
  });

  it("catches what it is meant to", () => {
    const sample = 'className="absolute top-4 left-4 pl-5 md:ml-auto border-l-2 text-right start-4 ps-5"';
    expect([...sample.matchAll(PHYSICAL_CLASS)].map((m) => m[0])).toEqual(["left-4", "pl-5", "ml-auto", "border-l-2", "text-right"]);
    expect([..."a { margin-left: 1px; left: 0; inset-inline-start: 0 }".matchAll(PHYSICAL_CSS)].map((m) => m[0])).toEqual([
      "margin-left",
      "left:",
    ]);
  });
});
