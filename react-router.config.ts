import type { Config } from "@react-router/dev/config";
import { pages } from "./app/pages";

export default {
  ssr: true,
  // Lets several builds coexist (e.g. parallel test runs).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: pages.map((p) => p.path),
} satisfies Config;
