import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../content");

interface Person {
  name?: string;
  author?: string;
  role: string;
  subtitle?: string;
  grammaticalGender: "feminine" | "masculine";
}

function people(collection: string, locale: string): { file: string; person: Person }[] {
  const dir = path.join(root, collection, locale);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((file) => ({ file, person: JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Person }));
}

// The masculine heads of the titles the content uses; a feminine title has the feminine form ("مديرة", "الرئيسة").
const ARABIC_MASCULINE = /^(الرئيس|رئيس|كبير|مدير|المدير|المؤسس)\s/;
// A German title in the masculine form: a -leiter, -führer, -entwickler or the like without its feminine ending.
const GERMAN_MASCULINE = /(leiter|führer|entwickler|berater|ingenieur|gründer)\b/i;

describe("job titles follow the person's grammatical gender, as the content gives it", () => {
  for (const collection of ["team", "testimonials"]) {
    it(`${collection}: Arabic and German titles of women are feminine`, () => {
      const english = new Map(people(collection, "en").map(({ file, person }) => [file, person.grammaticalGender]));
      const wrong: string[] = [];
      for (const locale of ["ar", "de"]) {
        for (const { file, person } of people(collection, locale)) {
          expect(person.grammaticalGender, `${locale}/${file}`).toBe(english.get(file));
          if (person.grammaticalGender !== "feminine") continue;
          for (const title of [person.role, person.subtitle].filter((t): t is string => !!t)) {
            if (locale === "ar" ? ARABIC_MASCULINE.test(title) : GERMAN_MASCULINE.test(title)) wrong.push(`${locale}/${file}: ${title}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it("knows the women of the team and the testimonials", () => {
    const feminine = ["team", "testimonials"].flatMap((c) =>
      people(c, "en")
        .filter(({ person }) => person.grammaticalGender === "feminine")
        .map(({ person }) => person.name ?? person.author),
    );
    expect(feminine).toEqual(expect.arrayContaining(["Sofia Alvarez", "Priya Raman", "Aisha Bello", "Rebecca Hartley"]));
  });
});
