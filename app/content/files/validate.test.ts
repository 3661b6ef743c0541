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
import { entryForm, formProblems } from "../../../server/desk/content-form";

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

  it("takes a team larger than the spec's sample: a thirteenth member in every language", () => {
    const root = copyContent();
    for (const code of ["en", "de", "ar"])
      fs.copyFileSync(path.join(root, `team/${code}/12-natalie-kovacs.json`), path.join(root, `team/${code}/13-lena-fischer.json`));
    editJson(root, "team/en/13-lena-fischer.json", (member) => Object.assign(member, { order: 13, name: "Lena Fischer" }));
    for (const code of ["de", "ar"]) editJson(root, `team/${code}/13-lena-fischer.json`, (member) => void (member.order = 13));
    const { issues, snapshot } = checkContent(root);
    expect(issues.map(formatIssue)).toEqual([]);
    expect((snapshot.exports.team as { team: { name: string }[] }).team.map((m) => m.name).at(-1)).toBe("Lena Fischer");
  });

  it("gives code outside Vite the same exports from the disk as the build puts in its bundle", () => {
    const { snapshot } = checkContent(contentRoot());
    expect(Object.keys(snapshot.exports).sort()).toEqual(COLLECTIONS.map((c) => c.name).sort());
    for (const collection of COLLECTIONS) {
      expect(readExports(contentRoot(), collection), collection.name).toEqual(snapshot.exports[collection.name]);
    }
    for (const locale of ["de", "ar"]) {
      const translated = checkContent(contentRoot(), COLLECTIONS, locale).snapshot;
      expect(Object.keys(translated.exports).sort()).toEqual(COLLECTIONS.map((c) => c.name).sort());
      for (const collection of COLLECTIONS) {
        expect(readExports(contentRoot(), collection, locale), `${locale} ${collection.name}`).toEqual(translated.exports[collection.name]);
      }
      expect(translated.exports.services).not.toEqual(snapshot.exports.services);
    }
  });

  it("names the file, the field and the reason", () => {
    const root = copyContent();
    editJson(root, "settings/en/site.json", (site) => {
      (site.phones as Array<Record<string, unknown>>)[1]!.tel = "555 0187";
      site.email = "hello-at-nexora";
    });
    expect(problems(root)).toEqual([
      "content/settings/en/site.json: phones[1].tel: a phone number in international form: + and 7 to 15 digits, e.g. +15550100142",
      "content/settings/en/site.json: email: Invalid email address",
    ]);
  });

  it("reports files that are not data, misspelt fields, stray spaces, missing files and strays", () => {
    const root = copyContent();
    fs.writeFileSync(path.join(root, "settings/en/site.json"), '{ "name": "Nexora", }');
    expect(problems(root)).toEqual([expect.stringMatching(/^content\/settings\/en\/site\.json: not valid JSON \(.+\)$/)]);

    fs.copyFileSync(path.join(contentRoot(), "settings/en/site.json"), path.join(root, "settings/en/site.json"));
    editJson(root, "settings/en/site.json", (site) => {
      site.nmae = "Nexora";
      site.tagline = " IT Solutions ";
    });
    expect(problems(root)).toEqual(['content/settings/en/site.json: Unrecognized key: "nmae"']);
    editJson(root, "settings/en/site.json", (site) => {
      delete site.nmae;
    });
    expect(problems(root)).toEqual(["content/settings/en/site.json: tagline: starts or ends with spaces"]);

    fs.rmSync(path.join(root, "settings/en/site.json"));
    fs.mkdirSync(path.join(root, "drafts"));
    fs.writeFileSync(path.join(root, "settings/en/other.json"), "{}");
    expect(problems(root)).toEqual([
      expect.stringMatching(/^content\/drafts: not a content collection \(the collections are the folders .*settings.*\)$/),
      "content/settings/en/other.json: is not one of the files content/settings/en holds (site.json)",
      "content/settings/en/site.json: is missing",
    ]);
  });

  it.each<[string, (root: string) => void, string[]]>([
    [
      "services cut below the three a row of them shows",
      (root) => {
        for (const code of ["en", "de", "ar"])
          for (const file of fs.readdirSync(path.join(root, "services", code)).slice(2)) fs.rmSync(path.join(root, "services", code, file));
      },
      ["content/services/en: services: the home pages show 3 services in a row, so at least 3 are needed"],
    ],
    [
      "testimonials cut below the three the about page shows in a row",
      (root) => {
        for (const code of ["en", "de", "ar"])
          for (const file of fs.readdirSync(path.join(root, "testimonials", code)).slice(2))
            fs.rmSync(path.join(root, "testimonials", code, file));
      },
      ["content/testimonials/en: testimonials: the about page and the carousels show 3 testimonials at once, so at least 3 are needed"],
    ],
    [
      "a service without a title",
      (root) => editJson(root, "services/en/cyber-security.json", (service) => void (service.title = "")),
      ["content/services/en/cyber-security.json: title: Too small: expected string to have >=1 characters"],
    ],
    [
      "a gallery category with seven projects",
      (root) => editJson(root, "gallery/en/crm-implementation.json", (item) => void (item.category = "IT")),
      ["content/gallery/en: galleryItems: each gallery category must have exactly 6 items"],
    ],
    [
      "a project card with an image that is not one of the site's",
      (root) => editJson(root, "projects/en/04-retail-chain.json", (card) => void (card.image = "https://example.com/shop.png")),
      [
        "content/projects/en/04-retail-chain.json: image: image paths must look like /images/<dir>/<file>.svg, or /media/… from the desk's media library",
      ],
    ],
    [
      "a price written as text",
      (root) => editJson(root, "pricing/en/basic.json", (plan) => void (plan.price = "$9.9")),
      ["content/pricing/en/basic.json: price: Invalid input: expected number, received string"],
    ],
    [
      "a plan with four features",
      (root) => editJson(root, "pricing/en/premium.json", (plan) => void (plan.features = (plan.features as string[]).slice(0, 4))),
      ["content/pricing/en/premium.json: features: Too small: expected array to have >=5 items"],
    ],
    [
      "a team member without a name and one with a role the spec does not have",
      (root) => {
        editJson(root, "team/en/03-marcus-ellison.json", (member) => void (member.name = ""));
        editJson(root, "team/en/05-james-okafor.json", (member) => void (member.role = "Intern"));
      },
      [
        "content/team/en/03-marcus-ellison.json: name: Too small: expected string to have >=1 characters",
        expect.stringMatching(/^content\/team\/en\/05-james-okafor\.json: role: Invalid option: expected one of "CEO & Founder"\|/),
      ],
    ],
    [
      "a team of three (the home pages show four)",
      (root) => {
        for (const file of fs.readdirSync(path.join(root, "team/en")).slice(3))
          for (const code of ["en", "de", "ar"]) fs.rmSync(path.join(root, "team", code, file));
      },
      ["content/team/en: team: the home pages show 4 team members, so the team needs at least 4"],
    ],
    [
      "a gap in the FAQ's numbers",
      (root) => editJson(root, "faqs/en/10-how-do-we-get-started.json", (faq) => void (faq.id = 12)),
      ["content/faqs/en: faqs: ids must be 1..n in order"],
    ],
    [
      "a testimonial with a rating (the spec fixes it)",
      (root) => editJson(root, "testimonials/en/02-tom-sullivan.json", (item) => void (item.rating = 5)),
      ['content/testimonials/en/02-tom-sullivan.json: Unrecognized key: "rating"'],
    ],
    [
      "a post with an impossible date",
      (root) => editJson(root, "posts/en/local-seo-guide.json", (post) => void (post.date = "2024-02-30")),
      ["content/posts/en/local-seo-guide.json: date: Invalid ISO date"],
    ],
    [
      "an article body with a numbered list and bold text",
      (root) => editText(root, "articles/en/seo-trends-to-watch.md", (text) => `${text}\n1. First\n2. Second\n\nA **bold** claim.\n`),
      [
        "content/articles/en/seo-trends-to-watch.md: body: section 'Measure What Really Matters': numbered lists are not shown on the page: use '- ' bullets",
        "content/articles/en/seo-trends-to-watch.md: body: section 'Measure What Really Matters': only plain text is shown on the page (found bold text)",
      ],
    ],
    [
      "an article with one section and a comment without its text",
      (root) =>
        editText(root, "articles/en/seo-trends-to-watch.md", (text) =>
          text
            .replace(/\n## Technical[\s\S]*$/, "\n")
            .replace("    text: Thanks for the practical checklist.", "    txt: Thanks for the practical checklist."),
        ),
      [
        "content/articles/en/seo-trends-to-watch.md: sections: Too small: expected array to have >=2 items",
        "content/articles/en/seo-trends-to-watch.md: comments[1].text: Invalid input: expected string, received undefined",
        'content/articles/en/seo-trends-to-watch.md: comments[1]: Unrecognized key: "txt"',
      ],
    ],
    [
      "an article whose front matter is not YAML",
      (root) => {
        fs.writeFileSync(path.join(root, "articles/en/draft.md"), "---\ntitle: [unclosed\n---\n\nText.\n");
      },
      [expect.stringMatching(/^content\/articles\/en\/draft\.md: front matter is not valid YAML \(.+\)$/)],
    ],
    [
      "page copy with a misspelt field, deep down, and a missing heading",
      (root) =>
        editJson(root, "pages/en/home-main.json", (page) => {
          const hero = page.hero as Record<string, unknown>;
          hero.subtitle = hero.text;
          delete hero.text;
          delete (page.pricing as Record<string, unknown>).heading;
        }),
      [
        "content/pages/en/home-main.json: hero.text: Invalid input: expected string, received undefined",
        "content/pages/en/home-main.json: pricing.heading: Invalid input: expected string, received undefined",
      ],
    ],
    [
      "page copy with an unknown field",
      (root) => editJson(root, "pages/en/about.json", (page) => void ((page.mission as Record<string, unknown>).subtitle = "More")),
      ["content/pages/en/about.json: mission.subtitle: is not a field here (a misspelt name?)"],
    ],
  ])("reports %s", (_name, edit, expected) => {
    const root = copyContent();
    edit(root);
    expect(problems(root)).toEqual(expected);
  });

  it("reports a translation that parts from its English file: the file and the key, no fallback to English", () => {
    const root = copyContent();
    editJson(root, "pricing/de/basic.json", (plan) => {
      delete plan.featureHeading;
      plan.colour = "blau";
      (plan.features as string[]).pop();
    });
    editJson(root, "pages/ar/contact.json", (page) => void ((page.info as Record<string, unknown>).heading = " "));
    fs.rmSync(path.join(root, "team/de/01-daniel-whitmore.json"));
    fs.writeFileSync(path.join(root, "faqs/ar/11-extra.json"), "{}");
    fs.mkdirSync(path.join(root, "posts/fr"));
    fs.writeFileSync(path.join(root, "posts/draft.json"), "{}");
    expect(problems(root)).toEqual([
      "content/posts/draft.json: belongs in a locale folder (content/posts/en/draft.json for English)",
      "content/posts/fr: is not a locale (content/posts holds a folder for each of en, de, ar)",
      "content/team/de/01-daniel-whitmore.json: is missing (the translation of content/team/en/01-daniel-whitmore.json)",
      "content/pricing/de/basic.json: featureHeading: is missing (the English file has it)",
      "content/pricing/de/basic.json: features: has 4 items; the English file has 5",
      "content/pricing/de/basic.json: colour: is not in the English file",
      "content/faqs/ar/11-extra.json: has no English original (content/faqs/en/11-extra.json)",
      "content/pages/ar/contact.json: info.heading: is empty (the English file has text)",
    ]);
  });

  it("validates, orders, counts and gives a desk form to a collection declared by one record", () => {
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
    const award = (locale: string, file: string, data: object) => {
      fs.mkdirSync(path.join(root, "awards", locale), { recursive: true });
      fs.writeFileSync(path.join(root, "awards", locale, file), JSON.stringify(data));
    };
    award("en", "best-agency.json", { order: 2, title: "Best Agency", year: 2023 });
    award("en", "top-employer.json", { order: 1, title: "Top Employer", year: 2024 });
    award("de", "best-agency.json", { order: 2, title: "Beste Agentur", year: 2023 });
    award("de", "top-employer.json", { order: 1, title: "Top-Arbeitgeber", year: 2024 });
    award("ar", "best-agency.json", { order: 2, title: "أفضل وكالة", year: 2023 });
    expect(problems(root)).toEqual([expect.stringMatching(/^content\/awards: not a content collection/)]);

    const collections = [...COLLECTIONS, awards];
    expect(problems(root, collections)).toEqual([
      "content/awards/ar/top-employer.json: is missing (the translation of content/awards/en/top-employer.json)",
    ]);
    // A figure is English's: changed there once, it holds in every language.
    award("ar", "top-employer.json", { order: 1, title: "أفضل صاحب عمل", year: 2025 });
    const { issues, snapshot } = checkContent(root, collections);
    expect(issues).toEqual([]);
    expect(snapshot.exports.awards).toEqual({ awards: ["Top Employer (2024)", "Best Agency (2023)"] });
    expect(checkContent(root, collections, "de").snapshot.exports.awards).toEqual({
      awards: ["Top-Arbeitgeber (2024)", "Beste Agentur (2023)"],
    });
    const arabic = { awards: ["أفضل صاحب عمل (2024)", "أفضل وكالة (2023)"] };
    expect(checkContent(root, collections, "ar").snapshot.exports.awards).toEqual(arabic);
    expect(readExports(root, awards, "ar")).toEqual(arabic);

    editJson(root, "awards/en/best-agency.json", (award) => void (award.year = 1980));
    expect(problems(root, collections)).toEqual(["content/awards/en/best-agency.json: year: Too small: expected number to be >=1990"]);
    editJson(root, "awards/en/best-agency.json", (award) => void (award.year = 2023));
    fs.writeFileSync(path.join(root, "awards/en/third.json"), JSON.stringify({ order: 3, title: "Third", year: 2022 }));
    expect(problems(root, collections)).toEqual(["content/awards/en: awards: Too big: expected array to have exactly 2 items"]);

    // The desk's form for it follows from the record.
    expect(formProblems([awards])).toEqual([]);
    const form = entryForm(awards, "en", { data: { order: 1, title: "Top Employer", year: 2024 } });
    expect(form.map((f) => f.type === "field" && [f.path, f.label, f.control, f.required, f.min])).toEqual([
      ["order", "Position", "number", true, 1],
      ["title", "Title", "text", true, undefined],
      ["year", "Year", "number", true, 1990],
    ]);
  });

  it("fails the build with the file, the field and the reason", async () => {
    const root = copyContent();
    editJson(root, "settings/en/site.json", (site) => {
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
    await expect(run).rejects.toThrow(
      /1 problem in the content files:\n {2}.*content\/settings\/en\/site\.json: website\.url: Invalid URL/,
    );
  });

  it("builds each language's interface text into the browser code that uses it, key by key; an island may not", async () => {
    const root = copyContent();
    const project = path.dirname(root);
    fs.writeFileSync(
      path.join(project, "entry.js"),
      'import { cardLabels } from "@interface/labels";\nexport const label = cardLabels.readMore;\n',
    );
    // Server code reads its words at render (server/live-words.test.ts); React Router's client build compiles them in.
    const bundle = async (locale: string, browser = false) => {
      const output = await build({
        root: project,
        configFile: false,
        logLevel: "silent",
        plugins: [contentPlugin({ contentDir: root, locale, browser })],
        build: { rollupOptions: { input: path.join(project, "entry.js") }, write: false, minify: false },
      });
      return JSON.stringify(output);
    };
    const english = await bundle("en");
    expect(english).toContain("Read More");
    expect(english).not.toContain("Leave a Comment"); // another key of the same file
    expect(await bundle("de")).toContain("Weiterlesen");
    expect(await bundle("ar")).toContain("اقرؤوا المزيد");
    // The islands get their words as props: a publish changes them with the page.
    await expect(bundle("en", true)).rejects.toThrow(/imports @interface\/labels: an island's words are given as props/);
  });

  it("checks a translation's placeholders and its language's plural forms", () => {
    const root = copyContent();
    editJson(root, "interface/de/labels.json", (labels) => {
      (labels.cardLabels as Record<string, string>).byAuthor = "Von {autor}";
    });
    editJson(root, "interface/ar/forms.json", (forms) => {
      const fixErrors = (forms.formCopy as Record<string, Record<string, string>>).fixErrors!;
      delete fixErrors.few;
      fixErrors.lots = "…";
    });
    editJson(root, "interface/de/forms.json", (forms) => {
      (forms.formCopy as Record<string, Record<string, string>>).fixErrors!.other = "Bitte korrigieren Sie {anzahl} Felder.";
    });
    expect(problems(root)).toEqual([
      "content/interface/de/labels.json: cardLabels.byAuthor: must keep {author} and add no other {placeholder}",
      "content/interface/de/forms.json: formCopy.fixErrors.other: has a {placeholder} the English text does not have (it may use {count})",
      "content/interface/ar/forms.json: formCopy.fixErrors.few: is missing (ar has the plural forms zero, one, two, few, many, other)",
      "content/interface/ar/forms.json: formCopy.fixErrors.lots: is not a plural form of ar (zero, one, two, few, many, other)",
    ]);
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
