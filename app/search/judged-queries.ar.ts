/**
 * Everyday Arabic queries, each with the pages a visitor typing it would be glad to land on, judged by reading the
 * Arabic pages (content/<collection>/ar/, content/interface/ar/). Written as an Arabic visitor types: with and without
 * the article, hamza or none, singular where the page says plural. Alternative home pages (/home2…) are never
 * expected, as in English (./judged-queries.en.ts). Checked by scripts/lib/search-relevance.test.ts in the `ar` project.
 * The queries from "عن الشركة" on were written before any was searched (decision 24, "Revision").
 */
import type { JudgedQuery } from "./judged-queries.en";

export const judgedQueriesAr: readonly JudgedQuery[] = [
  // "Our services" (خدماتنا): with and without the article.
  { query: "الخدمات", expected: ["/service", "/service/service-details"] },
  { query: "خدمات", expected: ["/service", "/service/service-details"] },
  { query: "استشارات تقنية المعلومات", expected: ["/service", "/service/service-details"] },
  { query: "تطوير البرمجيات", expected: ["/service", "/service/service-details"] },
  { query: "تطبيقات الجوال", expected: ["/service", "/service/service-details", "/blog"] },
  // Singular and without the article ("a mobile app"); "تطبيق" is also "implementation", the ERP case study's word.
  { query: "تطبيق جوال", expected: ["/service", "/service/service-details", "/blog"] },
  // The page says "تحليلات البيانات" (analytics); a visitor types "analysis".
  { query: "تحليل البيانات", expected: ["/service", "/service/service-details"] },
  { query: "الخدمات المدارة", expected: ["/service", "/service/service-details", "/about"] },
  { query: "الأمن السيبراني", expected: ["/service", "/service/service-details", "/blog"] },
  // "Cloud" as a noun; the pages say "السحابية" (cloud-, the adjective) and "السحابة".
  { query: "سحابة", expected: ["/service", "/service/service-details"] },
  { query: "الحوسبة السحابية", expected: ["/service", "/service/service-details", "/blog"] },
  // The service is "الحلول السحابية".
  { query: "حلول سحابية", expected: ["/service", "/service/service-details"] },
  // The pages say "والشبكات", "للشبكات".
  { query: "شبكات", expected: ["/service", "/about"] },
  // Cloud migration: the service, or the blog listing its checklist.
  { query: "الانتقال إلى السحابة", expected: ["/service", "/service/service-details", "/blog"] },
  { query: "التقنيات", expected: ["/service/service-details"] },
  // The FAQ is on the service details page.
  { query: "الأسئلة المتكررة", expected: ["/service/service-details"] },
  { query: "تواصل", expected: ["/contact"] },
  { query: "اتصل بنا", expected: ["/contact"] },
  { query: "البريد الإلكتروني", expected: ["/contact"] },
  { query: "الأسعار", expected: ["/"] },
  // Without the article and the hamza.
  { query: "اسعار", expected: ["/"] },
  // SEO, and digital marketing: the home page's title.
  { query: "تحسين محركات البحث", expected: ["/", "/blog/blog-details"] },
  { query: "التسويق الرقمي", expected: ["/"] },
  { query: "الفريق", expected: ["/team"] },
  { query: "فريق", expected: ["/team"] },
  { query: "فريق العمل", expected: ["/team"] },
  { query: "من نحن", expected: ["/about"] },
  { query: "رسالتنا", expected: ["/about"] },
  { query: "المشاريع", expected: ["/project"] },
  // Singular, where the pages say "مشاريعنا".
  { query: "مشروع", expected: ["/project", "/project/project-details"] },
  { query: "دراسة حالة", expected: ["/project", "/project/project-details"] },
  // ERP, as the pages write it.
  { query: "تخطيط موارد المؤسسات", expected: ["/project/project-details", "/project"] },
  { query: "آراء العملاء", expected: ["/testimonial"] },
  // Testimonials' subjects.
  { query: "الزيارات العضوية", expected: ["/testimonial"] },
  { query: "تكاليف السحابة", expected: ["/testimonial"] },
  { query: "المدونة", expected: ["/blog"] },
  { query: "مدونة", expected: ["/blog"] },
  // The article's author and the company's head of SEO.
  { query: "Sofia Alvarez", expected: ["/team", "/blog/blog-details"] },
  // Written before looking at the results (decision 24, "Revision"): colloquial phrasings, questions and typos, as visitors type them.
  // The reviewer's: the About page ("من نحن"), not the article or a home variant; the Services list, not one service.
  { query: "عن الشركة", expected: ["/about"] },
  { query: "الخدمات التي تقدمونها", expected: ["/service"] },
  // "Who are you?"
  { query: "من انتم", expected: ["/about"] },
  // Without the hamza; the home page's "باقات الأسعار".
  { query: "اسعار الباقات", expected: ["/"] },
  // The FAQ "كم تكلفة خدماتكم؟" is on the service details page.
  { query: "كم التكلفة", expected: ["/", "/service/service-details"] },
  { query: "تكلفه الخدمات", expected: ["/", "/service/service-details"] },
  { query: "رقم الهاتف", expected: ["/contact"] },
  { query: "ساعات العمل", expected: ["/contact"] },
  // Colloquial "with us".
  { query: "تواصل معانا", expected: ["/contact"] },
  // Colloquial "mobile"; the pages say "الجوال".
  { query: "تطبيقات الموبايل", expected: ["/service", "/service/service-details", "/blog"] },
  // No hamza, and a final ى for ي.
  { query: "الامن السيبرانى", expected: ["/service", "/service/service-details", "/blog"] },
  { query: "اراء العملاء", expected: ["/testimonial"] },
  { query: "المدونه", expected: ["/blog"] },
  // "Common questions", with ه for ة; the page says "الأسئلة المتكررة".
  { query: "الاسئله الشائعه", expected: ["/service/service-details"] },
  { query: "التسويق الرقمى", expected: ["/"] },
  // A letter missing from "البيانات".
  { query: "تحليلات البينات", expected: ["/service", "/service/service-details"] },
  { query: "الموظفين", expected: ["/team"] },
  { query: "مقالات", expected: ["/blog"] },
  // Success stories: the case studies and what the clients say.
  { query: "قصص النجاح", expected: ["/project", "/project/project-details", "/testimonial"] },
  // The legal pages, found by their names only (app/pages.ts).
  { query: "الخصوصية", expected: ["/privacy-policy"] },
  // A heading of the page, not its name (docs/notes/search-relevance.md, the fifth blind set).
  { query: "الرقم الضريبي", expected: ["/legal-notice"] },
  { query: "الشروط والأحكام", expected: ["/terms-conditions"] },
];
