/**
 * Sends every hostile request of tests/e2e/hostile-cases.ts to the production server and
 * prints what came back next to what should: status, body kind, Allow. Starts its own server
 * on the BUILD_DIR build, or measures a running one with HOSTILE_ORIGIN=http://host:port.
 * `--json` prints the rows as JSON (to compare two runs). Exits 1 if any answer is a 5xx or
 * no answer at all.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnServer, type SpawnedServer } from "../server/spawn-server";
import { hostileCases } from "../tests/e2e/hostile-cases";
import { bodyKind, rawRequest } from "../tests/e2e/raw-http";
import { textTable } from "../server/cli/text-table";

const origin = process.env.HOSTILE_ORIGIN;
let server: SpawnedServer | undefined;
let dataDir: string | undefined;
if (!origin) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hostile-table-"));
  server = await spawnServer({
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
    DATABASE_PATH: path.join(dataDir, "leads.sqlite"),
    LOG_LEVEL: "warn",
  });
}
const url = origin ?? server!.url;
const host = new URL(url).host;

const rows: { name: string; status: number; kind: string; allow: string; expected: string }[] = [];
try {
  for (const c of hostileCases()) {
    const res = await rawRequest(url, c.request(host), { head: c.head });
    rows.push({
      name: c.name,
      status: res.status,
      kind: res.status ? bodyKind(res) : "—",
      allow: res.headers.allow ?? "",
      expected: `${c.status} ${c.kind}${c.allow ? ` (Allow: ${c.allow})` : ""}`,
    });
  }
} finally {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

if (process.argv.includes("--json")) console.log(JSON.stringify(rows, null, 2));
else {
  const table = textTable(
    ["request", "status", "body", "Allow", "expected"],
    rows.map((r) => [r.name, r.status ? String(r.status) : "no answer", r.kind, r.allow, r.expected]),
  );
  for (const line of table) console.log(line);
}
process.exitCode = rows.some((r) => r.status === 0 || r.status >= 500) ? 1 : 0;
