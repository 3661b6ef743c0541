// The content part of the SQLite store (content-types.ts): a revision, its new file bodies and its audit entry commit
// in one IMMEDIATE transaction, so two writers cannot both build on the same latest revision.
import type { Sqlite } from "./sqlite-driver";
import {
  contentAudit,
  draftAudit,
  hashedFiles,
  lastChangesOf,
  type ContentDraft,
  type ContentFiles,
  type ContentRevisionInfo,
  type ContentSchedule,
  type ContentStore,
  type NewContentRevision,
  type SaveContentResult,
  mediaAudit,
  reviewAudit,
  scheduleAudit,
  type MediaInfo,
} from "./content-types";

type RevisionRecord = Omit<ContentRevisionInfo, "fileCount"> & { files: string };
type ScheduleRecord = Omit<ContentSchedule, "files"> & { files: string };

const COLUMNS = "id, created_at AS createdAt, actor, source, message, based_on AS basedOn, files";
const DRAFT_COLUMNS = "file, base_hash AS baseHash, actor, updated_at AS updatedAt, version";
const SCHEDULE_COLUMNS = "id, at, created_at AS createdAt, actor, message, files, state, revision, outcome";

function statements(db: Sqlite) {
  return {
    latest: db.prepare("SELECT coalesce(max(id), 0) FROM content_revisions").pluck(),
    manifest: db.prepare("SELECT files FROM content_revisions WHERE id = ?").pluck(),
    blob: db.prepare("INSERT INTO content_blobs (hash, body) VALUES (?, ?) ON CONFLICT (hash) DO NOTHING"),
    insert: db.prepare(
      `INSERT INTO content_revisions (id, created_at, actor, source, message, based_on, files)
       VALUES (@id, @createdAt, @actor, @source, @message, @basedOn, @files)`,
    ),
    audit: db.prepare("INSERT INTO desk_audit (at, actor, action, target, detail) VALUES (@at, @actor, @action, @target, @detail)"),
    list: db.prepare(`SELECT ${COLUMNS} FROM content_revisions ORDER BY id DESC LIMIT ?`),
    manifests: db.prepare("SELECT id, files FROM content_revisions ORDER BY id"),
    one: db.prepare(`SELECT ${COLUMNS} FROM content_revisions WHERE id = ?`),
    body: db.prepare("SELECT body FROM content_blobs WHERE hash = ?").pluck(),
    draft: db.prepare(`SELECT ${DRAFT_COLUMNS}, body FROM content_drafts WHERE file = ?`),
    drafts: db.prepare(`SELECT ${DRAFT_COLUMNS} FROM content_drafts ORDER BY updated_at DESC, file`),
    putDraft: db.prepare(
      `INSERT INTO content_drafts (file, body, base_hash, actor, updated_at, version) VALUES (@file, @body, @baseHash, @actor, @at, @version)
       ON CONFLICT (file) DO UPDATE SET body = excluded.body, base_hash = excluded.base_hash, actor = excluded.actor,
         updated_at = excluded.updated_at, version = excluded.version`,
    ),
    dropDraft: db.prepare("DELETE FROM content_drafts WHERE file = ? AND version = ?"),
    reviews: db.prepare("SELECT file, revision, copied FROM content_reviews"),
    putMedia: db.prepare(
      `INSERT INTO content_media (path, type, width, height, size, bytes, name, actor, created_at)
       VALUES (@path, @type, @width, @height, @size, @bytes, @name, @actor, @createdAt) ON CONFLICT (path) DO NOTHING`,
    ),
    mediaFile: db.prepare("SELECT type, bytes FROM content_media WHERE path = ?"),
    mediaList: db.prepare(
      "SELECT path, type, width, height, size, name, actor, created_at AS createdAt FROM content_media ORDER BY created_at DESC, path",
    ),
    dropMedia: db.prepare("DELETE FROM content_media WHERE path = ?"),
    review: db.prepare(
      `INSERT INTO content_reviews (file, revision, actor, at, copied) VALUES (@file, @revision, @actor, @at, @copied)
       ON CONFLICT (file) DO UPDATE SET
         revision = CASE WHEN excluded.copied = 1 THEN excluded.revision ELSE max(content_reviews.revision, excluded.revision) END,
         copied = excluded.copied, actor = excluded.actor, at = excluded.at`,
    ),
    addSchedule: db.prepare(
      `INSERT INTO content_schedules (created_at, at, actor, message, files, state) VALUES (@createdAt, @at, @actor, @message, @files, 'pending')`,
    ),
    schedules: db.prepare(`SELECT ${SCHEDULE_COLUMNS} FROM content_schedules ORDER BY at DESC, id DESC LIMIT ?`),
    cancel: db.prepare("UPDATE content_schedules SET state = 'cancelled', outcome = ? WHERE id = ? AND state = 'pending'"),
    due: db.prepare(
      `SELECT ${SCHEDULE_COLUMNS} FROM content_schedules
       WHERE (state = 'pending' AND at <= @now) OR (state = 'running' AND claimed_at < @stale) ORDER BY at, id LIMIT 1`,
    ),
    claim: db.prepare("UPDATE content_schedules SET state = 'running', claim = ?, claimed_at = ? WHERE id = ?"),
    claimed: db.prepare("SELECT 1 FROM content_schedules WHERE id = ? AND claim = ? AND state = 'running'").pluck(),
    end: db.prepare("UPDATE content_schedules SET state = @state, revision = @revision, outcome = @outcome WHERE id = @id"),
  };
}

export function createSqliteContent({ db, guard }: { db: Sqlite; guard: () => void }): ContentStore {
  // Prepared on first use: the store is opened before it is migrated.
  let prepared: ReturnType<typeof statements> | undefined;
  const statementsOf = () => (prepared ??= statements(db));
  const info = (r: RevisionRecord): ContentRevisionInfo => {
    const { files, ...rest } = r;
    return { ...rest, fileCount: (JSON.parse(files) as unknown[]).length };
  };

  const schedule = (r: ScheduleRecord): ContentSchedule => ({ ...r, files: JSON.parse(r.files) as ContentSchedule["files"] });

  /** Stores a revision made from the latest, inside the caller's IMMEDIATE transaction. */
  function store(revision: NewContentRevision): SaveContentResult {
    const st = statementsOf();
    const hashed = hashedFiles(revision.files);
    const manifest = JSON.stringify(hashed.manifest);
    const latest = st.latest.get() as number;
    if ((revision.basedOn ?? 0) !== latest) return { outcome: "conflict", latest };
    if (latest && st.manifest.get(latest) === manifest) return { outcome: "unchanged", id: latest };
    for (const [, hash, body] of hashed.entries) st.blob.run(hash, body);
    const id = latest + 1;
    const at = new Date().toISOString();
    const { actor, source, message, basedOn } = revision;
    st.insert.run({ id, createdAt: at, actor, source, message, basedOn: basedOn || null, files: manifest });
    st.audit.run({ at, ...contentAudit(id, revision) });
    return { outcome: "saved", id };
  }

  return {
    async latestRevision() {
      guard();
      return statementsOf().latest.get() as number;
    },

    async saveRevision(revision) {
      guard();
      return db.transaction(() => store(revision)).immediate();
    },

    async revisions(limit = 50) {
      guard();
      return (statementsOf().list.all(limit) as unknown as RevisionRecord[]).map(info);
    },

    async lastChanges() {
      guard();
      const rows = statementsOf().manifests.all() as { id: number; files: string }[];
      return lastChangesOf(rows.map((r) => ({ id: r.id, files: JSON.parse(r.files) as [string, string][] })));
    },

    async draft(file) {
      guard();
      return (statementsOf().draft.get(file) as ContentDraft | undefined) ?? undefined;
    },

    async drafts() {
      guard();
      return statementsOf().drafts.all() as unknown as Omit<ContentDraft, "body">[];
    },

    async saveDraft(draft) {
      guard();
      const st = statementsOf();
      return db
        .transaction(() => {
          const current = st.draft.get(draft.file) as ContentDraft | undefined;
          if ((current?.version ?? 0) !== draft.expectVersion) return { outcome: "conflict" as const, draft: current };
          const version = draft.expectVersion + 1;
          const at = new Date().toISOString();
          st.putDraft.run({ file: draft.file, body: draft.body, baseHash: draft.baseHash, actor: draft.actor, at, version });
          st.audit.run({ at, ...draftAudit("content-draft", draft.actor, draft.file, version) });
          return { outcome: "saved" as const, version };
        })
        .immediate();
    },

    async discardDraft(file, expectVersion, actor) {
      guard();
      const st = statementsOf();
      return db
        .transaction(() => {
          if (st.dropDraft.run(file, expectVersion).changes === 0) return false;
          st.audit.run({ at: new Date().toISOString(), ...draftAudit("content-draft-discard", actor, file, expectVersion) });
          return true;
        })
        .immediate();
    },

    async putMedia(media) {
      guard();
      const st = statementsOf();
      db.transaction(() => {
        const createdAt = new Date().toISOString();
        const { bytes, ...rest } = media;
        if (st.putMedia.run({ ...rest, size: media.size ?? bytes.length, bytes, createdAt }).changes === 0) return;
        st.audit.run({ at: createdAt, ...mediaAudit("media-upload", media.actor, media.path, media.name) });
      }).immediate();
    },

    async mediaFile(path) {
      guard();
      const row = statementsOf().mediaFile.get(path) as { type: string; bytes: Uint8Array } | undefined;
      return row && { type: row.type, bytes: Buffer.from(row.bytes) };
    },

    async mediaList() {
      guard();
      return statementsOf().mediaList.all() as unknown as MediaInfo[];
    },

    async deleteMedia(path, actor) {
      guard();
      const st = statementsOf();
      return db
        .transaction(() => {
          if (st.dropMedia.run(path).changes === 0) return false;
          st.audit.run({ at: new Date().toISOString(), ...mediaAudit("media-delete", actor, path) });
          return true;
        })
        .immediate();
    },

    async reviews() {
      guard();
      const rows = statementsOf().reviews.all() as { file: string; revision: number; copied: number }[];
      return new Map(rows.map((r) => [r.file, { revision: r.revision, copied: r.copied === 1 }]));
    },

    async markReviewed(file, revision, actor, copied = false) {
      guard();
      const st = statementsOf();
      db.transaction(() => {
        const at = new Date().toISOString();
        st.review.run({ file, revision, actor, at, copied: copied ? 1 : 0 });
        st.audit.run({ at, ...reviewAudit(actor, file, revision, copied) });
      }).immediate();
    },

    async schedule(next) {
      guard();
      const st = statementsOf();
      return db
        .transaction(() => {
          const createdAt = new Date().toISOString();
          const { lastInsertRowid } = st.addSchedule.run({
            createdAt,
            at: next.at.toISOString(),
            actor: next.actor,
            message: next.message,
            files: JSON.stringify(next.files),
          });
          const id = Number(lastInsertRowid);
          st.audit.run({ at: createdAt, ...scheduleAudit("content-schedule", next.actor, id, `for ${next.at.toISOString()}`) });
          return id;
        })
        .immediate();
    },

    async schedules(limit = 100) {
      guard();
      return (statementsOf().schedules.all(limit) as unknown as ScheduleRecord[]).map(schedule);
    },

    async cancelSchedule(id, actor) {
      guard();
      const st = statementsOf();
      return db
        .transaction(() => {
          if (st.cancel.run(`cancelled by ${actor}`, id).changes === 0) return false;
          st.audit.run({ at: new Date().toISOString(), ...scheduleAudit("content-schedule-cancel", actor, id, "") });
          return true;
        })
        .immediate();
    },

    async claimSchedule(now, claim, staleBefore) {
      guard();
      const st = statementsOf();
      return db
        .transaction(() => {
          const due = st.due.get({ now: now.toISOString(), stale: staleBefore.toISOString() }) as ScheduleRecord | undefined;
          if (!due) return undefined;
          st.claim.run(claim, new Date().toISOString(), due.id);
          return schedule({ ...due, state: "running" });
        })
        .immediate();
    },

    async finishSchedule(id, claim, result) {
      guard();
      const st = statementsOf();
      return db
        .transaction(() => {
          if (!st.claimed.get(id, claim)) return { outcome: "lost" as const };
          if ("failure" in result) {
            st.end.run({ id, state: "failed", revision: null, outcome: result.failure });
            st.audit.run({ at: new Date().toISOString(), ...scheduleAudit("content-schedule-failed", "scheduler", id, result.failure) });
            return { outcome: "failed" as const };
          }
          const saved = store(result.revision);
          if (saved.outcome !== "conflict") st.end.run({ id, state: "published", revision: saved.id, outcome: "" });
          return saved;
        })
        .immediate();
    },

    async revision(id) {
      guard();
      const st = statementsOf();
      return db
        .transaction(() => {
          const record = st.one.get(id) as RevisionRecord | undefined;
          if (!record) return undefined;
          const files: ContentFiles = {};
          for (const [file, hash] of JSON.parse(record.files) as [string, string][]) files[file] = st.body.get(hash) as string;
          return { ...info(record), files };
        })
        .deferred();
    },
  };
}
