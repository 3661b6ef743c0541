// Every commit after BASE has a subject of at most 72 characters, followed by a blank line or nothing: `git log
// --oneline`, `git shortlog` and the hosts' lists show the subject alone, cut at about that width. `npm run lint` runs
// this; .githooks/commit-msg applies the same rule to a message before it is committed.
//   node scripts/check-commits.mjs
import { execFileSync } from "node:child_process";

// The last commit before the rule: older subjects are left as they are.
const BASE = "f5f544d";
const MAX = 72;

function git(...args) {
  return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 * 1024 * 1024 });
}

function succeeds(...args) {
  try {
    git(...args);
    return true;
  } catch {
    return false;
  }
}

if (!succeeds("rev-parse", "--git-dir")) {
  console.log("check-commits: not a git repository, nothing to check.");
  process.exit(0);
}
if (!succeeds("rev-parse", "--verify", "--quiet", `${BASE}^{commit}`)) {
  console.log(`check-commits: commit ${BASE} is not in this clone (shallow?), so the subjects after it are not checked.`);
  process.exit(0);
}

// One record per commit (-z: NUL between them): short hash, the subject as git shows it, the raw message.
const records = git("log", "-z", "--format=%h%x1f%s%x1f%B", `${BASE}..HEAD`).split("\0").filter(Boolean);
const problems = [];
for (const record of records) {
  const [hash, subject, message = ""] = record.split("\x1f");
  const [first = "", second = ""] = message.split("\n");
  // Characters, not UTF-16 units or bytes: "−" and "→" count once.
  const length = [...first].length;
  if (length > MAX) problems.push(`${hash}  ${length} characters: ${subject}`);
  else if (second.trim() !== "") problems.push(`${hash}  ${length} characters, then a second line that is not blank: ${first}`);
}

if (problems.length) {
  console.error(`${problems.length} commit(s) after ${BASE} break the subject rule (at most ${MAX} characters, then a blank line):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`check-commits: ${records.length} commit(s) after ${BASE}, every subject within ${MAX} characters.`);
