import { describe, expect, it } from "vitest";
import { inlineIcons, spriteSymbols } from "./inline-icons";

const sprite =
  '<svg xmlns="http://www.w3.org/2000/svg">' +
  '<symbol id="arrow-right" viewBox="0 0 24 24"><path d="M5 12h14"/></symbol>' +
  '<symbol id="phone" viewBox="0 0 24 24"><path d="M1 1"/></symbol>' +
  '<symbol id="mail" viewBox="0 0 24 24"><rect width="20" height="16"/></symbol>' +
  "</svg>";
const symbols = spriteSymbols(sprite);
const use = (id: string) => `<svg class="i"><use href="/icons.svg?v=3#${id}"></use></svg>`;

describe("inlineIcons", () => {
  it("reads every symbol of the sprite with its attributes", () => {
    expect([...symbols.keys()]).toEqual(["arrow-right", "phone", "mail"]);
    expect(symbols.get("mail")).toEqual({ attrs: ' viewBox="0 0 24 24"', body: '<rect width="20" height="16"/>' });
  });

  it("points each icon at one inline copy of its symbol, written first in the body", () => {
    const html = `<html><head><title>x</title></head><body class="b"><header>${use("phone")}${use("arrow-right")}</header><main>${use("phone")}</main></body></html>`;
    const out = inlineIcons(html, symbols);
    expect(out.ids).toEqual(["phone", "arrow-right"]);
    expect(out.missing).toEqual([]);
    expect(out.html).not.toContain("/icons.svg");
    expect(out.html.match(/href="#icon-phone"/g)).toHaveLength(2);
    expect(out.html).toContain(
      '<body class="b"><div hidden><svg xmlns="http://www.w3.org/2000/svg">' +
        '<symbol id="icon-phone" viewBox="0 0 24 24"><path d="M1 1"/></symbol>' +
        '<symbol id="icon-arrow-right" viewBox="0 0 24 24"><path d="M5 12h14"/></symbol></svg></div><header>',
    );
    // Symbols the page does not use stay out.
    expect(out.html).not.toContain("icon-mail");
  });

  it("leaves a page without icons as it was, and a second pass changes nothing", () => {
    const plain = "<html><body><p>No icons</p></body></html>";
    expect(inlineIcons(plain, symbols).html).toBe(plain);
    const once = inlineIcons(`<html><body>${use("mail")}</body></html>`, symbols).html;
    expect(inlineIcons(once, symbols).html).toBe(once);
  });

  it("keeps an icon the sprite lacks on the sprite and reports it", () => {
    const out = inlineIcons(`<html><body>${use("mail")}${use("rocket")}</body></html>`, symbols);
    expect(out.missing).toEqual(["rocket"]);
    expect(out.html).toContain('href="/icons.svg?v=3#rocket"');
    expect(out.html).toContain('href="#icon-mail"');
  });

  it("touches only use elements' href, not text or other attributes that mention the sprite", () => {
    const html = `<html><body><a href="/icons.svg?v=3#phone">sprite</a><p>/icons.svg?v=3#phone</p>${use("phone")}</body></html>`;
    const out = inlineIcons(html, symbols);
    expect(out.html).toContain('<a href="/icons.svg?v=3#phone">sprite</a><p>/icons.svg?v=3#phone</p>');
    expect(out.ids).toEqual(["phone"]);
  });
});
