// @vitest-environment node
// Pictures in an S3-compatible bucket (server/media-bucket.ts), against s3rver, a local S3: the row in the store, the
// bytes in the bucket, and nothing stored when the bucket refuses. s3rver checks the access key of each signed request
// but not the Signature V4 itself; that is aws4fetch's, as AWS, MinIO and R2 check it.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BucketError, s3Bucket, type BucketOptions } from "./media-bucket";
import { localBucket, type LocalBucket } from "./media-bucket.fixture";
import { processImage, type ProcessedMedia } from "./media";
import { createStore } from "./store";
import type { LeadStore } from "./store/types";

let s3: LocalBucket;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "media-bucket-"));
  s3 = await localBucket(dir);
});

afterAll(async () => {
  await s3?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

// s3rver's one account.
const keys = (accessKeyId = "S3RVER"): BucketOptions => ({
  url: s3.url,
  region: "us-east-1",
  accessKeyId,
  secretAccessKey: "S3RVER",
});

let stores = 0;
async function openStores(bucket: BucketOptions) {
  const databasePath = path.join(dir, `store-${++stores}.sqlite`);
  const withBucket = await createStore({ databasePath, mediaBucket: bucket });
  await withBucket.migrate();
  // The same database without the bucket: what the store itself holds.
  const plain = await createStore({ databasePath });
  return { withBucket, plain, close: () => Promise.all([withBucket.close(), plain.close()]) };
}

async function photo(seed: number): Promise<ProcessedMedia> {
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: seed, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  const result = await processImage(jpeg);
  if (!result.ok) throw new Error(result.problem);
  return result.media;
}

const upload = (store: LeadStore, media: ProcessedMedia) =>
  store.content.putMedia({ ...media, name: "office.jpg", actor: "publisher@example.com" });

describe("pictures in a bucket", () => {
  it("keeps the bytes in the bucket and the row in the store, serves them, and removes both", async () => {
    const { withBucket, plain, close } = await openStores(keys());
    const media = await photo(10);
    await upload(withBucket, media);

    expect((await plain.content.mediaFile(media.path))?.bytes.length).toBe(0);
    const bucket = s3Bucket(keys());
    expect((await bucket.get(media.path.slice(1)))?.equals(media.bytes)).toBe(true);
    expect(await withBucket.content.mediaFile(media.path)).toEqual({ type: "image/webp", bytes: media.bytes });
    const [listed] = await withBucket.content.mediaList();
    expect(listed).toMatchObject({ path: media.path, size: media.bytes.length, width: 640, height: 480 });

    expect(await withBucket.content.deleteMedia(media.path, "admin@example.com")).toBe(true);
    expect(await bucket.get(media.path.slice(1))).toBeUndefined();
    expect(await withBucket.content.mediaFile(media.path)).toBeUndefined();
    await close();
  });

  it("still serves a picture stored in the database before the bucket was set", async () => {
    const { withBucket, plain, close } = await openStores(keys());
    const media = await photo(20);
    await upload(plain, media);
    expect(await withBucket.content.mediaFile(media.path)).toEqual({ type: "image/webp", bytes: media.bytes });
    await close();
  });

  it("stores nothing when the bucket refuses the key, and says so", async () => {
    const { withBucket, close } = await openStores(keys("NOT-A-KEY"));
    const media = await photo(30);
    const failed = await upload(withBucket, media).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(BucketError);
    expect((failed as Error).message).toMatch(/answered 403 to a PUT of media\/[0-9a-f]{24}\.webp/);
    expect(await withBucket.content.mediaList()).toEqual([]);
    await close();
  });

  it("fails within its time when the bucket does not answer", async () => {
    // Takes the connection and never answers.
    const silent = await new Promise<net.Server>((resolve) => {
      const server = net.createServer(() => undefined);
      server.listen(0, "127.0.0.1", () => resolve(server));
    });
    const { port } = silent.address() as { port: number };
    const bucket = s3Bucket({ ...keys(), url: `http://127.0.0.1:${port}/pictures`, timeoutMs: 300 });
    const started = performance.now();
    await expect(bucket.get("media/000000000000000000000000.webp")).rejects.toBeInstanceOf(BucketError);
    expect(performance.now() - started).toBeLessThan(2_000);
    silent.close();
  });
});
