/**
 * Pictures in an S3-compatible bucket (MEDIA_BUCKET_URL, server/media-bucket.ts), against s3rver, a local S3 (it checks
 * each request's access key): a publisher uploads a photo in the desk, its bytes go to the bucket and its row
 * to the store; the site serves it and its page widths; removing it empties the bucket. With the bucket down, an
 * upload says nothing was changed, and nothing was.
 */
import { expect, test } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { localBucket, type LocalBucket } from "../../server/media-bucket.fixture";
import { Sqlite } from "../../server/store/sqlite-driver";
import type { FormsServer } from "./forms-support";
import { addUser, browserSignIn, newestPicture, startDeskServer, uploadPicture } from "./desk-support";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const PUBLISHER = "publisher.bucket@example.com";
let s3: LocalBucket;
let server: FormsServer;
let dir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "desk-bucket-"));
  s3 = await localBucket(dir);
  server = await startDeskServer(s3.env);
  await addUser(server.storeEnv, PUBLISHER, "publisher");
});

test.afterAll(async () => {
  await server?.stop();
  await s3?.close().catch(() => undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The bytes the store holds for a picture (empty when they are in the bucket). */
function storedBytes(address: string): number | undefined {
  const db = new Sqlite(server.databasePath, { fileMustExist: true });
  try {
    return db.prepare("SELECT length(bytes) FROM content_media WHERE path = ?").pluck().get(address) as number | undefined;
  } finally {
    db.close();
  }
}

const objectFile = (address: string) => path.join(s3.folder, address.slice(1) + "._S3rver_object");

test("an uploaded photo is kept in the bucket, served at every width, and removed from it", async ({ page }) => {
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
  const file = path.join(dir, "workshop.jpg");
  fs.writeFileSync(file, jpeg);
  await browserSignIn(page, server, PUBLISHER);
  await page.goto(`${server.url}/desk/content/media`);
  await uploadPicture(page, file);
  await expect(page.getByRole("status").first()).toHaveText(/^Uploaded\./);
  const newest = newestPicture(page);
  await expect(newest.row).toContainText("900 × 600 px");
  const address = await newest.address();

  expect(storedBytes(address)).toBe(0);
  expect(fs.existsSync(objectFile(address))).toBe(true);
  const served = await fetch(`${server.url}${address}`);
  expect(served.status).toBe(200);
  expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 900, height: 600 });
  const narrow = await fetch(`${server.url}${address.replace(".webp", "-400.avif")}`);
  expect(narrow.status).toBe(200);
  expect(await sharp(Buffer.from(await narrow.arrayBuffer())).metadata()).toMatchObject({ width: 400 });

  await page.getByRole("button", { name: `Remove workshop.jpg (${address})` }).click();
  await expect(page.getByRole("status").first()).toHaveText("Removed from the library.");
  expect(storedBytes(address)).toBeUndefined();
  expect(fs.existsSync(objectFile(address))).toBe(false);
  expect((await fetch(`${server.url}${address}`)).status).toBe(404);
});

test("with the bucket down, a picture answers 503 and an upload says nothing was changed, and nothing was", async ({ page }) => {
  const picture = async (name: string, r: number) => {
    const file = path.join(dir, name);
    fs.writeFileSync(
      file,
      await sharp({ create: { width: 300, height: 200, channels: 3, background: { r, g: 0, b: 0 } } })
        .png()
        .toBuffer(),
    );
    await uploadPicture(page, file);
  };
  await browserSignIn(page, server, PUBLISHER);
  await page.goto(`${server.url}/desk/content/media`);
  await picture("kept.png", 10);
  await expect(page.getByRole("status").first()).toHaveText(/^Uploaded\./);
  const table = page.getByRole("table", { name: /Uploaded pictures/ });
  const address = await newestPicture(page).address();

  await s3.close();
  const unreachable = await fetch(`${server.url}${address}`);
  expect(unreachable.status).toBe(503);
  expect(unreachable.headers.get("retry-after")).toBe("30");

  await page.goto(`${server.url}/desk/content/media`);
  await picture("lost.png", 200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The desk cannot reach its data right now");
  await expect(page.getByText("Nothing was changed.")).toBeVisible();
  await page.goto(`${server.url}/desk/content/media`);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("kept.png");
});
