import type { Config } from "@react-router/dev/config";
import { pages } from "./app/pages";

export default {
  ssr: true,
  // Every route of the page table is written to build/client as static HTML.
  prerender: pages.map((p) => p.path),
} satisfies Config;
