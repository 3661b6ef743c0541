import { expect, test } from "@playwright/test";
import { pages } from "../../app/pages";
import { watch } from "./shell-helpers";

// Every page rendered in a browser, in every language, without errors and with its title, heading and breadcrumb:
// a11y.spec.ts.

test.describe("prerendered HTML", () => {
  for (const p of pages) {
    test(`${p.path} is served from its prerendered file with the theme class and no-cache`, async ({ request }) => {
      const res = await request.get(p.path, { maxRedirects: 0 });
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toContain("text/html");
      expect(res.headers()["cache-control"]).toBe("no-cache");
      const html = await res.text();
      const htmlTag = html.match(/<html[^>]*>/)?.[0] ?? "";
      // The theme is in the HTML the server sends: no script needed, so no flash of the light theme.
      if (p.theme === "dark") expect(htmlTag).toMatch(/class="dark"/);
      else expect(htmlTag).not.toMatch(/dark/);
      expect(html).toContain(`<title>${p.title.replace(/&/g, "&amp;")} | Nexora</title>`);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    });
  }
});

test.describe("other casings", () => {
  const samples = [
    { path: "/ABOUT", as: "/about" },
    { path: "/projectdark", as: "/projectDark" },
    { path: "/Blog/Blog-Details", as: "/blog/blog-details" },
    { path: "/SERVICEDARK", as: "/serviceDark" },
    { path: "/Home3", as: "/home3" },
  ];
  for (const { path, as } of samples) {
    test(`${path} serves the page of ${as}`, async ({ page, request }) => {
      const entry = pages.find((p) => p.path === as)!;
      const raw = await request.get(path, { maxRedirects: 0 });
      expect(raw.status()).toBe(200);
      expect(raw.headers()["cache-control"]).toBe("no-cache");
      const htmlTag = (await raw.text()).match(/<html[^>]*>/)?.[0] ?? "";
      expect(/class="dark"/.test(htmlTag)).toBe(entry.theme === "dark");

      const browser = watch(page);
      await browser.start();
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(page).toHaveTitle(`${entry.title} | Nexora`);
      await expect(page.locator("h1")).toHaveCount(1);
      if (entry.inner) await expect(page.locator("h1")).toHaveText(entry.heading);
      expect(await browser.problems()).toEqual([]);
    });
  }
});

test.describe("errors", () => {
  test("an unknown path answers 404 with the error page inside the shell", async ({ page }) => {
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
    await expect(page.getByText("404 Not Found", { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/404/);
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page).toHaveTitle(`${pages[0].title} | Nexora`);
    await expect(page.locator("h1")).toHaveCount(1);
  });

  test("a nested unknown path and a path below a page answer 404 too", async ({ request }) => {
    for (const path of ["/blog/not-a-post", "/about/team", "/assets/missing.js"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
    }
  });

  for (const path of ["/about", "/team", "/", "/aboutdark"]) {
    test(`POST to ${path}, which has no action, answers 405`, async ({ request }) => {
      const res = await request.post(path, { form: { name: "x" }, maxRedirects: 0 });
      expect(res.status()).toBe(405);
      expect(res.headers().allow).toBe("GET, HEAD");
      const html = await res.text();
      // The site's error page, headed as a request we could not process (not an application error).
      expect(html).toContain("We could not process your request");
      expect(html).not.toContain("Unexpected Application Error!");
      expect(html).toMatch(/405 Method Not Allowed/);
    });
  }
});

test.describe("server", () => {
  test("hashed assets are cached for a year as immutable", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets.slice(0, 5)) {
      const res = await request.get(asset);
      expect(res.status(), asset).toBe(200);
      expect(res.headers()["cache-control"], asset).toMatch(/max-age=31536000/);
      expect(res.headers()["cache-control"], asset).toMatch(/immutable/);
    }
  });

  test("responses are compressed", async ({ request }) => {
    const res = await request.get("/about", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers()["content-encoding"]).toBe("gzip");
  });

  test("exact paths are not redirected to a trailing slash", async ({ request }) => {
    for (const path of ["/projectDark", "/blog/blog-details-center-dark", "/about"]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
    }
  });
});
