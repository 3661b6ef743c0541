// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/locales";
import { contentRoot, readContentFile } from "../content/files/source";
import { checkContent, formatIssue } from "../content/files/validate";
import { SEARCH_FOLDER, SYNONYMS_FILE, SynonymTableSchema } from "../content/schemas/search";
import { searchLanguage } from "./stemming";
import { compileSynonyms, matchSynonyms, type SynonymTable } from "./synonyms";

const english = searchLanguage("en");
const german = searchLanguage("de");
const arabic = searchLanguage("ar");

const table = (synonyms: SynonymTable["synonyms"], language = english) => compileSynonyms({ synonyms }, language);
const words = (query: string) => query.split(" ");

describe("each language's synonym table (content/search/<locale>/synonyms.json)", () => {
  it("is valid, small and says something", () => {
    for (const { code } of LOCALES) {
      const file = path.join(contentRoot(), SEARCH_FOLDER, code, SYNONYMS_FILE);
      const parsed = SynonymTableSchema.parse(readContentFile(file));
      expect(parsed.synonyms.length, code).toBeGreaterThan(10);
      // Every entry finds something other than what was typed.
      expect(compileSynonyms(parsed, searchLanguage(code)).rules.length, code).toBeGreaterThanOrEqual(parsed.synonyms.length);
    }
  });

  it("refuses entries of neither kind, empty phrases and unknown keys", () => {
    expect(SynonymTableSchema.safeParse({ synonyms: [{ same: ["pricing"] }] }).success).toBe(false);
    expect(SynonymTableSchema.safeParse({ synonyms: [{ query: [" "], alsoFind: ["team"] }] }).success).toBe(false);
    expect(SynonymTableSchema.safeParse({ synonyms: [{ query: ["staff"], alsoFind: ["team"], note: "x" }] }).success).toBe(false);
    expect(SynonymTableSchema.safeParse({ synonyms: [{ query: ["staff"], alsoFind: ["team"] }] }).success).toBe(true);
  });
});

describe("the content validation of content/search", () => {
  const copies: string[] = [];
  afterEach(() => {
    for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const copy = () => {
    const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "nexora-search-")), "content");
    copies.push(path.dirname(root));
    fs.cpSync(contentRoot(), root, { recursive: true });
    return root;
  };
  const problems = (root: string) =>
    checkContent(root)
      .issues.map(formatIssue)
      .filter((p) => p.includes(`${SEARCH_FOLDER}/`))
      .map((p) => p.slice(p.indexOf(`${SEARCH_FOLDER}/`)));

  it("checks each language's table against its schema, not against English's, and wants one per language", () => {
    const root = copy();
    fs.writeFileSync(path.join(root, SEARCH_FOLDER, "de", SYNONYMS_FILE), JSON.stringify({ synonyms: [{ same: ["Preise"] }] }));
    fs.rmSync(path.join(root, SEARCH_FOLDER, "ar", SYNONYMS_FILE));
    fs.writeFileSync(path.join(root, SEARCH_FOLDER, "en", "extra.json"), "{}");
    fs.mkdirSync(path.join(root, SEARCH_FOLDER, "fr"));
    expect(problems(root)).toEqual([
      expect.stringMatching(/^search\/fr: is not a locale/),
      expect.stringMatching(/^search\/en\/extra\.json: is not synonyms\.json/),
      expect.stringMatching(/^search\/de\/synonyms\.json: synonyms\[0\]/),
      "search/ar/synonyms.json: is missing (every language has a search synonym table)",
    ]);
  });
});

describe("compileSynonyms and matchSynonyms", () => {
  it("finds the longest phrase of the table in a query, by its words' stems, with what it also finds", () => {
    const synonyms = table([
      { query: ["about the company", "company"], alsoFind: ["about us"] },
      { query: ["reviews"], alsoFind: ["testimonials"] },
    ]);
    expect(matchSynonyms(words("about the company"), synonyms, english)).toEqual([
      { start: 0, length: 3, alternatives: [["about", "us"]] },
    ]);
    expect(matchSynonyms(words("our company"), synonyms, english)).toEqual([{ start: 1, length: 1, alternatives: [["about", "us"]] }]);
    // "review" and "Reviews" are "reviews".
    expect(matchSynonyms(words("customer Review"), synonyms, english)).toEqual([{ start: 1, length: 1, alternatives: [["testimonials"]] }]);
    expect(matchSynonyms(words("cloud migration"), synonyms, english)).toEqual([]);
  });

  it("finds the other phrases of a `same` group both ways, and the `alsoFind` phrases one way only", () => {
    const synonyms = table([{ same: ["cyber security", "cybersecurity"] }, { query: ["staff"], alsoFind: ["team"] }]);
    expect(matchSynonyms(["cybersecurity"], synonyms, english)[0]?.alternatives).toEqual([["cyber", "security"]]);
    expect(matchSynonyms(words("cyber security"), synonyms, english)[0]?.alternatives).toEqual([["cybersecurity"]]);
    expect(matchSynonyms(["staff"], synonyms, english)[0]?.alternatives).toEqual([["team"]]);
    expect(matchSynonyms(["team"], synonyms, english)).toEqual([]);
  });

  it("reads a phrase as the language writes its words: umlauts typed as ae, oe, ue; Arabic letters and the article", () => {
    const de = table([{ query: ["Öffnungszeiten"], alsoFind: ["Kontakt"] }], german);
    expect(matchSynonyms(["Oeffnungszeiten"], de, german)[0]?.alternatives).toEqual([["Kontakt"]]);
    expect(matchSynonyms(["offnungszeiten"], de, german)[0]?.alternatives).toEqual([["Kontakt"]]);
    const ar = table([{ query: ["عن الشركة"], alsoFind: ["من نحن"] }], arabic);
    expect(matchSynonyms(words("عن الشركه"), ar, arabic)[0]?.alternatives).toEqual([["من", "نحن"]]);
    expect(matchSynonyms(words("عن شركة"), ar, arabic)[0]?.alternatives).toEqual([["من", "نحن"]]);
  });

  it("reads a German compound no phrase names by its head: the longest head the table has, at least four letters", () => {
    const de = table(
      [
        { query: ["Geschichte", "Werte"], alsoFind: ["über uns"] },
        { query: ["Anfrage"], alsoFind: ["Kontakt"] },
        { query: ["App"], alsoFind: ["App-Entwicklung"] },
      ],
      german,
    );
    expect(matchSynonyms(["Firmengeschichte"], de, german)).toEqual([{ start: 0, length: 1, alternatives: [["über", "uns"]] }]);
    expect(matchSynonyms(words("Preisanfrage stellen"), de, german)).toEqual([{ start: 0, length: 1, alternatives: [["Kontakt"]] }]);
    // "Unternehmenswerte" ends in "Werte", not in a shorter word; a three-letter head is too short to say what it is.
    expect(matchSynonyms(["Unternehmenswerte"], de, german)[0]?.alternatives).toEqual([["über", "uns"]]);
    expect(matchSynonyms(["Firmenapp"], de, german)).toEqual([]);
    // A whole word is not a compound of itself, and English words are not read as compounds.
    expect(matchSynonyms(["Geschichte"], de, german)[0]?.alternatives).toEqual([["über", "uns"]]);
    const en = table([{ query: ["story"], alsoFind: ["about us"] }]);
    expect(matchSynonyms(["backstory"], en, english)).toEqual([]);
  });
});
