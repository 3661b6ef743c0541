import type { CardTexts } from "../../app/lib/social-card";

/** An Arabic card for tests and samples until the Arabic pages exist: shaping, bidi with Latin and digits. */
export const ARABIC_SAMPLE: CardTexts = {
  locale: "ar",
  dir: "rtl",
  title: "حلول تقنية المعلومات والتسويق الرقمي: خدمات Nexora السحابية 2026",
  section: "خدماتنا",
  brand: "Nexora",
  domain: "www.nexora.example",
};
