import { describe, expect, it } from "vitest";
import { latinPunctuationInArabic } from "./arabic-punctuation";

describe("latinPunctuationInArabic", () => {
  it("finds a Latin comma or semicolon after an Arabic word, in text and in attributes", () => {
    expect(latinPunctuationInArabic("<p>المؤسس والرئيس التنفيذي, Parcelly</p>")).not.toEqual([]);
    expect(latinPunctuationInArabic('<meta content="الرئيسية, Nexora">')).not.toEqual([]);
    expect(latinPunctuationInArabic("<p>أولا; ثانيا</p>")).not.toEqual([]);
    expect(latinPunctuationInArabic("<p>(الشركة), ثم</p>")).not.toEqual([]);
    expect(latinPunctuationInArabic('<a>اطلبوا الباقة<span class="sr-only">, الأساسية</span></a>')).not.toEqual([]);
  });

  it("accepts Arabic punctuation, numbers, Latin text and scripts", () => {
    expect(latinPunctuationInArabic("<p>المؤسس والرئيس التنفيذي، Parcelly؛ ثم</p>")).toEqual([]);
    expect(latinPunctuationInArabic("<p>1,250 Harbor View Avenue, Suite 400</p>")).toEqual([]);
    expect(latinPunctuationInArabic('<script type="application/ld+json">{"name":"الرئيسية","a":1}</script>')).toEqual([]);
  });
});
