/**
 * Serves the build's precompressed copies of fingerprinted assets (written by
 * scripts/postbuild.ts as file.br / file.gz next to file) when the client accepts them:
 * brotli at maximum quality costs nothing at request time.
 */
import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

export function precompressedAssets(assetsDir: string, setHeaders?: (res: Response, file: string) => void) {
  const root = path.resolve(assetsDir);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const ext = path.extname(req.path);
    const type = TYPES[ext];
    if (!type) return next();
    const file = path.resolve(root, "." + req.path);
    if (!file.startsWith(root + path.sep)) return next();
    const accept = String(req.headers["accept-encoding"] ?? "");
    for (const [encoding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      if (!new RegExp(`\\b${encoding}\\b`).test(accept)) continue;
      const candidate = file + suffix;
      if (!fs.existsSync(candidate)) continue;
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Type", type);
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      setHeaders?.(res, file);
      return res.sendFile(candidate, { cacheControl: false, lastModified: false, etag: false }, (err) => err && next(err));
    }
    next();
  };
}
