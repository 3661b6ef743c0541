/**
 * `npm run cms:config`: writes admin/config.yml from the content collections
 * (scripts/lib/cms-config.ts); `--check` only says whether it is up to date (exit 1 when not).
 */
import { COLLECTIONS } from "../app/content/collections";
import { CONFIG_FILE, editorConfigText, writeEditorConfig } from "./lib/cms-config";
import fs from "node:fs";

if (process.argv.includes("--check")) {
  const current = fs.existsSync(CONFIG_FILE) ? fs.readFileSync(CONFIG_FILE, "utf8") : "";
  if (current !== editorConfigText(COLLECTIONS)) {
    console.error("admin/config.yml is stale: run `npm run cms:config`.");
    process.exit(1);
  }
  console.log("admin/config.yml is up to date.");
} else {
  console.log(writeEditorConfig(COLLECTIONS) ? "Wrote admin/config.yml." : "admin/config.yml is up to date.");
}
