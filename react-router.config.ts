import type { Config } from "@react-router/dev/config";
import { pages } from "./app/pages";

export default {
  ssr: true,
  // BUILD_DIR lets several builds coexist (e.g. parallel test runs); default build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every route of the page table is written to build/client as static HTML.
  prerender: pages.map((p) => p.path),
} satisfies Config;
