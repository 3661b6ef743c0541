/**
 * The desk's media library (server/desk/content-media.tsx, server/media.ts): a publisher uploads a JPEG photo, which
 * is stored as WebP without its camera data and served from the store; it becomes a new team member's photo on the
 * team page in every language (with its width and height); a picture in use is not removed. A hostile SVG and a page
 * named .jpg are refused; an editor uploads but does not remove; nothing is uploaded without the session's token.
 */
import { expect, test } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { axeViolations } from "./axe";
import type { FormsServer } from "./forms-support";
import { addUser, browserSignIn, deskPost, newestPicture, reflowProblem, signIn, startDeskServer, uploadPicture } from "./desk-support";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const PUBLISHER = "publisher.media@example.com";
const EDITOR = "editor.media@example.com";
const MEDIA = "/desk/content/media";
const RENDERED = { timeout: 30_000 };
let server: FormsServer;
let dir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "desk-media-"));
  server = await startDeskServer();
  await Promise.all([addUser(server.storeEnv, PUBLISHER, "publisher"), addUser(server.storeEnv, EDITOR, "editor")]);
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A file to upload, as a person would have it on their computer. */
function file(name: string, bytes: Buffer | string): string {
  const at = path.join(dir, name);
  fs.writeFileSync(at, bytes);
  return at;
}

test("an uploaded JPEG becomes a new team member's photo in every language, and is not removed while used", async ({ page }) => {
  const jpeg = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "Home Address 12" } })
    .toBuffer();
  await browserSignIn(page, server, PUBLISHER);
  await page.goto(`${server.url}/desk/content`);
  await page.getByRole("link", { name: "Pictures" }).click();
  await uploadPicture(page, file("lena.jpg", jpeg));
  await expect(page.getByRole("status").first()).toHaveText(/^Uploaded\./);
  const newest = newestPicture(page);
  await expect(newest.row).toContainText("1,200 × 1,200 px");
  await expect(newest.row).toContainText("Not used");
  const address = await newest.address();
  expect(address).toMatch(/^\/media\/[0-9a-f]{24}\.webp$/);
  const served = await fetch(`${server.url}${address}`);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("image/webp");
  expect(served.headers.get("cache-control")).toContain("immutable");
  expect(served.headers.get("content-security-policy")).toContain("sandbox");
  const bytes = Buffer.from(await served.arrayBuffer());
  expect(bytes.includes("Home Address 12")).toBe(false);
  expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 1200, height: 1200 });

  // The thirteenth member, with that photo.
  await page.goto(`${server.url}/desk/content/edit/team/new`);
  // The photo field offers the library's pictures (a native list, so the keyboard and no script both work).
  await expect(page.getByLabel("Photo")).toHaveAttribute("list", "library-pictures");
  await expect(page.locator(`datalist#library-pictures option[value="${address}"]`)).toHaveAttribute("label", "lena.jpg (1200 × 1200)");
  await page.getByLabel("Name").fill("Lena Fischer");
  // A mistyped address is refused on its field.
  await page.getByLabel("Photo").fill("/media/000000000000000000000000.webp");
  await page.getByRole("button", { name: "Add and publish" }).click();
  await expect(page.getByLabel("Photo")).toHaveAccessibleDescription(
    /\/media\/000000000000000000000000\.webp is not in the desk's pictures: upload it there, or check the address/,
  );
  await page.getByLabel("Photo").fill(address);
  await page.getByRole("button", { name: "Add and publish" }).click();
  await expect(page.getByRole("status").first()).toHaveText(/^Added\. Published/, RENDERED);
  for (const urlPath of ["/team", "/de/team", "/ar/team"]) {
    const html = await (await fetch(`${server.url}${urlPath}`)).text();
    const img = html.match(new RegExp(`<img[^>]*src="${address}"[^>]*>`))?.[0];
    expect(img, urlPath).toMatch(/width="400"/);
    expect(img, urlPath).toMatch(/height="400"/);
  }
  await page.goto(`${server.url}/team`);
  const portrait = page.locator(`img[src="${address}"]`);
  await portrait.scrollIntoViewIfNeeded();
  // A card is a few hundred pixels wide: the browser takes the 400-pixel AVIF made from the photo, not the original.
  const variant = address.replace(/\.webp$/, "-400.avif");
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(variant);
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const small = await fetch(`${server.url}${variant}`);
  expect(small.headers.get("content-type")).toBe("image/avif");
  expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({ width: 400, height: 400 });
  const made = await fetch(`${server.url}${address.replace(/\.webp$/, "-800.webp")}`);
  expect(made.headers.get("content-type")).toBe("image/webp");
  expect(made.headers.get("cache-control")).toContain("immutable");
  expect(await sharp(Buffer.from(await made.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 800, height: 800 });
  // Only the widths pages use, of photos the library holds.
  expect((await fetch(`${server.url}${address.replace(/\.webp$/, "-401.avif")}`)).status).toBe(404);
  expect((await fetch(`${server.url}/media/000000000000000000000000-400.avif`)).status).toBe(404);

  // In use: said where, and not removed.
  await page.goto(`${server.url}${MEDIA}`);
  await expect(newest.row).toContainText("team/en/13-lena-fischer.json");
  await expect(newest.row.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  const refused = await deskPost(server, await signIn(server, PUBLISHER), `${MEDIA}/delete`, { path: address });
  expect(refused.status).toBe(409);
  expect(await refused.text()).toContain("the website&#x27;s content uses that picture");
  expect((await fetch(`${server.url}${address}`)).status).toBe(200);
});

test("a hostile SVG and a page named .jpg are refused; an editor uploads but does not remove; no upload without the token", async ({
  page,
}) => {
  await browserSignIn(page, server, EDITOR);
  await page.goto(`${server.url}${MEDIA}`);
  const upload = async (name: string, bytes: Buffer | string) => {
    await uploadPicture(page, file(name, bytes));
  };
  await upload(
    "logo.svg",
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>',
  );
  await expect(page.getByRole("alert")).toHaveText(
    "Nothing was uploaded: The SVG holds an event attribute (onload, onclick…), which the website does not take. Export it as plain shapes.",
  );
  await upload("photo.jpg", "<html><body><script>alert(document.cookie)</script></body></html>");
  await expect(page.getByRole("alert")).toHaveText(/^Nothing was uploaded: The file is no JPEG, PNG, WebP or SVG image/);
  // A plain drawing is kept as it is; a PNG named .jpg is taken for what it is.
  await upload(
    "mark.svg",
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="12" viewBox="0 0 24 12"><circle cx="6" cy="6" r="5"/></svg>',
  );
  await expect(page.getByRole("status").first()).toHaveText(/^Uploaded\./);
  await upload(
    "wrong-name.jpg",
    await sharp({ create: { width: 40, height: 30, channels: 4, background: "#f00" } })
      .png()
      .toBuffer(),
  );
  await expect(page.getByRole("status").first()).toHaveText(/^Uploaded\./);
  const table = page.getByRole("table", { name: /Uploaded pictures/ });
  await expect(table).toContainText("24 × 12 px");
  await expect(table).toContainText("40 × 30 px");
  // An editor has no Remove, and a post of one is refused.
  await expect(table.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  const svgPath = (await table.getByRole("row").filter({ hasText: "mark.svg" }).locator("code").textContent())!;
  const editor = await signIn(server, EDITOR);
  expect((await deskPost(server, editor, `${MEDIA}/delete`, { path: svgPath })).status).toBe(403);
  const svg = await fetch(`${server.url}${svgPath}`);
  expect(svg.headers.get("content-type")).toBe("image/svg+xml");
  expect(svg.headers.get("content-security-policy")).toContain("sandbox");
  // Without the session's token: 403, and nothing stored.
  const form = new FormData();
  form.set("image", new Blob([fs.readFileSync(file("x.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'))]), "x.svg");
  const forged = await fetch(`${server.url}${MEDIA}`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { cookie: editor.cookie, origin: server.url, "sec-fetch-site": "same-origin" },
  });
  expect(forged.status).toBe(403);
  // A publisher removes a picture nothing uses.
  const publisher = await page.context().browser()!.newPage();
  await browserSignIn(publisher, server, PUBLISHER);
  await publisher.goto(`${server.url}${MEDIA}`);
  await publisher.getByRole("button", { name: `Remove mark.svg (${svgPath})` }).click();
  await expect(publisher.getByRole("status").first()).toHaveText("Removed from the library.");
  expect((await fetch(`${server.url}${svgPath}`)).status).toBe(404);
});

for (const width of [1440, 375]) {
  test(`the media library passes axe and reflow at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await browserSignIn(page, server, PUBLISHER);
    await page.goto(`${server.url}${MEDIA}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(await reflowProblem(page)).toBe("");
  });
}
