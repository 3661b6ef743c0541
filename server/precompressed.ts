/**
 * Serves the build's precompressed copies of fingerprinted assets (written by
 * scripts/postbuild.ts as file.br / file.gz next to file) when the client accepts them:
 * brotli at maximum quality costs nothing at request time.
 *
 * Fingerprinted files never change, so each one is read once and then answered from memory:
 * a page asks for thirty-odd scripts at once, and a file-system round trip for each of them
 * (stat, open, read) is what made the last of them wait.
 */
import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

const ENCODINGS = [
  { encoding: "br", suffix: ".br", accepts: /\bbr\b/ },
  { encoding: "gzip", suffix: ".gz", accepts: /\bgzip\b/ },
] as const;

/**
 * Reads a file once; later calls answer from memory. Only files that exist are kept, so the
 * cache holds at most the build's own files, whatever names visitors ask for.
 */
function fileCache() {
  const cache = new Map<string, Buffer>();
  return (file: string): Buffer | undefined => {
    const cached = cache.get(file);
    if (cached) return cached;
    try {
      const body = fs.readFileSync(file);
      cache.set(file, body);
      return body;
    } catch {
      return undefined;
    }
  };
}

export function precompressedAssets(assetsDir: string, setHeaders?: (res: Response, file: string) => void) {
  const root = path.resolve(assetsDir);
  const read = fileCache();
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const ext = path.extname(req.path);
    const type = TYPES[ext];
    if (!type) return next();
    const file = path.resolve(root, "." + req.path);
    if (!file.startsWith(root + path.sep)) return next();
    const accept = String(req.headers["accept-encoding"] ?? "");
    for (const { encoding, suffix, accepts } of ENCODINGS) {
      if (!accepts.test(accept)) continue;
      const body = read(file + suffix);
      if (!body) continue;
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Type", type);
      res.setHeader("Content-Length", body.length);
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      setHeaders?.(res, file);
      res.status(200);
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    next();
  };
}
