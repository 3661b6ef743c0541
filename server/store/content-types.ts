/**
 * The site's content as numbered revisions (docs/decisions/0032-content-store.md): each revision is the whole set of
 * content files, stored once per distinct file body, with who made it, when, how and why. The files in content/ are
 * the seed; a revision is validated before it is stored (server/content-files.ts).
 */
import crypto from "node:crypto";

/** How a revision came to be: the first import, a developer's import, the desk, a rollback. */
export const CONTENT_SOURCES = ["seed", "import", "desk", "rollback"] as const;
export type ContentSource = (typeof CONTENT_SOURCES)[number];

/** The content files of a revision: each file's text by its path inside content/ ("pricing/en/plans.json"). */
export type ContentFiles = Record<string, string>;

export interface ContentRevisionInfo {
  id: number;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** "cli", "seed", or the desk account's e-mail. */
  actor: string;
  source: ContentSource;
  message: string;
  /** The revision this one was made from (null for the first). */
  basedOn: number | null;
  fileCount: number;
}

export interface ContentRevision extends ContentRevisionInfo {
  files: ContentFiles;
}

export interface NewContentRevision {
  files: ContentFiles;
  actor: string;
  source: ContentSource;
  message: string;
  /** The revision the files were made from: refused if another was stored since (two editors, two instances). */
  basedOn: number | null;
}

export type SaveContentResult =
  | { outcome: "saved"; id: number }
  /** The files are those of the latest revision: nothing stored. */
  | { outcome: "unchanged"; id: number }
  /** Another revision was stored after `basedOn`: nothing stored. */
  | { outcome: "conflict"; latest: number };

export interface ContentStore {
  /** The latest revision's number; 0 when none was stored. */
  latestRevision(): Promise<number>;
  /** Stores a revision and its audit entry in one transaction. */
  saveRevision(revision: NewContentRevision): Promise<SaveContentResult>;
  /** The latest revisions first. */
  revisions(limit?: number): Promise<ContentRevisionInfo[]>;
  revision(id: number): Promise<ContentRevision | undefined>;
  /** Each file path of the latest revision, with the last revision that changed (or added) it. */
  lastChanges(): Promise<Map<string, number>>;

  // Drafts: one per content file, shared by the team, saved explicitly; never published by being saved.
  draft(file: string): Promise<ContentDraft | undefined>;
  /** Every draft, newest first, without bodies. */
  drafts(): Promise<Omit<ContentDraft, "body">[]>;
  /**
   * Saves `body` as the file's draft if its version is still `expectVersion` (0: there is none), with its audit entry
   * in the same transaction; otherwise nothing is stored and the newer draft (or none) is given back.
   */
  saveDraft(draft: NewContentDraft): Promise<{ outcome: "saved"; version: number } | { outcome: "conflict"; draft?: ContentDraft }>;
  /** Removes the file's draft if its version is `expectVersion` (audited); false when it is not (or none). */
  discardDraft(file: string, expectVersion: number, actor: string): Promise<boolean>;

  // Translations a translator marked up to date with their English file at a revision, without changing them.
  /**
   * Each translation file marked up to date, with the revision whose English file it was checked against; or, `copied`,
   * made as a copy of its English file at that revision (not translated yet until it changes).
   */
  reviews(): Promise<Map<string, ContentReview>>;
  /** Marks a translation file up to date with its English file at `revision` (or a copy made then), audited in the same transaction. */
  markReviewed(file: string, revision: number, actor: string, copied?: boolean): Promise<void>;

  // Images uploaded in the desk (server/media.ts), shared by every instance.
  /** Stores an image (once per path: the path is its content's hash), audited in the same transaction. */
  putMedia(media: NewMedia): Promise<void>;
  /** An image's type and bytes, to serve it. */
  mediaFile(path: string): Promise<{ type: string; bytes: Buffer } | undefined>;
  /** Every image, newest first, without its bytes. */
  mediaList(): Promise<MediaInfo[]>;
  /** Removes an image (audited); false when there is none. The caller checks it is not used. */
  deleteMedia(path: string, actor: string): Promise<boolean>;

  // Scheduled publishes: stored when set, run by whichever instance claims them first (server/content-schedules.ts).
  /** Stores a schedule, pending, with its audit entry in the same transaction; gives its number. */
  schedule(schedule: NewContentSchedule): Promise<number>;
  /** The latest schedules first (by when they are due), with their files. */
  schedules(limit?: number): Promise<ContentSchedule[]>;
  /** Cancels a pending schedule (audited); false when it is not pending any more. */
  cancelSchedule(id: number, actor: string): Promise<boolean>;
  /**
   * Claims the earliest schedule due at `now` for `claim`: pending, or running under a claim taken before `staleBefore`
   * (its instance stopped). Of two instances asking at once, each gets a different one or none.
   */
  claimSchedule(now: Date, claim: string, staleBefore: Date): Promise<ContentSchedule | undefined>;
  /**
   * Ends a claimed schedule: its revision stored (as saveRevision stores one) and the schedule marked published, or
   * marked failed with the reason, in one transaction with its audit entry. "lost": the claim is not this one's any
   * more (another instance took it over), so nothing was stored.
   */
  finishSchedule(
    id: number,
    claim: string,
    result: { revision: NewContentRevision } | { failure: string },
  ): Promise<SaveContentResult | { outcome: "failed" } | { outcome: "lost" }>;
}

export const SCHEDULE_STATES = ["pending", "running", "published", "failed", "cancelled"] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

/** A file a schedule publishes: its body, the published version it was made from, and the draft it came from. */
export interface ScheduledFile {
  file: string;
  body: string;
  /** SHA-256 (hex) of the published file when it was scheduled: a different one when it is due fails the schedule. */
  baseHash: string;
  /** The file's draft version it was made from (0: none), discarded once published if still that version. */
  draftVersion: number;
}

export interface NewContentSchedule {
  /** When it is due, UTC. */
  at: Date;
  actor: string;
  message: string;
  files: ScheduledFile[];
}

export interface ContentSchedule {
  id: number;
  /** ISO 8601, UTC. */
  at: string;
  createdAt: string;
  actor: string;
  message: string;
  files: ScheduledFile[];
  state: ScheduleState;
  /** The revision it published (or found already live). */
  revision: number | null;
  /** Why it failed, or who cancelled it. */
  outcome: string;
}

export interface MediaInfo {
  /** /media/<hash>.<webp|svg> */
  path: string;
  type: string;
  width: number;
  height: number;
  size: number;
  /** The uploaded file's name, as a reminder of what it is. */
  name: string;
  actor: string;
  /** ISO 8601, UTC. */
  createdAt: string;
}

export interface NewMedia {
  path: string;
  type: string;
  width: number;
  height: number;
  /** Empty when the bytes are kept in a bucket (server/media-bucket.ts). */
  bytes: Buffer;
  /** The picture's size when `bytes` does not hold it. */
  size?: number;
  name: string;
  actor: string;
}

/** What the audit log says of an image uploaded or removed. */
export const mediaAudit = (action: "media-upload" | "media-delete", actor: string, path: string, detail = "") => ({
  actor,
  action,
  target: path,
  detail: detail.slice(0, 200),
});

export interface ContentReview {
  revision: number;
  copied: boolean;
}

/** What the audit log says of a translation marked up to date (or made as a copy of English). */
export const reviewAudit = (actor: string, file: string, revision: number, copied: boolean) => ({
  actor,
  action: copied ? "content-copied" : "content-reviewed",
  target: `file ${file}`.slice(0, 200),
  detail: `${copied ? "at" : "against"} revision ${revision}`,
});

/** What the audit log says of a schedule's steps. */
export const scheduleAudit = (
  action: "content-schedule" | "content-schedule-cancel" | "content-schedule-failed",
  actor: string,
  id: number,
  detail: string,
) => ({ actor, action, target: `schedule ${id}`, detail: detail.slice(0, 200) });

export interface ContentDraft {
  /** Its path inside content/. */
  file: string;
  body: string;
  /** SHA-256 (hex) of the published file the draft was made from. */
  baseHash: string;
  actor: string;
  /** ISO 8601, UTC. */
  updatedAt: string;
  /** 1 for the first save, then one more each save. */
  version: number;
}

export interface NewContentDraft {
  file: string;
  body: string;
  baseHash: string;
  actor: string;
  expectVersion: number;
}

/** What the audit log says of a draft saved or discarded. */
export const draftAudit = (action: "content-draft" | "content-draft-discard", actor: string, file: string, version: number) => ({
  actor,
  action,
  target: `file ${file}`.slice(0, 200),
  detail: `version ${version}`,
});

/** From every revision's manifest, oldest first: each path of the last one, with the last revision that changed it. */
export function lastChangesOf(manifests: Iterable<{ id: number; files: [string, string][] }>): Map<string, number> {
  const changed = new Map<string, number>();
  let before = new Map<string, string>();
  for (const { id, files } of manifests) {
    const now = new Map(files);
    for (const [file, hash] of now) if (before.get(file) !== hash) changed.set(file, id);
    for (const file of changed.keys()) if (!now.has(file)) changed.delete(file);
    before = now;
  }
  return changed;
}

/** A file body's SHA-256 (hex): how revisions store it, and how the desk names the version a form was made from. */
export const contentHash = (body: string) => crypto.createHash("sha256").update(body).digest("hex");

/** Each file with its body's SHA-256 (hex), sorted by path so the same files make the same manifest. */
export function hashedFiles(files: ContentFiles): {
  entries: (readonly [path: string, hash: string, body: string])[];
  manifest: [string, string][];
} {
  const entries = Object.entries(files)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([file, body]) => [file, contentHash(body), body] as const);
  return { entries, manifest: entries.map(([file, hash]) => [file, hash]) };
}

/** What the audit log says of a stored revision. */
export const contentAudit = (id: number, revision: NewContentRevision) => ({
  actor: revision.actor,
  action: `content-${revision.source}`,
  target: `revision ${id}`,
  detail: revision.message.slice(0, 200),
});
