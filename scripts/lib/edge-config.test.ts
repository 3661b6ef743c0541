// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commentPages } from "../../app/lib/comments";
import { CACHE_CONTROL, loadPrerenderedPages } from "../../server/precompressed";
import { contentSecurityPolicy, hashInlineScripts, staticSecurityHeaders, subresourceSecurityHeaders } from "../../server/security-headers";
import { edgeInputs, headersFile, nginxServerBlock, nginxSite, README_SERVER_BLOCK, writeEdgeConfig } from "./edge-config";

const article = [...commentPages.keys()][0];
let buildDir: string;
let clientDir: string;

/** A small build: three pages (one with no entry in csp-hashes.json), an article page, files. */
beforeAll(() => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "edge-config-"));
  clientDir = path.join(buildDir, "client");
  const page = (urlPath: string, script: string) => {
    const dir = path.join(clientDir, urlPath);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, "index.html"),
      `<!doctype html><html><head><script>${script}</script></head><body>${urlPath}</body></html>`,
    );
  };
  page("/", "home()");
  page("/about", "about()");
  page("/service/service-details", "details()");
  page(article, "article()");
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(path.join(clientDir, "assets", "app-abc123.js"), "x");
  fs.mkdirSync(path.join(clientDir, "images"));
  fs.writeFileSync(path.join(clientDir, "images", "logo.svg"), "<svg/>");
  fs.writeFileSync(path.join(clientDir, "favicon.svg"), "<svg/>");
  fs.writeFileSync(path.join(clientDir, "index.html.br"), "");
  const hashes = (script: string) => hashInlineScripts(`<script>${script}</script>`);
  fs.writeFileSync(
    path.join(buildDir, "csp-hashes.json"),
    JSON.stringify({ "/": hashes("home()"), "/about": hashes("about()"), [article]: hashes("article()") }),
  );
});
afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

/** nginx's `location <match> { … }` blocks (one level deep), with their add_header lines and other directives. */
function locations(conf: string): Map<string, { headers: Record<string, string>; lines: string[] }> {
  const found = new Map<string, { headers: Record<string, string>; lines: string[] }>();
  for (const m of conf.matchAll(/^location ([^{]+?) \{\n([\s\S]*?)^\}/gm)) {
    const lines = m[2]
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const h = /^add_header (\S+) "((?:[^"\\]|\\.)*)" always;$/.exec(line);
      if (h) headers[h[1]] = h[2].replace(/\\(.)/g, "$1");
    }
    found.set(m[1], { headers, lines });
  }
  return found;
}

describe("the nginx include", () => {
  it("has one location per prerendered page with its own policy and the headers server.ts sends with it", () => {
    const conf = nginxSite(edgeInputs(buildDir));
    const blocks = locations(conf);
    const exact = [...blocks.keys()].filter((k) => k.startsWith("= ")).map((k) => k.slice(2));
    expect(exact.sort()).toEqual(["/", "/about", "/service/service-details"]);
    // What the server sends: its prerendered pages, with the policy server.ts gives them.
    const hashes = JSON.parse(fs.readFileSync(path.join(buildDir, "csp-hashes.json"), "utf8")) as Record<string, string[]>;
    const served = loadPrerenderedPages(clientDir, (urlPath, html) => contentSecurityPolicy(hashes[urlPath] ?? hashInlineScripts(html)));
    for (const urlPath of exact) {
      const block = blocks.get(`= ${urlPath}`)!;
      const node = Object.fromEntries(served.get(urlPath)!.br.headers.map(([name, value]) => [name, String(value)]));
      expect(block.headers, urlPath).toEqual({
        ...staticSecurityHeaders,
        "Content-Security-Policy": node["Content-Security-Policy"],
        "Cache-Control": node["Cache-Control"],
      });
      // From the live release, through its link, naming its revision as the instances do.
      expect(block.lines).toEqual(
        expect.arrayContaining([
          "root $nexora_client/_releases/current;",
          `try_files ${urlPath === "/" ? "" : urlPath}/index.html @node;`,
          "add_header X-Content-Revision $nexora_revision always;",
        ]),
      );
      expect(block.lines).toEqual(
        expect.arrayContaining([
          "gzip_static on;",
          "brotli_static on;",
          "gzip_vary on;",
          "if ($nexora_to_node) { return 418; }",
          "error_page 418 = @node;",
        ]),
      );
    }
    // Each page its own hashes, including the one the manifest lacks (hashed from the file).
    expect(blocks.get("= /about")!.headers["Content-Security-Policy"]).toBe(
      contentSecurityPolicy(hashInlineScripts("<script>about()</script>")),
    );
    expect(blocks.get("= /service/service-details")!.headers["Content-Security-Policy"]).toContain(
      hashInlineScripts("<script>details()</script>")[0],
    );
    expect(blocks.get("= /")!.headers["Content-Security-Policy"]).not.toBe(blocks.get("= /about")!.headers["Content-Security-Policy"]);
  });

  it("hands the article pages, posts, ?sent= and everything not a file to Node with the visitor's scheme, host and address", () => {
    const conf = nginxSite(edgeInputs(buildDir));
    const blocks = locations(conf);
    expect(blocks.has(`= ${article}`)).toBe(false);
    expect(conf).toContain('if ($request_method !~ "^(GET|HEAD)$") { set $nexora_to_node 1; }');
    expect(conf).toContain('if ($args ~ "(^|&)sent(=|&|$)") { set $nexora_to_node 1; }');
    expect(blocks.get("@node")!.lines).toEqual(
      expect.arrayContaining([
        "proxy_pass http://nexora_node;",
        "proxy_set_header Host $http_host;",
        "proxy_set_header X-Forwarded-Host $http_host;",
        "proxy_set_header X-Forwarded-Proto $scheme;",
        "proxy_set_header X-Forwarded-For $remote_addr;",
      ]),
    );
    expect(blocks.get("@node")!.headers).toEqual({}); // Node's answers carry Node's headers
    expect(blocks.get("/")!.lines).toContain("try_files $uri @node;");
    expect(blocks.get("~ \\.(html|br|gz)$")!.lines).toEqual(["return 418;", "error_page 418 = @node;"]);
  });

  it("sends files with the server's file headers: a year for hashed assets, an hour for the rest", () => {
    const blocks = locations(nginxSite(edgeInputs(buildDir)));
    const file = { ...staticSecurityHeaders, ...subresourceSecurityHeaders };
    expect(blocks.get("^~ /assets/")!.headers).toEqual({ ...file, "Cache-Control": "public, max-age=31536000, immutable" });
    expect(blocks.get("/")!.headers).toEqual({ ...file, "Cache-Control": "public, max-age=3600" });
    expect(CACHE_CONTROL.asset).toBe("public, max-age=31536000, immutable");
  });

  it("is written by the build next to the server bundle, with _headers in the client folder", () => {
    const written = writeEdgeConfig(buildDir);
    expect(written).toMatchObject({ pages: 3, nodePages: 1 });
    expect(fs.readFileSync(path.join(buildDir, "edge", "nginx-site.conf"), "utf8")).toBe(nginxSite(edgeInputs(buildDir)));
    expect(fs.readFileSync(path.join(clientDir, "_headers"), "utf8")).toBe(headersFile(edgeInputs(buildDir)));
  });
});

describe("_headers", () => {
  /** Rules: pattern → headers. */
  function rules(text: string): Map<string, Record<string, string>> {
    const found = new Map<string, Record<string, string>>();
    let current: Record<string, string> | undefined;
    for (const line of text.split("\n")) {
      if (!line || line.startsWith("#")) continue;
      if (!line.startsWith(" ")) {
        expect(found.has(line), `one rule for ${line}`).toBe(false);
        found.set(line, (current = {}));
      } else {
        const [name, ...value] = line.trim().split(": ");
        current![name] = value.join(": ");
      }
    }
    return found;
  }
  const matches = (pattern: string, urlPath: string) =>
    pattern.endsWith("/*") ? urlPath.startsWith(pattern.slice(0, -1)) : pattern === urlPath;

  it("gives every page (the article pages too) its policy, and each path each header from one rule only", () => {
    const inputs = edgeInputs(buildDir);
    const found = rules(headersFile(inputs));
    for (const page of inputs.pages) {
      const matching = [...found.keys()].filter((pattern) => matches(pattern, page.path));
      expect(matching, page.path).toEqual([page.path]);
      expect(found.get(page.path)).toEqual(page.headers);
    }
    expect(found.get(article)!["Content-Security-Policy"]).toContain(hashInlineScripts("<script>article()</script>")[0]);
    for (const file of ["/assets/app-abc123.js", "/images/logo.svg", "/favicon.svg"]) {
      expect(
        [...found.keys()].filter((pattern) => matches(pattern, file)),
        file,
      ).toHaveLength(1);
    }
    expect(found.get("/assets/*")!["Cache-Control"]).toBe(CACHE_CONTROL.asset);
    expect(found.get("/images/*")).toEqual({
      ...staticSecurityHeaders,
      ...subresourceSecurityHeaders,
      "Cache-Control": CACHE_CONTROL.file,
    });
    expect(found.has("/index.html.br")).toBe(false);
  });
});

// README_SERVER_BLOCK (./edge-config.ts) is the server block the operators' guide shows.
describe("docs/running-it-for-real.md", () => {
  it("shows exactly the server block the edge test runs, and no other nginx block", () => {
    const guide = fs.readFileSync(path.join(__dirname, "../../docs/running-it-for-real.md"), "utf8");
    const blocks = [...guide.matchAll(/```nginx\n([\s\S]*?)```/g)].map((m) => m[1]);
    expect(blocks).toEqual([nginxServerBlock(README_SERVER_BLOCK)]);
  });
});
