// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { build } from "vite";
import { contentPlugin } from "../../../scripts/lib/content-plugin";
import { contentRoot } from "./source";
import { checkContent, formatIssue, readExports } from "./validate";
import { z } from "zod";
import { COLLECTIONS } from "../collections";
import { ascending, folderCollection } from "../schemas/collection";
import { NonEmpty, OrderSchema } from "../schemas/common";
import { orderField } from "../schemas/forms";
import { editorConfig } from "../../../scripts/lib/cms-config";

const copies: string[] = [];

/** A throwaway copy of the content folder to break. */
function copyContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-content-"));
  copies.push(dir);
  const root = path.join(dir, "content");
  fs.cpSync(contentRoot(), root, { recursive: true });
  return root;
}

function editJson(root: string, file: string, edit: (data: Record<string, unknown>) => void): void {
  const absolute = path.join(root, file);
  const data = JSON.parse(fs.readFileSync(absolute, "utf8")) as Record<string, unknown>;
  edit(data);
  fs.writeFileSync(absolute, JSON.stringify(data, null, 2));
}

function editText(root: string, file: string, edit: (text: string) => string): void {
  const absolute = path.join(root, file);
  fs.writeFileSync(absolute, edit(fs.readFileSync(absolute, "utf8")));
}

/** The problems of a content folder, as the build prints them, with the folder's path cut to `content/`. */
function problems(root: string, collections = COLLECTIONS): string[] {
  return checkContent(root, collections).issues.map((issue) => formatIssue(issue).replace(`${path.dirname(root)}/`, ""));
}

afterEach(() => {
  for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("content validation", () => {
  it("finds no problem in the repository's content", () => {
    expect(checkContent(contentRoot()).issues.map(formatIssue)).toEqual([]);
  });

  it("gives code outside Vite the same exports from the disk as the build puts in its bundle", () => {
    const { snapshot } = checkContent(contentRoot());
    expect(Object.keys(snapshot.exports)).toEqual(COLLECTIONS.map((c) => c.name));
    for (const collection of COLLECTIONS) {
      expect(readExports(contentRoot(), collection), collection.name).toEqual(snapshot.exports[collection.name]);
    }
  });

  it("names the file, the field and the reason", () => {
    const root = copyContent();
    editJson(root, "settings/site.json", (site) => {
      (site.phones as Array<Record<string, unknown>>)[1]!.tel = "555 0187";
      site.email = "hello-at-nexora";
    });
    expect(problems(root)).toEqual([
      "content/settings/site.json: phones[1].tel: a phone number in international form: + and 7 to 15 digits, e.g. +15550100142",
      "content/settings/site.json: email: Invalid email address",
    ]);
  });

  it("reports files that are not data, misspelt fields, stray spaces, missing files and strays", () => {
    const root = copyContent();
    fs.writeFileSync(path.join(root, "settings/site.json"), '{ "name": "Nexora", }');
    expect(problems(root)).toEqual([expect.stringMatching(/^content\/settings\/site\.json: not valid JSON \(.+\)$/)]);

    fs.copyFileSync(path.join(contentRoot(), "settings/site.json"), path.join(root, "settings/site.json"));
    editJson(root, "settings/site.json", (site) => {
      site.nmae = "Nexora";
      site.tagline = " IT Solutions ";
    });
    expect(problems(root)).toEqual(['content/settings/site.json: Unrecognized key: "nmae"']);
    editJson(root, "settings/site.json", (site) => {
      delete site.nmae;
    });
    expect(problems(root)).toEqual(["content/settings/site.json: tagline: starts or ends with spaces"]);

    fs.rmSync(path.join(root, "settings/site.json"));
    fs.mkdirSync(path.join(root, "drafts"));
    fs.writeFileSync(path.join(root, "settings/other.json"), "{}");
    expect(problems(root)).toEqual([
      expect.stringMatching(/^content\/drafts: not a content collection \(the collections are the folders .*settings.*\)$/),
      "content/settings/other.json: is not one of the files content/settings holds (site.json)",
      "content/settings/site.json: is missing",
    ]);
  });

  it.each<[string, (root: string) => void, string[]]>([
    [
      "a service out of the spec's order",
      (root) => editJson(root, "services/cloud-solution.json", (service) => void (service.order = 10)),
      ["content/services: services: services must follow the spec order"],
    ],
    [
      "a service title the spec does not have",
      (root) => editJson(root, "services/cyber-security.json", (service) => void (service.title = "Cybersecurity")),
      [expect.stringMatching(/^content\/services\/cyber-security\.json: title: Invalid option: expected one of "Consulting Service"\|/)],
    ],
    [
      "a tenth service",
      (root) => fs.writeFileSync(path.join(root, "services/extra.json"), fs.readFileSync(path.join(root, "services/cloud-solution.json"))),
      [
        "content/services: services: Too big: expected array to have <=9 items",
        "content/services: services: services must follow the spec order",
      ],
    ],
    [
      "a gallery category with seven projects",
      (root) => editJson(root, "gallery/crm-implementation.json", (item) => void (item.category = "IT")),
      ["content/gallery: galleryItems: each gallery category must have exactly 6 items"],
    ],
    [
      "a project card with an image that is not one of the site's",
      (root) => editJson(root, "projects/04-retail-chain.json", (card) => void (card.image = "https://example.com/shop.png")),
      ["content/projects/04-retail-chain.json: image: image paths must look like /images/<dir>/<file>.svg"],
    ],
    [
      "a price written as text",
      (root) => editJson(root, "pricing/basic.json", (plan) => void (plan.price = "$9.9")),
      ["content/pricing/basic.json: price: Invalid input: expected number, received string"],
    ],
    [
      "a plan with four features",
      (root) => editJson(root, "pricing/premium.json", (plan) => void (plan.features = (plan.features as string[]).slice(0, 4))),
      ["content/pricing/premium.json: features: Too small: expected array to have >=5 items"],
    ],
    [
      "a team member without a name and one with a role the spec does not have",
      (root) => {
        editJson(root, "team/03-marcus-ellison.json", (member) => void (member.name = ""));
        editJson(root, "team/05-james-okafor.json", (member) => void (member.role = "Intern"));
      },
      [
        "content/team/03-marcus-ellison.json: name: Too small: expected string to have >=1 characters",
        expect.stringMatching(/^content\/team\/05-james-okafor\.json: role: Invalid option: expected one of "CEO & Founder"\|/),
      ],
    ],
    [
      "a thirteenth team member",
      (root) => fs.copyFileSync(path.join(root, "team/12-natalie-kovacs.json"), path.join(root, "team/13-natalie-kovacs.json")),
      ["content/team: team: Too big: expected array to have <=12 items"],
    ],
    [
      "a gap in the FAQ's numbers",
      (root) => editJson(root, "faqs/10-how-do-we-get-started.json", (faq) => void (faq.id = 12)),
      ["content/faqs: faqs: ids must be 1..n in order"],
    ],
    [
      "a testimonial with a rating (the spec fixes it)",
      (root) => editJson(root, "testimonials/02-tom-sullivan.json", (item) => void (item.rating = 5)),
      ['content/testimonials/02-tom-sullivan.json: Unrecognized key: "rating"'],
    ],
    [
      "a post with an impossible date",
      (root) => editJson(root, "posts/local-seo-guide.json", (post) => void (post.date = "2024-02-30")),
      ["content/posts/local-seo-guide.json: date: Invalid ISO date"],
    ],
    [
      "an article body with a numbered list and bold text",
      (root) => editText(root, "articles/seo-trends-to-watch.md", (text) => `${text}\n1. First\n2. Second\n\nA **bold** claim.\n`),
      [
        "content/articles/seo-trends-to-watch.md: body: section 'Measure What Really Matters': numbered lists are not shown on the page: use '- ' bullets",
        "content/articles/seo-trends-to-watch.md: body: section 'Measure What Really Matters': only plain text is shown on the page (found bold text)",
      ],
    ],
    [
      "an article with one section and a comment without its text",
      (root) =>
        editText(root, "articles/seo-trends-to-watch.md", (text) =>
          text
            .replace(/\n## Technical[\s\S]*$/, "\n")
            .replace("    text: Thanks for the practical checklist.", "    txt: Thanks for the practical checklist."),
        ),
      [
        "content/articles/seo-trends-to-watch.md: sections: Too small: expected array to have >=2 items",
        "content/articles/seo-trends-to-watch.md: comments[1].text: Invalid input: expected string, received undefined",
        'content/articles/seo-trends-to-watch.md: comments[1]: Unrecognized key: "txt"',
      ],
    ],
    [
      "an article whose front matter is not YAML",
      (root) => {
        fs.writeFileSync(path.join(root, "articles/draft.md"), "---\ntitle: [unclosed\n---\n\nText.\n");
      },
      [expect.stringMatching(/^content\/articles\/draft\.md: front matter is not valid YAML \(.+\)$/)],
    ],
    [
      "page copy with a misspelt field, deep down, and a missing heading",
      (root) =>
        editJson(root, "pages/home-main.json", (page) => {
          const hero = page.hero as Record<string, unknown>;
          hero.subtitle = hero.text;
          delete hero.text;
          delete (page.pricing as Record<string, unknown>).heading;
        }),
      [
        "content/pages/home-main.json: hero.text: Invalid input: expected string, received undefined",
        "content/pages/home-main.json: pricing.heading: Invalid input: expected string, received undefined",
      ],
    ],
    [
      "page copy with an unknown field",
      (root) => editJson(root, "pages/about.json", (page) => void ((page.mission as Record<string, unknown>).subtitle = "More")),
      ["content/pages/about.json: mission.subtitle: is not a field here (a misspelt name?)"],
    ],
  ])("reports %s", (_name, edit, expected) => {
    const root = copyContent();
    edit(root);
    expect(problems(root)).toEqual(expected);
  });

  it("validates, orders, counts and gives an editor form to a collection declared by one record", () => {
    const awards = folderCollection({
      name: "awards",
      folder: "awards",
      extension: ".json",
      schema: z.strictObject({ order: OrderSchema, title: NonEmpty, year: z.number().int().min(1990) }),
      order: ascending("order"),
      exports: (records) => ({ awards: records.map(({ data }) => `${data.title} (${data.year})`) }),
      recordLists: ["awards"],
      checks: { awards: z.string().array().length(2) },
      form: { label: "Awards", fields: { order: orderField, title: { label: "Title" }, year: { label: "Year" } } },
    });
    const root = copyContent();
    fs.mkdirSync(path.join(root, "awards"));
    fs.writeFileSync(path.join(root, "awards/best-agency.json"), JSON.stringify({ order: 2, title: "Best Agency", year: 2023 }));
    fs.writeFileSync(path.join(root, "awards/top-employer.json"), JSON.stringify({ order: 1, title: "Top Employer", year: 2024 }));
    expect(problems(root)).toEqual([expect.stringMatching(/^content\/awards: not a content collection/)]);

    const collections = [...COLLECTIONS, awards];
    const { issues, snapshot } = checkContent(root, collections);
    expect(issues).toEqual([]);
    expect(snapshot.exports.awards).toEqual({ awards: ["Top Employer (2024)", "Best Agency (2023)"] });

    editJson(root, "awards/best-agency.json", (award) => void (award.year = 1980));
    expect(problems(root, collections)).toEqual(["content/awards/best-agency.json: year: Too small: expected number to be >=1990"]);
    editJson(root, "awards/best-agency.json", (award) => void (award.year = 2023));
    fs.writeFileSync(path.join(root, "awards/third.json"), JSON.stringify({ order: 3, title: "Third", year: 2022 }));
    expect(problems(root, collections)).toEqual(["content/awards: awards: Too big: expected array to have <=2 items"]);

    const config = editorConfig(collections) as { collections: Array<Record<string, unknown>> };
    expect(config.collections.find((c) => c.name === "awards")).toEqual({
      name: "awards",
      label: "Awards",
      folder: "content/awards",
      extension: "json",
      format: "json",
      editor: { preview: false },
      fields: [
        { label: "Position", name: "order", widget: "number", value_type: "int", min: 1, hint: "1 is shown first." },
        { label: "Title", name: "title", widget: "string" },
        { label: "Year", name: "year", widget: "number", value_type: "int", min: 1990 },
      ],
    });
  });

  it("fails the build with the file, the field and the reason", async () => {
    const root = copyContent();
    editJson(root, "settings/site.json", (site) => {
      site.website = { display: "www.nexora.example", url: "nexora.example" };
    });
    const project = path.dirname(root);
    fs.writeFileSync(path.join(project, "entry.js"), "export const answer = 42;\n");
    const run = build({
      root: project,
      configFile: false,
      logLevel: "silent",
      plugins: [contentPlugin({ contentDir: root })],
      build: { ssr: path.join(project, "entry.js"), write: false },
    });
    await expect(run).rejects.toThrow(/1 problem in the content files:\n {2}.*content\/settings\/site\.json: website\.url: Invalid URL/);
  });

  it("builds when the content is valid", async () => {
    const root = copyContent();
    const project = path.dirname(root);
    fs.writeFileSync(path.join(project, "entry.js"), "export const answer = 42;\n");
    const output = await build({
      root: project,
      configFile: false,
      logLevel: "silent",
      plugins: [contentPlugin({ contentDir: root })],
      build: { ssr: path.join(project, "entry.js"), write: false },
    });
    expect(JSON.stringify(output)).toContain("answer");
  });
});
