// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentRoot } from "./files/source";
import { checkContent, formatIssue } from "./files/validate";
import { withContent } from "./files/scope";
import { posts } from "./posts";
import { newsItemAt } from "./news";
import { loader as feed } from "../routes/blog-feed";
import { loader as sitemap } from "../routes/blog-sitemap";
import { xmlText } from "~/lib/xml";

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of the content with these news files written (path under content/ → text). */
function withNews(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-news-"));
  copies.push(dir);
  const root = path.join(dir, "content");
  fs.cpSync(contentRoot(), root, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const item = (
  title: string,
  date: string,
  body = "First paragraph.\n\n## A section\n\nMore.\n\n- One\n- Two\n",
  picture = "imageAlt: Our team at the new office",
) =>
  `---\ntitle: ${title}\nsummary: What it is about.\ndate: ${date}\nauthor: Daniel Brooks\ncategory: Company\nimage: /images/blog/post-2.svg\n${picture}\ntags:\n  - Company\n---\n${body}`;

const problems = (root: string) => checkContent(root).issues.map((i) => formatIssue(i).replace(`${path.dirname(root)}/`, ""));

describe("news items", () => {
  it("describe their picture in every language they are written in, unless it is marked as decoration", () => {
    const undescribed = withNews({ "news/en/undescribed.md": item("Undescribed", "2026-11-20", undefined, 'imageAlt: ""') });
    expect(problems(undescribed)).toEqual([
      "content/news/en/undescribed.md: imageAlt: say what the picture shows, for visitors who cannot see it, or mark the picture as decoration",
    ]);
    const translated = withNews({
      "news/en/decoration.md": item("Decoration", "2026-11-21", undefined, 'imageAlt: ""\nimageDecorative: true'),
      "news/en/described.md": item("Described", "2026-11-22"),
      "news/de/described.md": item("Beschrieben", "2026-11-22", undefined, 'imageAlt: ""'),
      "news/de/decoration.md": item("Dekoration", "2026-11-21", undefined, 'imageAlt: ""\nimageDecorative: true'),
    });
    expect(problems(translated)).toEqual(["content/news/de/described.md: imageAlt: is empty (the English file has text)"]);
  });

  it("are optional per language, newest first, named by their file, and come first on the blog among the samples", async () => {
    const root = withNews({
      "news/en/berlin-office.md": item("Berlin office", "2026-11-20"),
      "news/en/new-partner.md": item("A new partner & more", "2026-11-25"),
      "news/de/berlin-office.md": item("Büro in Berlin", "2026-11-20"),
    });
    const { issues, snapshot } = checkContent(root);
    expect(issues.map(formatIssue)).toEqual([]);
    const en = snapshot.byLocale.en!;
    const de = snapshot.byLocale.de!;
    expect((en.news as { news: { slug: string }[] }).news.map((n) => n.slug)).toEqual(["new-partner", "berlin-office"]);
    // The date is English's in every language; German has its own title and only the item it was written in.
    expect((de.news as { news: { slug: string; title: string; date: string }[] }).news).toMatchObject([
      { slug: "berlin-office", title: "Büro in Berlin", date: "2026-11-20" },
    ]);
    expect((snapshot.byLocale.ar!.news as { news: unknown[] }).news).toEqual([]);

    const view = { revision: "test", locale: "en", collections: en };
    const { value, read } = await withContent(view, () => ({
      links: posts().map((p) => p.link),
      found: newsItemAt("/blog/berlin-office")?.title,
      missing: newsItemAt("/blog/blog-details"),
    }));
    expect(value.links.slice(0, 3)).toEqual(["/blog/new-partner", "/blog/berlin-office", "/blog/blog-details"]);
    expect(value.links).toHaveLength(10);
    expect(value.found).toBe("Berlin office");
    expect(value.missing).toBeUndefined();
    expect(read).toEqual(expect.arrayContaining(["news", "posts"]));

    const atom = await withContent(view, async () => (await feed()).text());
    expect(atom.value).toContain("<title>A new partner &amp; more</title>");
    expect(atom.value.indexOf("new-partner")).toBeLessThan(atom.value.indexOf("berlin-office"));
    expect(atom.value).toContain("<updated>2026-11-25T00:00:00Z</updated>");
    const urls = await withContent({ revision: "test", locale: "de", collections: de }, async () => (await sitemap()).text());
    expect(urls.value).toContain("<loc>https://www.nexora.example/de/blog/berlin-office</loc><lastmod>2026-11-20</lastmod>");
    expect(urls.value).not.toContain("new-partner");
  });

  it("refuse a translation without an English original, another page's address, markup in the text and a missing summary", () => {
    const root = withNews({
      "news/en/with-markup.md": item("Markup", "2026-11-20", 'Hello <img src=x onerror="alert(1)">\n\n[a link](javascript:alert(1))\n'),
      "news/en/no-summary.md": item("No summary", "2026-11-20").replace("summary: What it is about.\n", ""),
    });
    const found = problems(root);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/content\/news\/en\/with-markup\.md.*only plain text/),
        expect.stringMatching(/content\/news\/en\/no-summary\.md.*summary/),
      ]),
    );
    // Reported once English is valid: a translation of nothing, and the address that another page has.
    const german = withNews({ "news/de/only-german.md": item("Nur Deutsch", "2026-11-20") });
    expect(problems(german)).toEqual([expect.stringMatching(/content\/news\/de\/only-german\.md.*has no English original/)]);
    const shadowed = withNews({ "news/en/blog-details.md": item("Shadowed", "2026-11-20") });
    expect(problems(shadowed)).toEqual([expect.stringMatching(/news\/en\/blog-details\.md.*another page's/)]);
  });

  it("write the five characters XML reserves, and drop control characters", () => {
    expect(xmlText(`a & b < c > d "e" 'f'\u0007`)).toBe("a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;");
  });
});
