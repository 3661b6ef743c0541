import { describe, expect, it } from "vitest";
import { classTokens, pruneCss, prunePageStyle } from "./page-css";

const kept = (css: string, tokens: string[]) => pruneCss(css, new Set(tokens)).css;

describe("classTokens", () => {
  it("takes the page's classes, its islands' props (entities decoded) and the words of its scripts", () => {
    const html = `<div class="px-4 [&amp;&gt;svg]:size-4"><div data-island="tabs" data-props="{&quot;className&quot;:&quot;bg-brand md:grid&quot;}"></div></div>`;
    const tokens = classTokens(html, [`e.className=active?"tab-on":"tab-off",t=\`ring-2 \${x}\`,s="[&>svg]:block"`]);
    for (const t of ["px-4", "[&>svg]:size-4", "bg-brand", "md:grid", "tab-on", "tab-off", "ring-2", "[&>svg]:block"])
      expect(tokens, t).toContain(t);
  });
});

describe("pruneCss", () => {
  it("drops a rule whose class the page never has and keeps one it has", () => {
    expect(kept(".a{color:red}.b{color:blue}", ["a"])).toBe(".a{color:red}");
  });

  it("reads Tailwind's escapes: variants, fractions, arbitrary values and a leading digit", () => {
    const css = [
      ".md\\:px-4{padding:1rem}",
      ".w-1\\/2{width:50%}",
      ".\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}",
      ".\\32 xl\\:grid{display:grid}",
      ".hover\\:underline:hover{text-decoration:underline}",
    ].join("");
    expect(pruneCss(css, new Set(["md:px-4", "w-1/2", "[&>svg]:size-4", "2xl:grid", "hover:underline"])).rulesKept).toBe(5);
    expect(kept(css, [])).toBe("");
  });

  it("keeps only the selectors of a list the page can match", () => {
    expect(kept(".a,.b,p{margin:0}", ["b"])).toBe(".b,p{margin:0}");
  });

  it("needs every class of a compound and of its ancestors, none inside :where(), :is(), :not() or :has()", () => {
    expect(kept(".group:hover .group-hover\\:flex{display:flex}", ["group-hover:flex"])).toBe("");
    expect(kept(".group:hover .group-hover\\:flex{display:flex}", ["group", "group-hover:flex"])).toContain(".group-hover");
    const dark = ".dark\\:text-white:where(.dark,.dark *){color:#fff}";
    expect(kept(dark, ["dark:text-white"])).toBe(dark);
    expect(kept(".x:not(.y){top:0}", ["x"])).toBe(".x:not(.y){top:0}");
    expect(kept(".x:has(.y){top:0}", ["x"])).toBe(".x:has(.y){top:0}");
  });

  it("keeps rules without classes, keyframes and font faces, and removes what only held removed rules", () => {
    const css =
      "html{color:#000}[data-open] summary{gap:0}@keyframes spin{to{transform:rotate(1turn)}}" +
      "@font-face{font-family:X;src:url(x.woff2)}@layer utilities{@media (width>=48rem){.gone{display:none}}}";
    expect(kept(css, [])).toBe(
      "html{color:#000}[data-open] summary{gap:0}@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:X;src:url(x.woff2)}",
    );
  });
});

describe("prunePageStyle", () => {
  it("replaces the inline sheet and returns the whole one; a page without one is unchanged", () => {
    const page = prunePageStyle(`<head><style>.a{top:0}.b{top:1px}</style></head><body class="a"></body>`, []);
    expect(page.html).toBe(`<head><style>.a{top:0}</style></head><body class="a"></body>`);
    expect(page.full).toBe(".a{top:0}.b{top:1px}");
    expect(prunePageStyle("<p>no sheet</p>", []).full).toBe("");
  });

  it("does not count the sheet's own selectors as classes of the page", () => {
    expect(prunePageStyle(`<style>.only-in-css{top:0}</style><p class="x"></p>`, []).html).toBe(`<style></style><p class="x"></p>`);
  });
});
