// A local S3 for the tests (s3rver): one bucket in a folder of its own, and the settings that name it.
import path from "node:path";
import S3rver from "s3rver";

export interface LocalBucket {
  /** The bucket's address, path style. */
  url: string;
  /** Where s3rver keeps the bucket's objects (as <key>._S3rver_object). */
  folder: string;
  /** MEDIA_BUCKET_* for a server that uses it with s3rver's one account. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function localBucket(dir: string, name = "site-pictures"): Promise<LocalBucket> {
  const directory = path.join(dir, "s3");
  const s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name, configs: [] }] });
  const { port } = (await s3.run()) as { port: number };
  const url = `http://127.0.0.1:${port}/${name}`;
  return {
    url,
    folder: path.join(directory, name),
    env: { MEDIA_BUCKET_URL: url, MEDIA_BUCKET_KEY_ID: "S3RVER", MEDIA_BUCKET_SECRET: "S3RVER" },
    close: () => s3.close(),
  };
}
