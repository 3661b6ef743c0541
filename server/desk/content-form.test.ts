// @vitest-environment node
// The desk's generated content forms (content-form.ts) on the real content: every entry of every collection, in every
// language, comes back byte for byte when its own form is posted unchanged; a posted change lands where it belongs.
import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "../../app/content/collections";
import { contentRoot } from "../../app/content/files/source";
import { LOCALES } from "../../app/i18n/locales";
import { readContentFolder } from "../content-files";
import { teamCollection } from "../../app/content/schemas/team";
import { siteCollection } from "../../app/content/schemas/site";
import {
  applyForm,
  blankEntry,
  entriesOf,
  entryForm,
  formProblems,
  leaves,
  newEntryId,
  readEntry,
  writeEntry,
  type FormNode,
} from "./content-form";

const files = readContentFolder(contentRoot());
const getSocial = (data: Record<string, unknown>) => (data.socials as { url: string | null }[])[0]!.url;
const byName = (name: string) => COLLECTIONS.find((c) => c.name === name)!;

/** What a browser posts for a form left as it is. */
function unchanged(nodes: FormNode[]): Record<string, string> {
  return Object.fromEntries(leaves(nodes).flatMap((f) => (f.control === "checkbox" && !f.value ? [] : [[`f:${f.path}`, f.value]])));
}

function form(name: string, locale: string, id: string) {
  const collection = byName(name);
  const entry = entriesOf(collection, locale, files).find((e) => e.id === id)!;
  const english = entriesOf(collection, "en", files).find((e) => e.id === id)!;
  const data = readEntry(collection, files[entry.file]!);
  const nodes = entryForm(collection, locale, data, locale === "en" ? undefined : readEntry(collection, files[english.file]!));
  return { collection, data, nodes, text: files[entry.file]! };
}

describe("content forms", () => {
  it("name every field of every collection's schema, and no other", () => {
    expect(formProblems(COLLECTIONS)).toEqual([]);
    const { role: _role, ...fields } = teamCollection.form.fields;
    const team = { ...teamCollection, form: { ...teamCollection.form, fields: { ...fields, colour: { label: "Colour" } } } };
    const { tel: _tel, ...phone } = siteCollection.form.fields.phones!.fields!;
    const site = {
      ...siteCollection,
      form: {
        ...siteCollection.form,
        fields: { ...siteCollection.form.fields, phones: { ...siteCollection.form.fields.phones!, fields: phone } },
      },
    };
    expect(formProblems([site, team])).toEqual([
      "site.phones[]: no form field for tel",
      "team.colour: a form field the schema does not have",
      "team: no form field for role",
    ]);
  });

  it("give back every entry of every collection in every language unchanged when posted as they are", () => {
    let entries = 0;
    for (const collection of COLLECTIONS) {
      for (const locale of LOCALES) {
        for (const entry of entriesOf(collection, locale.code, files)) {
          const data = readEntry(collection, files[entry.file]!);
          const nodes = entryForm(collection, locale.code, data, locale.code === "en" ? undefined : data);
          const applied = applyForm(nodes, data, unchanged(nodes));
          expect(applied.errors, entry.file).toEqual({});
          expect(writeEntry(collection, applied.data, applied.body), entry.file).toBe(files[entry.file]);
          entries++;
        }
      }
    }
    expect(entries).toBeGreaterThan(300);
  });

  it("read a price typed with a comma, refuse one that is no number, and keep the rest as typed", () => {
    const { data, nodes } = form("pricing", "en", "basic");
    expect(applyForm(nodes, data, { ...unchanged(nodes), "f:price": "12,5" }).data.price).toBe(12.5);
    const refused = applyForm(nodes, data, { ...unchanged(nodes), "f:price": "twelve", "f:featureHeading": "Included" });
    expect(refused.errors).toEqual({ price: 'Enter a number, such as 9.9; "twelve" is not one.' });
    expect(refused.values.price).toBe("twelve");
    expect(refused.values.featureHeading).toBe("Included");
  });

  it("drop an emptied line of a list and add the new one; keep an emptied nullable link null", () => {
    const { data, nodes } = form("pricing", "en", "basic");
    const features = applyForm(nodes, data, { ...unchanged(nodes), "f:features[1]": " ", "f:features[5]": "Quarterly review" }).data
      .features;
    expect(features).toEqual([
      "Website audit and health report",
      "On-page optimisation for 5 pages",
      "Google Business Profile setup",
      "Monthly performance report",
      "Quarterly review",
    ]);
    const site = form("site", "en", "site");
    const facebook = leaves(site.nodes).find((f) => f.path.endsWith(".url") && f.path.startsWith("socials"))!;
    expect(facebook.value).toBe("");
    const applied = applyForm(site.nodes, site.data, { ...unchanged(site.nodes), [`f:${facebook.path}`]: "" });
    expect(writeEntry(site.collection, applied.data)).toBe(site.text);
    const linked = applyForm(site.nodes, site.data, { ...unchanged(site.nodes), [`f:${facebook.path}`]: "https://facebook.com/nexora" });
    expect(getSocial(linked.data)).toBe("https://facebook.com/nexora");
  });

  it("show a translation its English text and none of English's figures, links or images", () => {
    const { nodes } = form("pricing", "de", "basic");
    const paths = leaves(nodes).map((f) => f.path);
    expect(paths).not.toContain("price");
    expect(paths).not.toContain("link");
    expect(paths).not.toContain("order");
    expect(leaves(nodes).find((f) => f.path === "features[0]")?.english).toBe("Website audit and health report");
    // A translation edits English's items: no line to add one.
    expect(paths.filter((p) => p.startsWith("features["))).toHaveLength(5);
    const team = form("team", "de", entriesOf(byName("team"), "de", files)[0]!.id);
    expect(leaves(team.nodes).some((f) => f.path === "image")).toBe(false);
  });

  it("edit a Markdown page's body as its text and keep its front matter", () => {
    const { collection, data, nodes, text } = form("legal", "en", "privacy-policy");
    const body = leaves(nodes).find((f) => f.body)!;
    const applied = applyForm(nodes, data, {
      ...unchanged(nodes),
      [`f:${body.path}`]: `${body.value.trimEnd()}\r\n\r\nOne more paragraph.`,
    });
    const written = writeEntry(collection, applied.data, applied.body);
    expect(written.startsWith(text.slice(0, text.indexOf("\n---\n") + 5))).toBe(true);
    expect(written.endsWith("\n\nOne more paragraph.\n")).toBe(true);
  });
});

describe("a new entry", () => {
  const team = COLLECTIONS.find((c) => c.name === "team")!;
  const faqs = COLLECTIONS.find((c) => c.name === "faqs")!;
  const last = (collection: typeof team) => readEntry(collection, files[entriesOf(collection, "en", files).at(-1)!.file]!);

  it("starts as another entry's shape with its texts emptied and the next position", () => {
    const member = blankEntry(team, last(team), 13);
    expect(member.data).toMatchObject({ order: 13, name: "", image: "" });
    // Choices keep a valid value; nothing of the other member's text is kept.
    expect(typeof member.data.role).toBe("string");
    expect(member.data.role).not.toBe("");
    expect(Object.values(member.data)).not.toContain(last(team).data.name);
    expect(blankEntry(faqs, last(faqs), 11).data).toMatchObject({ id: 11, question: "", answer: "" });
  });

  it("is named after its position and name as the others are, never as one that is taken", () => {
    const taken = entriesOf(team, "en", files).map((e) => e.id);
    expect(newEntryId(team, { order: 13, name: "Léna Fischer-Ünal" }, taken)).toBe("13-lena-fischer-unal");
    expect(newEntryId(team, { order: 12, name: "Natalie Kovacs" }, taken)).toBe("12-natalie-kovacs-2");
    expect(newEntryId(team, { order: 14, name: "مريم" }, taken)).toBe("14-entry");
    expect(newEntryId(faqs, { id: 11, question: "Do you work weekends?" }, ["01-a", "10-b"])).toBe("11-do-you-work-weekends");
    expect(newEntryId(team, { name: "Ann" }, ["ann", "bob"])).toBe("ann-2");
  });
});
