import type { Config } from "@react-router/dev/config";
import { pages } from "./app/pages";
import { LOCALES, localePath } from "./shared/locales";

// `BUILD_LOCALES=en` prerenders fewer languages (scripts/bench-build.ts); every language's routes are in the build.
const prerendered = (process.env.BUILD_LOCALES ?? LOCALES.map((l) => l.code).join(",")).split(",").map((c) => c.trim());

export default {
  ssr: true,
  // Lets several builds coexist (e.g. parallel test runs).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // German at /de/…, Arabic at /ar/… (docs/decisions/0026-locales.md), in one route table.
  prerender: prerendered.flatMap((code) => pages.map((p) => localePath(p.path, code))),
} satisfies Config;
