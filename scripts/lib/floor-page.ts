// The floor `bench:interaction` measures a native widget against: the same page cut down to its header and the widget's
// own section, with the same inline stylesheet, fonts and header module, and nothing else (no other content, no islands).
// A tap there costs what opening the widget costs; what the full page adds on top is the page's doing.
import http from "node:http";
import { JSDOM } from "jsdom";

/**
 * The floor of a served page: `<main>` keeps only the section around the heading `keepHeading` (none when null), the footer
 * goes, and so do the island loader, the speculation rules and image preloads, which belong to the content taken out.
 */
export function floorHtml(html: string, keepHeading: string | null): string {
  const dom = new JSDOM(html);
  const doc = dom.window.document;
  const main = doc.querySelector("main");
  if (!main) throw new Error("the page has no <main> to cut down");
  let kept: Element | null = null;
  if (keepHeading !== null) {
    const heading = Array.from(main.querySelectorAll("h1, h2, h3")).find(
      (h) => (h.textContent ?? "").replace(/\s+/g, " ").trim() === keepHeading,
    );
    kept = heading?.closest("section") ?? null;
    if (!kept) throw new Error(`no section with the heading "${keepHeading}" to keep`);
  }
  main.replaceChildren(...(kept ? [kept] : []));
  doc.querySelector("body > footer")?.remove();
  for (const el of doc.querySelectorAll(
    'script[src*="/islands-"], script[type="speculationrules"], link[rel="preload"][as="image"], link[rel="modulepreload"]',
  )) {
    el.remove();
  }
  return dom.serialize();
}

export interface FloorProxy {
  origin: string;
  /** Serves `html` at the returned path of this proxy's origin. */
  add(html: string): string;
  stop(): Promise<void>;
}

/**
 * A pass-through to `upstream` that also serves floor pages, so the page and its floor load from one origin over the
 * same path (their styles, fonts and scripts are the server's own files).
 */
export async function startFloorProxy(upstream: string): Promise<FloorProxy> {
  const target = new URL(upstream);
  const pages = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const page = pages.get(req.url ?? "");
    if (page !== undefined) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      res.end(page);
      return;
    }
    const forward = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    add(html) {
      const path = `/__floor/${pages.size + 1}`;
      pages.set(path, html);
      return path;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
