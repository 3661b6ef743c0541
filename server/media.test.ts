// @vitest-environment node
// Uploaded images (media.ts): the type from the bytes, raster images encoded again without their metadata or anything
// appended, SVGs that could run or fetch something refused.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MEDIA_MAX_WIDTH, MEDIA_PATH, mediaVariant, missingMedia, processImage, sniffImage, variantCache } from "./media";

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "Secret Camera Owner" } })
    .toBuffer();

const shapes = (extra = "") =>
  Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20"${extra}>
    <defs><linearGradient id="g"><stop offset="0" stop-color="#123"/></linearGradient></defs>
    <rect width="40" height="20" fill="url(#g)"/><text x="2" y="12">Hi</text></svg>`);

describe("an uploaded image", () => {
  it("is a JPEG, PNG or WebP by its first bytes, whatever its name", async () => {
    expect(sniffImage(await photo(4, 4))).toBe("jpeg");
    expect(
      sniffImage(
        await sharp(await photo(4, 4))
          .png()
          .toBuffer(),
      ),
    ).toBe("png");
    expect(
      sniffImage(
        await sharp(await photo(4, 4))
          .webp()
          .toBuffer(),
      ),
    ).toBe("webp");
    expect(sniffImage(shapes())).toBe("svg");
    expect(sniffImage(Buffer.from("GIF89a...."))).toBeUndefined();
    expect(sniffImage(Buffer.from("<html><script>alert(1)</script></html>"))).toBeUndefined();
    expect(await processImage(Buffer.from("%PDF-1.7"))).toEqual({ ok: false, problem: expect.stringMatching(/no JPEG, PNG, WebP or SVG/) });
  });

  it("is encoded again as WebP: no metadata, nothing appended, no wider than a page shows it", async () => {
    const original = await photo(3000, 2000);
    // A polyglot: a real JPEG with a page after its end.
    const polyglot = Buffer.concat([original, Buffer.from("<html><script>alert(document.cookie)</script></html>")]);
    const result = await processImage(polyglot);
    if (!result.ok) throw new Error(result.problem);
    expect(result.media).toMatchObject({ type: "image/webp", width: MEDIA_MAX_WIDTH, height: Math.round((MEDIA_MAX_WIDTH * 2) / 3) });
    expect(result.media.path).toMatch(MEDIA_PATH);
    expect(sniffImage(result.media.bytes)).toBe("webp");
    expect(result.media.bytes.includes("<script")).toBe(false);
    expect(result.media.bytes.includes("Secret Camera Owner")).toBe(false);
    expect((await sharp(result.media.bytes).metadata()).exif).toBeUndefined();
    // A small one keeps its size; the same bytes make the same path.
    const small = await processImage(await photo(300, 400));
    expect(small).toMatchObject({ ok: true, media: { width: 300, height: 400 } });
    const again = await processImage(await photo(300, 400));
    expect(again.ok && small.ok && again.media.path === small.media.path).toBe(true);
  });

  it("refuses a damaged raster image and one over the pixel limit", async () => {
    const broken = (await photo(50, 50)).subarray(0, 200);
    expect(await processImage(broken)).toMatchObject({ ok: false });
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(await processImage(huge)).toEqual({ ok: false, problem: "The image has more than 40 million pixels." });
  });

  it("keeps an SVG of plain shapes and refuses one that could run or fetch something", async () => {
    expect(await processImage(shapes())).toMatchObject({ ok: true, media: { type: "image/svg+xml", width: 40, height: 20 } });
    const hostile = [
      shapes(' onload="alert(1)"'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><image href="https://evil.example/x.png"/></svg>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><a href="javascript:alert(1)"><rect/></a></svg>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><rect fill="url(https://evil.example/#x)"/></svg>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><style>@import url(//evil.example/a.css)</style></svg>'),
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
      ),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><foreignObject><div>x</div></foreignObject></svg>'),
    ];
    for (const svg of hostile) expect(await processImage(svg), svg.toString()).toMatchObject({ ok: false });
    expect(await processImage(hostile[0]!)).toEqual({
      ok: false,
      problem: "The SVG holds an event attribute (onload, onclick…), which the website does not take. Export it as plain shapes.",
    });
  });

  it("is named by the content only if the library holds it: a missing one is reported on its field", () => {
    const held = "/media/0123456789abcdef01234567.webp";
    const gone = "/media/fedcba9876543210fedcba98.svg";
    const files = {
      "team/en/13-lena.json": JSON.stringify({ name: "Lena", image: held }),
      "projects/en/01-a.json": JSON.stringify({ gallery: [{ image: "/images/p/a.svg" }, { image: gone }] }),
      "posts/en/x.md": `---\nimage: ${gone}\n---\nBody`,
      "broken.json": "{ not json /media/",
    };
    expect(missingMedia(files, new Set([held]))).toEqual([
      {
        file: "projects/en/01-a.json",
        path: "gallery[1].image",
        message: `${gone} is not in the desk's pictures: upload it there, or check the address`,
      },
      { file: "posts/en/x.md", path: "", message: `${gone} is not in the desk's pictures: upload it there, or check the address` },
    ]);
    expect(missingMedia(files, new Set([held, gone]))).toEqual([]);
  });
});

describe("a stored photo at a page's width", () => {
  it("is made as AVIF or WebP at that width, never wider than the photo", async () => {
    const stored = await processImage(await photo(1200, 900));
    if (!stored.ok) throw new Error(stored.problem);
    const avif = await mediaVariant(stored.media.bytes, 400, "avif");
    expect(await sharp(avif).metadata()).toMatchObject({ format: "heif", width: 400, height: 300 });
    expect(avif.length).toBeLessThan(stored.media.bytes.length);
    expect(await sharp(await mediaVariant(stored.media.bytes, 1600, "webp")).metadata()).toMatchObject({ format: "webp", width: 1200 });
  });

  it("is made once however many ask at once, one at a time, and the least recently used go past the limit", async () => {
    const cache = variantCache(10);
    let made = 0;
    let running = 0;
    let most = 0;
    const make = (size: number) => async () => {
      made++;
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return Buffer.alloc(size);
    };
    const [a, b] = await Promise.all([cache.get("a", make(4)), cache.get("a", make(4)), cache.get("b", make(4))]);
    expect(a).toBe(b);
    expect(made).toBe(2);
    expect(most).toBe(1);
    await cache.get("a", make(4)); // a is now the most recent
    await cache.get("c", make(4)); // 12 bytes: b goes
    expect(cache.bytes()).toBe(8);
    await cache.get("a", make(4));
    expect(made).toBe(3);
    await cache.get("b", make(4));
    expect(made).toBe(4);
    // A failure is not kept, and the next one is made.
    await expect(cache.get("d", () => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    await cache.get("d", make(1));
    expect(made).toBe(5);
  });
});
