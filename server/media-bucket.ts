/**
 * Pictures kept in an S3-compatible bucket instead of the database (docs/decisions/0037-media.md, "Bucket"), when
 * MEDIA_BUCKET_URL is set. The store keeps each picture's row (type, size, who, the audit entry, where it is used);
 * the bucket keeps its bytes under the same content-hash name, so a picture is written once and never changes.
 * Requests are signed with AWS Signature V4 by aws4fetch.
 */
import { AwsClient } from "aws4fetch";
import crypto from "node:crypto";
import type { ContentStore } from "./store/content-types";

export interface BucketOptions {
  /** The bucket's address: https://<bucket>.s3.<region>.amazonaws.com, or https://host/<bucket> (path style). */
  url: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Per request; no answer within it is a failure. */
  timeoutMs?: number;
}

export interface Bucket {
  put(key: string, bytes: Buffer, type: string): Promise<void>;
  /** undefined when the bucket has no such object. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}

export class BucketError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "BucketError";
  }
}

export function s3Bucket({ url, region, accessKeyId, secretAccessKey, timeoutMs = 10_000 }: BucketOptions): Bucket {
  const client = new AwsClient({ accessKeyId, secretAccessKey, service: "s3", region, retries: 0 });
  const base = url.replace(/\/+$/, "");
  const call = async (method: string, key: string, init: { body?: Buffer; headers?: Record<string, string> } = {}) => {
    try {
      return await client.fetch(`${base}/${key}`, {
        method,
        headers: init.headers,
        body: init.body && new Uint8Array(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new BucketError(`the picture bucket did not answer a ${method} of ${key}`, { cause: error });
    }
  };
  const refuse = async (response: Response, what: string) => {
    const detail = (await response.text().catch(() => "")).slice(0, 300);
    throw new BucketError(`the picture bucket answered ${response.status} to ${what}${detail ? `: ${detail}` : ""}`);
  };
  return {
    async put(key, bytes, type) {
      // The body's hash is signed too, so the bucket refuses bytes changed on the way.
      const sha256 = crypto.createHash("sha256").update(bytes).digest("hex");
      const response = await call("PUT", key, { body: bytes, headers: { "content-type": type, "x-amz-content-sha256": sha256 } });
      if (!response.ok) await refuse(response, `a PUT of ${key}`);
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await call("GET", key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return undefined;
      }
      if (!response.ok) await refuse(response, `a GET of ${key}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await call("DELETE", key);
      // S3 answers 204 whether or not the object was there.
      if (!response.ok && response.status !== 404) await refuse(response, `a DELETE of ${key}`);
      await response.arrayBuffer();
    },
  };
}

/** /media/<hash>.webp → media/<hash>.webp */
const keyOf = (path: string) => path.replace(/^\//, "");

/**
 * The content store with pictures' bytes in `bucket`: an upload is written to the bucket before its row is stored (a
 * failed upload leaves no row pointing at nothing); a row stored before the bucket was set keeps serving its own bytes.
 */
export function withMediaBucket(content: ContentStore, bucket: Bucket, log: Pick<Console, "warn"> = console): ContentStore {
  return {
    ...content,
    async putMedia(media) {
      await bucket.put(keyOf(media.path), media.bytes, media.type);
      await content.putMedia({ ...media, bytes: Buffer.alloc(0), size: media.bytes.length });
    },
    async mediaFile(path) {
      const row = await content.mediaFile(path);
      if (!row || row.bytes.length > 0) return row;
      const bytes = await bucket.get(keyOf(path));
      return bytes && { type: row.type, bytes };
    },
    async deleteMedia(path, actor) {
      if (!(await content.deleteMedia(path, actor))) return false;
      // The row (and its audit entry) is gone: the picture is removed. An object left behind is only space.
      await bucket
        .delete(keyOf(path))
        .catch((error: unknown) => log.warn({ err: error, path }, "media: the bucket kept a removed picture"));
      return true;
    },
  };
}
