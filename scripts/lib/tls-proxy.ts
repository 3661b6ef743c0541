/**
 * An HTTPS + HTTP/2 front for the production server, standing in for the TLS-terminating
 * proxy or CDN the site runs behind in production (its HSTS header requires HTTPS). Lighthouse
 * measures through it so the browser negotiates what real visitors get: HTTP/2 (one
 * connection, compressed headers) and brotli, which Chromium only offers over HTTPS.
 * The certificate is self-signed for 127.0.0.1/localhost, made with openssl per run.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import os from "node:os";
import path from "node:path";

export interface TlsProxy {
  origin: string;
  stop(): Promise<void>;
}

/** Headers that belong to one HTTP/1.1 connection and are forbidden in HTTP/2. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "host"]);

export function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-tls-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        key,
        "-out",
        cert,
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost,IP:127.0.0.1",
      ],
      { stdio: "ignore" },
    );
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  } catch (err) {
    throw new Error(`could not make a self-signed certificate with openssl (apt-get install -y openssl): ${String(err)}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function startTlsProxy(upstream: string, port: number): Promise<TlsProxy> {
  const target = new URL(upstream);
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = { "x-forwarded-proto": "https" };
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(":") && !HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    }
    headers.host = target.host;
    const upstreamReq = http.request(
      { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (upstreamRes) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(upstreamRes.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
        }
        res.writeHead(upstreamRes.statusCode ?? 502, out);
        upstreamRes.pipe(res);
      },
    );
    upstreamReq.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstreamReq);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    origin: `https://localhost:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // HTTP/2 sessions stay open for the browser; close() waits for them, so end them.
        setTimeout(resolve, 1000).unref();
      }),
  };
}
