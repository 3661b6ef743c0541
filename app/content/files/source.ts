/**
 * Reading the content files (`content/<collection>/…`) from disk: JSON records, and Markdown
 * with front matter for articles. Node only (fs); used by ./read (the content modules' reader
 * outside Vite), by the content validation (./validate) and by the build's content plugin
 * (scripts/lib/content-plugin.ts), which puts the parsed files into the server bundle.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { lexer, type Token, type Tokens } from "marked";
import { parse as parseYaml } from "yaml";

/** The content folder: `CONTENT_DIR` when set (e.g. a copy to try changes on), else `content/` at the repository root. */
export function contentRoot(repoRoot?: string): string {
  if (process.env.CONTENT_DIR) return path.resolve(process.env.CONTENT_DIR);
  return path.join(repoRoot ?? fileURLToPath(new URL("../../../", import.meta.url)), "content");
}

/** How a file is named in messages: relative to the working directory when inside it (`content/team/01-x.json`). */
export function displayName(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith("..") || path.isAbsolute(relative) ? file : relative.split(path.sep).join("/");
}

/** A problem with one file (or folder): the field's path inside it, when there is one, and the reason. */
export interface FileProblem {
  path: string;
  message: string;
}

/** A file that cannot be read as data at all (bad JSON, front matter or body). */
export class ContentParseError extends Error {
  constructor(readonly problems: FileProblem[]) {
    super(problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join("; "));
  }
}

export const CONTENT_EXTENSIONS = [".json", ".md"] as const;

/** Parses one content file's text by its extension. Throws ContentParseError. */
export function parseContentFile(name: string, text: string): unknown {
  if (name.endsWith(".json")) {
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new ContentParseError([{ path: "", message: `not valid JSON (${(error as Error).message})` }]);
    }
  }
  if (name.endsWith(".md")) return parseMarkdownFile(text);
  throw new ContentParseError([{ path: "", message: `unknown kind of file: content files end in ${CONTENT_EXTENSIONS.join(" or ")}` }]);
}

/** Reads and parses one file. Throws ContentParseError (or fs errors). */
export function readContentFile(file: string): unknown {
  return parseContentFile(file, fs.readFileSync(file, "utf8"));
}

/** The files of one collection folder, sorted by name (hidden files skipped). */
export function listFolder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) => entry.name)
    .sort();
}

// ---------------------------------------------------------------------------
// Markdown articles: front matter (YAML) and a body of paragraphs, '## ' sections and bullets
// ---------------------------------------------------------------------------

/** The body of an article as data: the paragraphs before the first heading, then its sections. */
export interface ArticleBody {
  intro: string[];
  sections: Array<{ heading: string; paragraphs: string[]; bullets?: string[] }>;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/** Front matter fields, plus `intro` and `sections` from the body. Throws ContentParseError. */
export function parseMarkdownFile(text: string): Record<string, unknown> {
  const match = FRONT_MATTER.exec(text.replace(/^\uFEFF/, ""));
  if (!match) throw new ContentParseError([{ path: "", message: "must start with front matter between two '---' lines" }]);
  let frontMatter: unknown;
  try {
    frontMatter = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new ContentParseError([{ path: "", message: `front matter is not valid YAML (${(error as Error).message.split("\n")[0]})` }]);
  }
  if (frontMatter === null || typeof frontMatter !== "object" || Array.isArray(frontMatter)) {
    throw new ContentParseError([{ path: "", message: "front matter must be a list of 'field: value' lines" }]);
  }
  const body = parseArticleBody(match[2] ?? "");
  return { ...(frontMatter as Record<string, unknown>), ...body };
}

/** Plain text of inline Markdown; only text is allowed (the page shows it as text). */
function inlineText(tokens: Token[] | undefined, where: string, problems: FileProblem[]): string {
  let out = "";
  for (const token of tokens ?? []) {
    if (token.type === "text" || token.type === "escape") out += (token as Tokens.Text).text;
    // A bare address or e-mail address (GFM links it by itself) is text as written.
    else if (token.type === "link" && token.raw === (token as Tokens.Link).text) out += token.raw;
    else if (token.type === "br") out += " ";
    else problems.push({ path: "body", message: `${where}: only plain text is shown on the page (found ${describe(token)})` });
  }
  return out.replace(/\s*\n\s*/g, " ").trim();
}

function describe(token: Token): string {
  const names: Record<string, string> = {
    strong: "bold text",
    em: "italics",
    link: "a link",
    image: "an image",
    codespan: "code",
    code: "a code block",
    html: "HTML",
    del: "struck-through text",
    blockquote: "a quote",
    table: "a table",
    hr: "a horizontal line",
  };
  return names[token.type] ?? `'${token.type}'`;
}

/**
 * Paragraphs before the first '## ' heading are the intro; each '## ' heading starts a section
 * of paragraphs and at most one bullet list ('- ' lines). Anything else is reported.
 */
export function parseArticleBody(markdown: string): ArticleBody {
  const problems: FileProblem[] = [];
  const intro: string[] = [];
  const sections: ArticleBody["sections"] = [];
  for (const token of lexer(markdown)) {
    const section = sections.at(-1);
    const where = section ? `section '${section.heading}'` : "intro";
    if (token.type === "space") continue;
    if (token.type === "heading" && (token as Tokens.Heading).depth === 2) {
      sections.push({ heading: inlineText((token as Tokens.Heading).tokens, "a heading", problems), paragraphs: [] });
    } else if (token.type === "paragraph") {
      const text = inlineText((token as Tokens.Paragraph).tokens, where, problems);
      if (section?.bullets)
        problems.push({
          path: "body",
          message: `${where}: the page shows a section's bullets after its paragraphs: move this paragraph above the bullets`,
        });
      if (section) section.paragraphs.push(text);
      else intro.push(text);
    } else if (token.type === "list" && !(token as Tokens.List).ordered && section && !section.bullets) {
      section.bullets = (token as Tokens.List).items.map((item) =>
        inlineText(
          item.tokens.flatMap((t) => ("tokens" in t && t.type === "text" ? (t.tokens ?? [t]) : [t])),
          `${where}, a bullet`,
          problems,
        ),
      );
    } else if (token.type === "list") {
      const list = token as Tokens.List;
      const reason = list.ordered
        ? "numbered lists are not shown on the page: use '- ' bullets"
        : section
          ? "a section has one bullet list"
          : "bullets belong in a section (after a '## ' heading)";
      problems.push({ path: "body", message: `${where}: ${reason}` });
    } else if (token.type === "heading") {
      problems.push({
        path: "body",
        message: `${where}: only '## ' headings start sections (found a level ${(token as Tokens.Heading).depth} heading)`,
      });
    } else {
      problems.push({
        path: "body",
        message: `${where}: only paragraphs, '## ' headings and '- ' bullets are shown on the page (found ${describe(token)})`,
      });
    }
  }
  if (problems.length > 0) throw new ContentParseError(problems);
  return { intro, sections };
}
