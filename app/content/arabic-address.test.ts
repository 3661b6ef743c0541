import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The Arabic content addresses its readers in the plural ("أعمالكم", "تواصلوا معنا"), as a company writes to its
// clients; this lists every singular "you" ("أعمالك", "تواصل معنا") that creeps back in.
const root = path.resolve(import.meta.dirname, "../../content");

/** Every Arabic file: content/<collection>/ar/** and any content/**\/ar.<ext>. */
function arabicFiles(dir = root): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return arabicFiles(file);
    const relative = path.relative(root, file);
    return relative.split(path.sep).includes("ar") || /^ar\.\w+$/.test(entry.name) ? [relative] : [];
  });
}

/** The text a reader sees: a JSON file's strings; a Markdown file whole (its front matter keys are Latin). */
function texts(file: string): string[] {
  const source = fs.readFileSync(path.join(root, file), "utf8");
  if (!file.endsWith(".json")) return [source];
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") strings.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(JSON.parse(source));
  return strings;
}

// Words that end in ك without being "your/you" (matched after "و", "ف", "ب", "ل" and the article): partner, that,
// likewise, there, shared, consumption, subscription, bank, he/we share, he/we own, and "تمتلك" as the content uses it ("شركة ...
// تمتلك أربعة مواقع", she owns). "مشتركة" ends in ة. Not "مالك" or "تملك": they are also "your money", "you own".
const NOT_YOU = /^[وفبل]?(?:ال)?(?:شريك|تلك|ذلك|كذلك|هناك|هنالك|مشترك|استهلاك|اشتراك|بنك|يشارك|نشارك|يمتلك|نمتلك|تمتلك)$/;
// Singular imperatives the content used ("اطلب عرض سعر"), "احتجت" (you needed) and "أنت", also after "و" or "ف" (not
// "ضع": "وضع" is a noun). None is also a noun or another verb, so they are matched anywhere. "اشترك" and "اترك" end in ك.
const SINGULAR_WORD =
  /^(?:[وف]?(?:اطلب|اقرأ|اعرف|ابدأ|احجز|احصل|اختر|ابحث|اعثر|اكتب|اضغط|املأ|أخبرنا|راسلنا|زرنا|قس|ادمج|تأكد|اكسب|ارتق|أدخل|أوكل|انقل|احتجت|أنت)|ضع)$/;
// Imperatives that are also nouns or other verbs ("تواصل" communication, "اكتشف" he discovered, "تعرف" she knows):
// only where a call to action puts them, opening a string, sentence, clause or list item, or before "معنا", "بنا", "لنا".
const OPENING = "(?:^|[.!؟:؛،\\n]\\s*|^- |\\n- )";
const NOT_AFTER_LETTER = "(?<![\\u0621-\\u064A])";
const IMPERATIVE_AT_START = new RegExp(
  `${OPENING}و?(?:تواصل|اتصل|اكتشف|استكشف|تعرف على|تصفح|تحدث إلى|تفضل|أرسل|انتقل|راجع|استثمر|أظهر|تعامل|أصلح|أزل|اربط|ركز|استخدم|جرب|تحقق من|واصل|شاهد)(?![\\u0621-\\u064A])|${NOT_AFTER_LETTER}و?(?:تواصل|اتصل|أرسل) (?:معنا|بنا|لنا)`,
  "g",
);
// "You" verbs are written like "she" verbs ("تحتاج"); only these frames are unambiguous.
const YOU_VERB = /(?<![\u0621-\u064A])(?:هل|إذا|سواء) (?:كنت|تحتاج|ترغب|تريد)(?![\u0621-\u064A])/g;
const MARKS = /[\u064B-\u0652\u0670\u0640]/g;

function singularForms(text: string): string[] {
  const plain = text.replace(MARKS, "");
  const found: string[] = [];
  for (const [word] of plain.matchAll(/[\u0621-\u064A]+/g)) {
    if ((word.endsWith("ك") && !NOT_YOU.test(word)) || SINGULAR_WORD.test(word)) found.push(word);
  }
  for (const match of [...plain.matchAll(IMPERATIVE_AT_START), ...plain.matchAll(YOU_VERB)]) {
    found.push(match[0].replace(/^[^\u0621-\u064A]+/, ""));
  }
  return found;
}

describe("the Arabic content addresses the reader in the plural (كم)", () => {
  it("finds the Arabic content files", () => {
    expect(arabicFiles().length).toBeGreaterThan(100);
  });

  it("has no singular second-person forms", () => {
    const found = arabicFiles().flatMap((file) => texts(file).flatMap((text) => singularForms(text).map((f) => `${file}: ${f}`)));
    expect(found, `${found.length} singular forms`).toEqual([]);
  });

  it("tells the singular from words that only end in ك", () => {
    expect(singularForms("نساعد أعمالك، تواصل معنا أو اطلب عرض سعر، واترك تعليقا. هل تحتاج إلى مساعدة؟")).toEqual([
      "أعمالك",
      "اطلب",
      "واترك",
      "تواصل",
      "هل تحتاج",
    ]);
    expect(singularForms("شريك موثوق يشارك خبرته، وكذلك تلك المنصات المشتركة. تواصلوا معنا أو اطلبوا عرض سعر لأعمالكم.")).toEqual([]);
    expect(singularForms("حدث خطأ. تحقق نتائج ملموسة عبر التواصل معنا، ووضع خطة سهل تحتاج إليه الشركة")).toEqual([]);
  });
});
