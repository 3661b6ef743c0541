// What a content revision changed, as the desk's history shows it: each file added, removed or changed, a JSON file
// field by field ("plans[0].price: 9.9 → 12.5"), any other file (Markdown) line by line.
import type { ContentFiles } from "../store/content-types";

export interface FieldChange {
  /** "price", "features[2]", "address.city"; "" for the whole file when it is not an object or a list. */
  field: string;
  /** As JSON; undefined where the field is new or gone. */
  before?: string;
  after?: string;
}

export interface LineChange {
  kind: "removed" | "added";
  /** 1-based, in the file before (removed) or after (added). */
  line: number;
  text: string;
}

export interface FileChange {
  file: string;
  kind: "added" | "removed" | "changed";
  fields?: FieldChange[];
  lines?: LineChange[];
}

/** The files `after` changed against `before`, by path. */
export function revisionChanges(before: ContentFiles, after: ContentFiles): FileChange[] {
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return paths.flatMap((file): FileChange[] => {
    const a = before[file];
    const b = after[file];
    if (a === b) return [];
    const kind = a === undefined ? "added" : b === undefined ? "removed" : "changed";
    if (file.endsWith(".json")) {
      const fields = jsonChanges(a, b);
      if (fields) return [{ file, kind, fields }];
    }
    return [{ file, kind, lines: lineChanges(a ?? "", b ?? "") }];
  });
}

function parsed(text: string | undefined): { value: unknown } | undefined {
  if (text === undefined) return { value: undefined };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

// Leaves by path: a list's items by index, an object's fields by name.
function leaves(value: unknown, at: string, out: Map<string, string>): void {
  if (Array.isArray(value) && value.length > 0) value.forEach((item, i) => leaves(item, `${at}[${i}]`, out));
  else if (value !== null && typeof value === "object" && Object.keys(value).length > 0)
    for (const [key, item] of Object.entries(value)) leaves(item, at ? `${at}.${key}` : key, out);
  else if (value !== undefined) out.set(at, JSON.stringify(value));
}

/** Field by field; undefined when either side is not JSON (then the lines are shown). */
function jsonChanges(before: string | undefined, after: string | undefined): FieldChange[] | undefined {
  const a = parsed(before);
  const b = parsed(after);
  if (!a || !b) return undefined;
  const was = new Map<string, string>();
  const is = new Map<string, string>();
  leaves(a.value, "", was);
  leaves(b.value, "", is);
  const fields = [...new Set([...was.keys(), ...is.keys()])];
  return fields
    .filter((field) => was.get(field) !== is.get(field))
    .map((field) => ({ field, before: was.get(field), after: is.get(field) }));
}

// A file longer than this is compared by its first lines only: the desk shows a change, not a whole book.
const MAX_LINES = 2_000;

/** The lines removed and added, by the longest common subsequence of the two texts' lines. */
export function lineChanges(before: string, after: string): LineChange[] {
  const a = before === "" ? [] : before.split("\n").slice(0, MAX_LINES);
  const b = after === "" ? [] : after.split("\n").slice(0, MAX_LINES);
  // Common lines at both ends need no table.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const m = endA - start;
  const n = endB - start;
  // lcs[i][j]: the common lines of a[start+i…] and b[start+j…].
  const lcs = Array.from({ length: m + 1 }, () => new Uint16Array(n + 1));
  for (let i = m - 1; i >= 0; i--)
    for (let j = n - 1; j >= 0; j--)
      lcs[i]![j] = a[start + i] === b[start + j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const changes: LineChange[] = [];
  let i = 0;
  let j = 0;
  while (i < m || j < n) {
    if (i < m && j < n && a[start + i] === b[start + j]) {
      i++;
      j++;
    } else if (i < m && (j === n || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      // A line replaced reads as its old text, then its new one.
      changes.push({ kind: "removed", line: start + i + 1, text: a[start + i]! });
      i++;
    } else {
      changes.push({ kind: "added", line: start + j + 1, text: b[start + j]! });
      j++;
    }
  }
  return changes;
}
