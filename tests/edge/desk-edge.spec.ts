/**
 * The desk through the HTTPS edge (run by `npm run test:edge`): its `Secure` cookies travel over real TLS, a session made
 * through nginx is accepted by both Node instances behind it (PostgreSQL holds the sessions), and the sign-in limit is one
 * limit across them.
 */
import { expect, test } from "@playwright/test";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { edgeRun } from "../../scripts/lib/edge-nginx";

const edge = edgeRun(process.env.E2E_EDGE)!;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PASSWORD = "edge desk passphrase 42";

function deskUser(email: string): void {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: edge.databaseUrl };
  delete env.DATABASE_PATH;
  execFileSync("npm", ["run", "-s", "desk", "--", "user", "add", "--email", email, "--role", "admin", "--password-stdin"], {
    cwd: root,
    env,
    input: `${PASSWORD}\n`,
  });
}

const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith(`${name}=`)) ?? "";

async function signIn(email: string, password: string): Promise<Response> {
  const page = await fetch(`${edge.url}/desk`);
  const formCookie = cookieOf(page, "__Host-desk-form");
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())![1];
  return fetch(`${edge.url}/desk/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: edge.url, cookie: formCookie, "sec-fetch-site": "same-origin" },
    body: new URLSearchParams({ email, password, csrf }),
  });
}

test.describe.configure({ mode: "serial" });

test("a browser signs in to the desk over https and its session works on both instances", async ({ page }) => {
  const email = `edge-admin-${Date.now()}@example.com`;
  deskUser(email);
  await page.goto("/desk");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  const session = (await page.context().cookies()).find((c) => c.name === "__Host-desk")!;
  expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax", path: "/" });

  // nginx takes turns between the instances: each of these lands on one of them, and every one is signed in.
  const cookie = `__Host-desk=${session.value}`;
  for (let i = 0; i < 4; i++) {
    const res = await fetch(`${edge.url}/desk/leads/contact`, { headers: { cookie }, redirect: "manual" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toContain("Contact messages");
  }
  for (const node of edge.nodes) {
    // Straight to each instance (loopback, no proxy): the same session is valid on both.
    const direct = await fetch(`${node}/desk/account`, { headers: { cookie }, redirect: "manual" });
    expect(direct.status, node).toBe(200);
  }
});

test("ten wrong passwords through the edge, and the eleventh attempt is refused by whichever instance gets it", async () => {
  const email = `edge-limit-${Date.now()}@example.com`;
  deskUser(email);
  for (let i = 0; i < 10; i++) expect((await signIn(email, "not the password at all")).status).toBe(401);
  const refused = await signIn(email, PASSWORD);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
});
