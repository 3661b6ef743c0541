/**
 * The content validation: every file under content/ against its zod schema, then each
 * collection as the pages get it (./assemble) against the spec's counts and order
 * (`dataSchemas` of ./schemas/<module>). Each problem names the file, the field and the reason:
 *
 *   content/pricing/basic.json: price: Invalid input: expected number, received string
 *
 * Used by the build's content plugin (scripts/lib/content-plugin.ts: any problem fails the
 * build), by the editor's server (`npm run cms`) and by the tests. Node only (fs, zod).
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ContentParseError, CONTENT_EXTENSIONS, displayName, listFolder, readContentFile } from "./source";
import {
  HOME_SECTIONS_FILE,
  SITE_FILE,
  byId,
  byOrder,
  faqCollection,
  featuredArticle,
  postTeasers,
  byDateDescending,
  galleryItems,
  partnerLogos,
  pricingPlanList,
  projectCards,
  serviceCards,
  siteSettings,
  socialLinks,
  teamMembers,
  testimonialList,
  type ContentFile,
} from "./assemble";
import type { SocialLink } from "../schemas/common";
import { SiteFileSchema, dataSchemas as siteSchemas, type SiteFile } from "../schemas/site";
import { dataSchemas as socialsSchemas } from "../schemas/socials";
import { ServiceDetailsFileSchema, ServiceFileSchema, dataSchemas as servicesSchemas } from "../schemas/services";
import { HomeSectionsFileSchema, dataSchemas as homeSchemas } from "../schemas/home";
import { ContactPageSchema, InnerPagesFileSchema } from "../schemas/inner-pages";
import { dataSchemas as highlightsSchemas } from "../schemas/highlights";
import { dataSchemas as processSchemas } from "../schemas/process";
import { dataSchemas as statsSchemas } from "../schemas/stats";
import { PartnerFileSchema, dataSchemas as partnersSchemas } from "../schemas/partners";
import { GalleryItemFileSchema, ProjectCardFileSchema, ProjectDetailsFileSchema, dataSchemas as projectsSchemas } from "../schemas/projects";
import { TeamMemberFileSchema, dataSchemas as teamSchemas, type TeamMemberFile } from "../schemas/team";
import { TestimonialFileSchema, dataSchemas as testimonialsSchemas } from "../schemas/testimonials";
import { FaqFileSchema, dataSchemas as faqsSchemas, type Faq } from "../schemas/faqs";
import { PricingPlanFileSchema, dataSchemas as pricingSchemas } from "../schemas/pricing";
import { BlogArticleFileSchema, PostFileSchema, dataSchemas as postsSchemas, type BlogArticleFile, type PostFile } from "../schemas/posts";

/** One problem: the file (or collection folder), the field's path inside it ("" for the whole file) and the reason. */
export interface ContentIssue {
  file: string;
  path: string;
  message: string;
}

export function formatIssue(issue: ContentIssue): string {
  return issue.path ? `${issue.file}: ${issue.path}: ${issue.message}` : `${issue.file}: ${issue.message}`;
}

/** What the validation read: every collection folder's files and every single file, parsed. */
export interface ContentSnapshot {
  folders: Record<string, ContentFile[]>;
  files: Record<string, unknown>;
}

/** Thrown by assertValidContent: the message lists every problem, one a line. */
export class ContentValidationError extends Error {
  constructor(readonly issues: ContentIssue[]) {
    super(
      `${issues.length} problem${issues.length === 1 ? "" : "s"} in the content files:\n${issues.map((issue) => `  ${formatIssue(issue)}`).join("\n")}`,
    );
    this.name = "ContentValidationError";
  }
}

/** What collections may use from other collections (team cards show the site's social links). */
interface Context {
  socials: SocialLink[];
}

interface Output {
  /** The data the content module exports, by export name. */
  exports: Record<string, unknown>;
  /** Exports that are lists of the folder's records in the order of `ordered`: a problem in item i is reported on file i. */
  perFile?: string[];
  ordered?: ContentFile[];
}

/** A folder of records (content/<folder>/*.json or *.md), each file validated by `schema`. */
interface FolderCollection {
  folder: string;
  extension: (typeof CONTENT_EXTENSIONS)[number];
  schema: z.ZodType;
  build(files: ContentFile[], context: Context): Output;
  exportSchemas: Record<string, z.ZodType>;
}

/** One file with a shape of its own (settings, a page's copy). */
interface SingleFile {
  file: string;
  schema: z.ZodType;
  build(data: unknown, context: Context): Output;
  exportSchemas: Record<string, z.ZodType>;
}

const SINGLE_FILES: SingleFile[] = [
  {
    file: SITE_FILE,
    schema: SiteFileSchema,
    build: (data) => {
      const site = siteSettings(data as SiteFile);
      return { exports: { site, defaultSocials: site.socials } };
    },
    exportSchemas: { ...siteSchemas, ...socialsSchemas },
  },
  ...(
    [
      ["home-main", "homeMain"],
      ["it-sections", "itSections"],
      ["home2", "home2"],
      ["home3", "home3"],
      ["home4", "home4"],
      ["home5", "home5"],
      ["home7", "home7"],
      ["about", "aboutPage"],
    ] as const
  ).map(([page, name]): SingleFile => pageFile(`pages/${page}.json`, name, (homeSchemas[name] as z.ZodObject).strict())),
  pageFile("pages/contact.json", "contactPage", ContactPageSchema),
  {
    file: "pages/inner-pages.json",
    schema: InnerPagesFileSchema,
    build: (data) => ({ exports: data as Record<string, unknown> }),
    exportSchemas: {},
  },
  {
    file: "pages/service-details.json",
    schema: ServiceDetailsFileSchema,
    build: (data) => ({ exports: data as Record<string, unknown> }),
    exportSchemas: { serviceDetail: servicesSchemas.serviceDetail, brochure: servicesSchemas.brochure },
  },
  {
    file: "pages/project-details.json",
    schema: ProjectDetailsFileSchema,
    build: (data) => ({ exports: data as Record<string, unknown> }),
    exportSchemas: {},
  },
  {
    file: HOME_SECTIONS_FILE,
    schema: HomeSectionsFileSchema,
    build: (data) => ({ exports: data as Record<string, unknown> }),
    exportSchemas: { ...highlightsSchemas, ...processSchemas, ...statsSchemas },
  },
];

/** A page's copy: the file is the content module's export `name`, as it is. */
function pageFile(file: string, name: string, schema: z.ZodType): SingleFile {
  return { file, schema, build: (data) => ({ exports: { [name]: data } }), exportSchemas: {} };
}

/** A folder of records sorted by their `order` field into one list, exported as `name`. */
function ordered<F extends { order: number }>(name: string, assemble: (files: ContentFile<F>[]) => unknown): FolderCollection["build"] {
  return (files) => {
    const sorted = byOrder(files as ContentFile<F>[]);
    return { exports: { [name]: assemble(sorted) }, perFile: [name], ordered: sorted };
  };
}

const FOLDERS: FolderCollection[] = [
  {
    folder: "services",
    extension: ".json",
    schema: ServiceFileSchema,
    build: ordered("services", serviceCards),
    exportSchemas: { services: servicesSchemas.services },
  },
  {
    folder: "projects",
    extension: ".json",
    schema: ProjectCardFileSchema,
    build: ordered("projects", projectCards),
    exportSchemas: { projects: projectsSchemas.projects },
  },
  {
    folder: "gallery",
    extension: ".json",
    schema: GalleryItemFileSchema,
    build: ordered("galleryItems", galleryItems),
    exportSchemas: { galleryItems: projectsSchemas.galleryItems },
  },
  {
    folder: "team",
    extension: ".json",
    schema: TeamMemberFileSchema,
    build: (files, context) => {
      const sorted = byOrder(files as ContentFile<TeamMemberFile>[]);
      return { exports: { team: teamMembers(sorted, context.socials) }, perFile: ["team"], ordered: sorted };
    },
    exportSchemas: teamSchemas,
  },
  {
    folder: "testimonials",
    extension: ".json",
    schema: TestimonialFileSchema,
    build: ordered("testimonials", testimonialList),
    exportSchemas: testimonialsSchemas,
  },
  {
    folder: "faqs",
    extension: ".json",
    schema: FaqFileSchema,
    build: (files) => {
      const sorted = byId(files as ContentFile<Faq>[]);
      return { exports: faqCollection(sorted), perFile: ["faqs"], ordered: sorted };
    },
    exportSchemas: faqsSchemas,
  },
  {
    folder: "pricing",
    extension: ".json",
    schema: PricingPlanFileSchema,
    build: ordered("pricingPlans", pricingPlanList),
    exportSchemas: pricingSchemas,
  },
  {
    folder: "partners",
    extension: ".json",
    schema: PartnerFileSchema,
    build: ordered("partners", partnerLogos),
    exportSchemas: { partners: partnersSchemas.partners },
  },
  {
    folder: "posts",
    extension: ".json",
    schema: PostFileSchema,
    build: (files) => {
      const sorted = byDateDescending(files as ContentFile<PostFile>[]);
      return { exports: { posts: postTeasers(sorted) }, perFile: ["posts"], ordered: sorted };
    },
    exportSchemas: { posts: postsSchemas.posts },
  },
  {
    folder: "articles",
    extension: ".md",
    schema: BlogArticleFileSchema,
    build: (files) => ({
      exports: { articles: files, ...(files[0] ? featuredArticle(files[0].data as BlogArticleFile) : {}) },
    }),
    exportSchemas: {
      articles: z.array(z.unknown()).length(1, "content/articles holds one article, the featured one"),
      blogArticle: postsSchemas.blogArticle,
      blogComments: postsSchemas.blogComments,
      blogTags: postsSchemas.blogTags,
    },
  },
];

/** The schema of a content file (`settings/site.json`, `team/01-x.json`) or of a folder's records (`team`). */
export function contentSchema(relative: string): z.ZodType | undefined {
  const single = SINGLE_FILES.find((f) => f.file === relative);
  if (single) return single.schema;
  const folder = relative.split("/")[0];
  return FOLDERS.find((f) => f.folder === folder && (relative === folder || relative.endsWith(f.extension)))?.schema;
}

/** The single content files (`settings/site.json`, `pages/…`) and the folders of records (`team`, …). */
export const CONTENT_FILES = SINGLE_FILES.map((f) => f.file);
export const RECORD_FOLDERS = FOLDERS.map((f) => ({ folder: f.folder, extension: f.extension }));

/** Every folder directly under content/. */
export const COLLECTION_FOLDERS = [...new Set([...SINGLE_FILES.map((f) => f.file.split("/")[0]!), ...FOLDERS.map((f) => f.folder)])].sort();

function formatPath(pathParts: ReadonlyArray<PropertyKey>): string {
  let out = "";
  for (const part of pathParts) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

function zodIssues(file: string, error: z.ZodError, prefix: ReadonlyArray<PropertyKey> = []): ContentIssue[] {
  return error.issues.map((issue) => ({ file, path: formatPath([...prefix, ...issue.path]), message: issue.message }));
}

/** The first place where a schema's output differs from its input (e.g. trimmed text): the page shows the input. */
function firstChange(input: unknown, output: unknown, at: PropertyKey[] = []): { path: PropertyKey[]; message: string } | null {
  if (typeof input === "string" && typeof output === "string") {
    if (input === output) return null;
    return { path: at, message: input.trim() === output ? "starts or ends with spaces" : "is changed by its schema" };
  }
  if (Array.isArray(input) && Array.isArray(output)) {
    for (let i = 0; i < input.length; i++) {
      const change = firstChange(input[i], output[i], [...at, i]);
      if (change) return change;
    }
    return null;
  }
  if (input && output && typeof input === "object" && typeof output === "object") {
    for (const key of Object.keys(input)) {
      if (!(key in output)) return { path: [...at, key], message: "is not a field here (a misspelt name?)" };
      const change = firstChange((input as Record<string, unknown>)[key], (output as Record<string, unknown>)[key], [...at, key]);
      if (change) return change;
    }
    return null;
  }
  return Object.is(input, output) ? null : { path: at, message: "is changed by its schema" };
}

/** Parses one file and checks it against its schema. */
function checkFile(absolute: string, name: string, schema: z.ZodType, issues: ContentIssue[]): unknown {
  let data: unknown;
  try {
    data = readContentFile(absolute);
  } catch (error) {
    if (error instanceof ContentParseError) {
      for (const problem of error.problems) issues.push({ file: name, path: problem.path, message: problem.message });
      return undefined;
    }
    issues.push({ file: name, path: "", message: `cannot be read (${(error as Error).message})` });
    return undefined;
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    issues.push(...zodIssues(name, result.error));
    return undefined;
  }
  const change = firstChange(data, result.data);
  if (change) {
    issues.push({ file: name, path: formatPath(change.path), message: change.message });
    return undefined;
  }
  return data;
}

/** Checks the exports built from valid files against the spec's counts and order. */
function checkOutput(where: string, output: Output, exportSchemas: Record<string, z.ZodType>, issues: ContentIssue[], fileName: (file: string) => string): void {
  for (const [name, schema] of Object.entries(exportSchemas)) {
    const result = schema.safeParse(output.exports[name]);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      const [index, ...rest] = issue.path;
      const record = output.perFile?.includes(name) && typeof index === "number" ? output.ordered?.[index] : undefined;
      if (record) issues.push({ file: fileName(record.file), path: formatPath(rest), message: issue.message });
      else issues.push({ file: where, path: formatPath(issue.path), message: `${name}: ${issue.message}` });
    }
  }
}

/**
 * Reads and checks every content file under `root` (the content/ folder). Returns the problems
 * (none when the content is valid) and what was read.
 */
export function checkContent(root: string): { issues: ContentIssue[]; snapshot: ContentSnapshot } {
  const issues: ContentIssue[] = [];
  const snapshot: ContentSnapshot = { folders: {}, files: {} };
  const name = (file: string) => displayName(path.join(root, file));
  const context: Context = { socials: [] };

  if (!fs.existsSync(root)) {
    return { issues: [{ file: displayName(root), path: "", message: "the content folder is missing" }], snapshot };
  }
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    if (!entry.isDirectory() || !COLLECTION_FOLDERS.includes(entry.name)) {
      issues.push({ file: name(entry.name), path: "", message: `not a content collection (the collections are the folders ${COLLECTION_FOLDERS.join(", ")})` });
    }
  }

  for (const folder of new Set(SINGLE_FILES.map((f) => f.file.split("/")[0]!))) {
    for (const file of listFolder(path.join(root, folder))) {
      if (!SINGLE_FILES.some((f) => f.file === `${folder}/${file}`)) {
        const known = SINGLE_FILES.filter((f) => f.file.startsWith(`${folder}/`)).map((f) => path.basename(f.file));
        issues.push({ file: name(`${folder}/${file}`), path: "", message: `is not one of the files content/${folder} holds (${known.join(", ")})` });
      }
    }
  }

  for (const single of SINGLE_FILES) {
    const absolute = path.join(root, single.file);
    if (!fs.existsSync(absolute)) {
      issues.push({ file: name(single.file), path: "", message: "is missing" });
      continue;
    }
    const before = issues.length;
    const data = checkFile(absolute, name(single.file), single.schema, issues);
    if (issues.length > before) continue;
    snapshot.files[single.file] = data;
    if (single.file === SITE_FILE) context.socials = socialLinks((data as SiteFile).socials);
    checkOutput(name(single.file), single.build(data, context), single.exportSchemas, issues, name);
  }

  for (const collection of FOLDERS) {
    const folder = collection.folder;
    const files: ContentFile[] = [];
    const before = issues.length;
    for (const file of listFolder(path.join(root, folder))) {
      const relative = `${folder}/${file}`;
      if (!file.endsWith(collection.extension)) {
        issues.push({ file: name(relative), path: "", message: `does not belong here: content/${folder} holds ${collection.extension} files` });
        continue;
      }
      const data = checkFile(path.join(root, relative), name(relative), collection.schema, issues);
      if (data !== undefined) files.push({ file: relative, data });
    }
    snapshot.folders[folder] = files;
    // Counts and order are checked once every file is valid (a broken file would only add noise).
    if (issues.length === before) checkOutput(name(folder), collection.build(files, context), collection.exportSchemas, issues, name);
  }
  return { issues, snapshot };
}

/** Checks the content; throws ContentValidationError listing every problem. Returns what was read. */
export function assertValidContent(root: string): ContentSnapshot {
  const { issues, snapshot } = checkContent(root);
  if (issues.length > 0) throw new ContentValidationError(issues);
  return snapshot;
}
