// The README stays a newcomer's page and decision 6 a list of budgets and their reasons (docs/decisions/0006-performance-budgets.md):
// past these lengths the history goes to docs/notes/. `npm run lint` runs this.
import fs from "node:fs";

const LIMITS = { "README.md": 250, "docs/decisions/0006-performance-budgets.md": 120 };

let failed = false;
for (const [file, max] of Object.entries(LIMITS)) {
  const lines = fs.readFileSync(file, "utf8").split("\n").length - 1;
  if (lines > max) {
    console.error(`check-doc-lengths: ${file} has ${lines} lines, at most ${max}; move the history to docs/notes/.`);
    failed = true;
  }
}
if (failed) process.exit(1);
console.log(`check-doc-lengths: ${Object.keys(LIMITS).join(", ")} within their lengths.`);
