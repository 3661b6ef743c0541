import { describe, expect, it } from "vitest";
import fc from "fast-check";
import MiniSearch from "minisearch";
import { findPages, indexOptionsFor, searchLanguage, siteLanguage, tokenize, type SearchDocument } from "./search-options";
import { markTerms } from "./snippet";
import { createSiteSearch } from "./search.server";
import { liveSearch } from "./live-search";
import { siteLocaleCode } from "../i18n/format";

const english = searchLanguage("en");
const german = searchLanguage("de");
const arabic = searchLanguage("ar");

const doc = (path: string, title: string, body: string): SearchDocument => ({ path, title, headings: "", body, description: title });

function index(docs: SearchDocument[], language = siteLanguage()) {
  const search = new MiniSearch<SearchDocument>(indexOptionsFor(language));
  search.addAll(docs);
  return search;
}
const paths = (hits: { path: string }[]) => hits.map((h) => h.path);
const show = (parts: { text: string; mark: boolean }[]) => parts.map((p) => (p.mark ? `[${p.text}]` : p.text)).join("");

describe("searchLanguage", () => {
  it("names each language by its code, English for one the search does not know; this build's is siteLocaleCode()'s", () => {
    expect([english.locale, german.locale, arabic.locale]).toEqual(["en", "de", "ar"]);
    expect(searchLanguage("fr")).toBe(english);
    expect(siteLanguage()).toBe(searchLanguage(siteLocaleCode()));
  });

  it("stems every word to a prefix of itself, and never throws", () => {
    for (const language of [english, german, arabic]) {
      fc.assert(
        fc.property(fc.string({ unit: "grapheme", maxLength: 30 }), (raw) => {
          for (const word of tokenize(raw)) {
            const term = language.processTerm(word);
            const stem = language.stem(term);
            // The search drops a stem that is not a prefix; German's and Arabic's always are.
            if (language !== english) expect(term.startsWith(stem), `${language.locale}: ${word}`).toBe(true);
          }
        }),
        { numRuns: 200 },
      );
      for (const word of ["Cloud", "Lösungen", "السحابية", "migration"]) {
        expect(language.processTerm(language.processTerm(word).toUpperCase())).toBe(language.processTerm(word));
      }
    }
  });
});

describe("English", () => {
  it("is lower case and the English stemmer, as before", () => {
    expect(english.processTerm("Migration")).toBe("migration");
    expect(english.stem("migration")).toBe("migrat");
    expect(english.processTerm("Lösungen")).toBe("lösungen");
  });
});

describe("German", () => {
  it("folds umlauts and ß, composed or not, as the German stemmer writes its stems", () => {
    expect(german.processTerm("Lösungen")).toBe("losungen");
    expect(german.processTerm("Lo\u0308sungen")).toBe("losungen");
    expect(german.processTerm("GRÖSSE")).toBe("grosse");
    expect(german.processTerm("Größe")).toBe("grosse");
    expect(german.processTerm("Café")).toBe("café");
    expect(german.stem(german.processTerm("Lösungen"))).toBe("losung");
    expect(german.stem(german.processTerm("Dienstleistungen"))).toBe("dienstleist");
  });

  const pages = index(
    [
      doc("/service", "Unsere Leistungen", "Beratung, Software, Cloud-Lösungen und Cybersicherheit für Unternehmen."),
      doc("/contact", "Kontakt", "Rufen Sie uns an oder schreiben Sie uns eine E-Mail."),
      doc("/blog", "Blog", "Checkliste für eine reibungslose Cloud-Migration; wir migrieren Anwendungen."),
      doc("/about", "Über uns", "Wir nehmen uns Zeit für jedes Unternehmen."),
    ],
    german,
  );
  const find = (q: string) => paths(findPages(pages, q, 20, german));

  it("finds a word in its other forms and without its umlauts (Lösung → Lösungen, Uber → Über)", () => {
    expect(find("Lösung")).toEqual(["/service"]);
    expect(find("Losungen")).toEqual(["/service"]);
    expect(find("uber uns")).toEqual(["/about"]);
    expect(find("Migrationen")).toEqual(["/blog"]);
  });

  it("searches a compound the pages do not have as its parts: its head and its first word", () => {
    // "Leistungen" is the head of "Dienstleistungen", "Kontakt" the first word of "Kontaktformular".
    expect(find("Dienstleistungen")).toEqual(["/service"]);
    expect(find("Kontaktformular")).toEqual(["/contact"]);
    expect(find("Cloudmigration")).toEqual(["/blog", "/service"]);
    // A word the pages have is not taken apart: "Unternehmen" is not "nehmen".
    expect(find("Unternehmen")).toEqual(expect.arrayContaining(["/service", "/about"]));
    expect(findPages(pages, "Unternehmen", 20, german).every((h) => !h.terms.includes("nehmen"))).toBe(true);
    // "Zeitreisebüro" finds what has its first word ("Zeit"); "Quantenphysik", whose parts no page has, nothing.
    expect(find("Zeitreisebüro")).toEqual(["/about"]);
    expect(find("Quantenphysik")).toEqual([]);
  });

  it("finds a compound's parts in their other forms, a split compound the pages write as one word, and ae for ä", () => {
    const more = index(
      [
        doc("/", "Startseite", "Einfache, transparente Preise für jedes Paket."),
        doc("/service", "Leistungen", "Datenanalyse für Ihr Team."),
        doc("/contact", "Kontakt", "Öffnungszeiten: Montag bis Freitag."),
      ],
      german,
    );
    const found = (q: string) => paths(findPages(more, q, 20, german));
    // "Preis" is in "Preise"; no page has "Preispläne".
    expect(found("Preispläne")).toEqual(["/"]);
    expect(found("Daten Analyse")).toEqual(["/service"]);
    expect(found("Oeffnungszeiten")).toEqual(["/contact"]);
    // "Wann", "sind", "Ihre": stopwords, the question is about what the other words name.
    expect(found("Wann sind Ihre Öffnungszeiten")).toEqual(["/contact"]);
  });

  it("ranks a compound's own page above its parts' pages", () => {
    const more = index(
      [doc("/a", "Leistungen", "Was wir leisten."), doc("/b", "Dienstleistungen", "Unsere Dienstleistungen im Überblick.")],
      german,
    );
    expect(paths(findPages(more, "Dienstleistungen", 20, german))).toEqual(["/b"]);
  });
});

describe("Arabic", () => {
  it("drops tashkeel and tatweel, writes alef, yeh and heh one way, and takes off the article and the clitics with it", () => {
    expect(arabic.processTerm("الأَمْنُ")).toBe("امن");
    expect(arabic.processTerm("الـسـحـابة")).toBe("سحابه");
    expect(arabic.processTerm("إدارة")).toBe("اداره");
    expect(arabic.processTerm("آراء")).toBe("اراء");
    expect(arabic.processTerm("مستوى")).toBe("مستوي");
    for (const word of ["الخدمات", "والخدمات", "بالخدمات", "كالخدمات", "فالخدمات", "وخدمات", "خدمات"]) {
      expect([word, arabic.processTerm(word)]).toEqual([word, "خدمات"]);
    }
    expect(arabic.processTerm("للتقنية")).toBe("تقنيه");
    // A word whose first letter is "و" keeps it when little would remain ("وقت", time), and short words their article.
    expect(arabic.processTerm("وقت")).toBe("وقت");
    expect(arabic.processTerm("الم")).toBe("الم");
    expect(arabic.processTerm("Nexora")).toBe("nexora");
  });

  it("stems the noun and its adjective, singular and plural, to one prefix: السحابية and سحابة meet", () => {
    const stem = (word: string) => arabic.stem(arabic.processTerm(word));
    expect(stem("السحابية")).toBe("سحاب");
    expect(stem("سحابة")).toBe("سحاب");
    expect(stem("خدمات")).toBe("خدم");
    expect(stem("خدماتنا")).toBe("خدم");
    expect(stem("السيبراني")).toBe("سيبران");
    // Three letters stay: the root.
    expect(stem("فريق")).toBe("فريق");
    expect(stem("امن")).toBe("امن");
  });

  const pages = index(
    [
      doc("/service", "خدماتنا", "الحلول السحابية والأمن السيبراني وتطوير البرمجيات."),
      doc("/blog", "المدونة", "قائمة تحقق عملية لانتقال سلس إلى السحابة."),
      doc("/team", "فريقنا", "مستشارون ومهندسون وقادة مشاريع."),
    ],
    arabic,
  );
  const find = (q: string) => paths(findPages(pages, q, 20, arabic));

  it("finds a word with or without the article, its hamza and its diacritics, and in its other forms", () => {
    expect(find("خدمات")).toEqual(["/service"]);
    expect(find("الخدمات")).toEqual(["/service"]);
    expect(find("مدونة")).toEqual(["/blog"]);
    expect(find("الامن السيبراني")).toEqual(["/service"]);
    expect(find("الأَمْن")).toEqual(["/service"]);
    expect(find("حلول سحابية")).toEqual(["/service"]);
    expect(find("سحابة")).toEqual(expect.arrayContaining(["/service", "/blog"]));
    expect(find("فريق")).toEqual(["/team"]);
  });

  it("finds a word written with ب, ل, ف or ك before it, and a question made of stopwords as it is", () => {
    expect(find("لخدمات")).toEqual(["/service"]);
    expect(find("بالخدمات")).toEqual(["/service"]);
    // "فريق" does not lose its "ف": the word itself is searched too.
    expect(find("فريق")).toEqual(["/team"]);
    expect(find("ما هي الخدمات")).toEqual(["/service"]);
  });

  it("marks the page's words the query found, with their article", () => {
    const [hit] = findPages(pages, "سحابية", 20, arabic);
    expect(show(markTerms("الحلول السحابية والأمن", hit!.terms, arabic))).toBe("الحلول [السحابية] والأمن");
  });
});

describe("a language given explicitly", () => {
  it("is the one the server and the browser open an index with, whatever this build's language", () => {
    const json = JSON.stringify(index([doc("/service", "Unsere Leistungen", "Cloud-Lösungen für Unternehmen.")], german));
    const server = createSiteSearch(json, { "/service": "Unsere Leistungen: Cloud-Lösungen für Unternehmen." }, undefined, german);
    const [found] = server.search("Losung");
    expect(found?.path).toBe("/service");
    expect(show(found!.snippet)).toBe("Unsere Leistungen: Cloud-[Lösungen] für Unternehmen.");
    expect(server.search("Dienstleistungen").map((r) => r.path)).toEqual(["/service"]);
    expect(
      liveSearch(json, german)
        .search("Dienstleistungen")
        .map((h) => h.path),
    ).toEqual(["/service"]);
  });
});
