import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentImage } from "./content-image";

describe("ContentImage", () => {
  it("leaves the site's own drawings a plain image", () => {
    const html = renderToStaticMarkup(<ContentImage src="/images/team/member-1.svg" alt="Anna" width={400} height={400} sizes="50vw" />);
    expect(html).toContain('<img src="/images/team/member-1.svg" alt="Anna" width="400" height="400"/>');
    expect(html).not.toMatch(/picture|srcSet|sizes/);
  });

  it("gives a library photo at the pages' widths, AVIF first, in a picture that takes no box", () => {
    const html = renderToStaticMarkup(
      <ContentImage src="/media/0123456789abcdef01234567.webp" alt="" width={800} height={520} sizes="100vw" className="w-full" />,
    );
    const set = (ext: string) => [400, 800, 1600].map((w) => `/media/0123456789abcdef01234567-${w}.${ext} ${w}w`).join(", ");
    expect(html).toBe(
      `<picture class="contents"><source type="image/avif" srcSet="${set("avif")}" sizes="100vw"/>` +
        `<img src="/media/0123456789abcdef01234567.webp" srcSet="${set("webp")}" sizes="100vw" alt="" width="800" height="520" class="w-full"/></picture>`,
    );
  });
});
