import type { Config } from "@react-router/dev/config";
import { pages } from "./app/pages";
import { localeBasename } from "./app/i18n/locales";
import { SITE_LOCALE } from "./app/i18n/format";

export default {
  ssr: true,
  // Lets several builds coexist (e.g. parallel test runs, one build per language: scripts/build.ts).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // German at /de/…, Arabic at /ar/… (docs/decisions/0026-locales.md); the page table's paths are within it.
  basename: localeBasename(SITE_LOCALE),
  prerender: pages.map((p) => p.path),
} satisfies Config;
