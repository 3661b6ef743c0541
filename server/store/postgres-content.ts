// The content part of the PostgreSQL store (content-types.ts): a revision, its new file bodies and its audit entry
// commit in one transaction, serialised by an advisory lock so two instances cannot both build on the same revision.
import type pg from "pg";
import {
  contentAudit,
  draftAudit,
  hashedFiles,
  lastChangesOf,
  type ContentDraft,
  type ContentFiles,
  type ContentRevisionInfo,
  type ContentSchedule,
  type ContentSource,
  type ContentStore,
  type NewContentRevision,
  type SaveContentResult,
  mediaAudit,
  reviewAudit,
  scheduleAudit,
  type MediaInfo,
} from "./content-types";
import type { Query } from "./postgres-desk";
import { CONTENT_LOCK_KEY, LOCK_NAMESPACE, transaction } from "./postgres-migrations";

interface RevisionRecord {
  id: number;
  created_at: Date;
  actor: string;
  source: ContentSource;
  message: string;
  based_on: number | null;
  files: [string, string][];
}

interface DraftRecord {
  file: string;
  body?: string;
  base_hash: string;
  actor: string;
  updated_at: Date;
  version: number;
}

interface ScheduleRecord {
  id: number;
  at: Date;
  created_at: Date;
  actor: string;
  message: string;
  files: ContentSchedule["files"];
  state: ContentSchedule["state"];
  revision: number | null;
  outcome: string;
}

const SCHEDULE_COLUMNS = "id, at, created_at, actor, message, files, state, revision, outcome";
const toSchedule = (r: ScheduleRecord): ContentSchedule => ({
  id: r.id,
  at: r.at.toISOString(),
  createdAt: r.created_at.toISOString(),
  actor: r.actor,
  message: r.message,
  files: r.files,
  state: r.state,
  revision: r.revision,
  outcome: r.outcome,
});

const DRAFT_COLUMNS = "file, base_hash, actor, updated_at, version";
const toDraft = (r: DraftRecord) => ({
  file: r.file,
  baseHash: r.base_hash,
  actor: r.actor,
  updatedAt: r.updated_at.toISOString(),
  version: r.version,
  ...(r.body !== undefined && { body: r.body }),
});

/** The audit entry of a content change, in the change's transaction. */
const audited = (run: Query, at: Date, audit: { actor: string; action: string; target: string; detail: string }) =>
  run("INSERT INTO desk_audit (at, actor, action, target, detail) VALUES ($1, $2, $3, $4, $5)", [
    at,
    audit.actor,
    audit.action,
    audit.target,
    audit.detail,
  ]);

const info = (r: RevisionRecord): ContentRevisionInfo => ({
  id: r.id,
  createdAt: r.created_at.toISOString(),
  actor: r.actor,
  source: r.source,
  message: r.message,
  basedOn: r.based_on,
  fileCount: r.files.length,
});

export function createPostgresContent({ pool, query }: { pool: pg.Pool; query: Query }): ContentStore {
  const latestOf = async (run: Query) =>
    Number((await run<{ latest: number }>("SELECT coalesce(max(id), 0) AS latest FROM content_revisions")).rows[0]!.latest);

  /** Stores a revision made from the latest, inside the caller's transaction, serialised with every other writer's. */
  async function store(run: Query, revision: NewContentRevision): Promise<SaveContentResult> {
    const { entries, manifest } = hashedFiles(revision.files);
    await run("SELECT pg_advisory_xact_lock($1::int, $2::int)", [LOCK_NAMESPACE, CONTENT_LOCK_KEY]);
    const latest = await latestOf(run);
    if ((revision.basedOn ?? 0) !== latest) return { outcome: "conflict", latest };
    if (latest) {
      const { rows } = await run<{ files: string }>("SELECT files::text AS files FROM content_revisions WHERE id = $1", [latest]);
      if (JSON.stringify(JSON.parse(rows[0]!.files)) === JSON.stringify(manifest)) return { outcome: "unchanged", id: latest };
    }
    await run(`INSERT INTO content_blobs (hash, body) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (hash) DO NOTHING`, [
      entries.map(([, hash]) => hash),
      entries.map(([, , body]) => body),
    ]);
    const id = latest + 1;
    const at = new Date();
    const { actor, source, message, basedOn } = revision;
    await run(
      `INSERT INTO content_revisions (id, created_at, actor, source, message, based_on, files) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, at, actor, source, message, basedOn || null, JSON.stringify(manifest)],
    );
    await audited(run, at, contentAudit(id, revision));
    return { outcome: "saved", id };
  }

  return {
    latestRevision: () => latestOf(query),

    saveRevision(revision) {
      return transaction(pool, (client) => store((sql, params) => client.query(sql, params), revision));
    },

    async revisions(limit = 50) {
      const { rows } = await query<RevisionRecord>("SELECT * FROM content_revisions ORDER BY id DESC LIMIT $1", [limit]);
      return rows.map(info);
    },

    async lastChanges() {
      const { rows } = await query<{ id: number; files: [string, string][] }>("SELECT id, files FROM content_revisions ORDER BY id");
      return lastChangesOf(rows);
    },

    async draft(file) {
      const { rows } = await query<DraftRecord>(`SELECT ${DRAFT_COLUMNS}, body FROM content_drafts WHERE file = $1`, [file]);
      return rows[0] && (toDraft(rows[0]) as ContentDraft);
    },

    async drafts() {
      const { rows } = await query<DraftRecord>(`SELECT ${DRAFT_COLUMNS} FROM content_drafts ORDER BY updated_at DESC, file`);
      return rows.map(toDraft);
    },

    saveDraft(draft) {
      return transaction(pool, async (client) => {
        // Of two saves on one file, the second waits for the first's row lock, then sees its version.
        const { rows } = await client.query<DraftRecord>(`SELECT ${DRAFT_COLUMNS}, body FROM content_drafts WHERE file = $1 FOR UPDATE`, [
          draft.file,
        ]);
        const current = rows[0] && (toDraft(rows[0]) as ContentDraft);
        if ((current?.version ?? 0) !== draft.expectVersion) return { outcome: "conflict" as const, draft: current };
        const version = draft.expectVersion + 1;
        const at = new Date();
        // A first save racing another first save: the primary key lets one in; the other is told, as above.
        const saved = await client.query(
          `INSERT INTO content_drafts (file, body, base_hash, actor, updated_at, version) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (file) DO UPDATE SET body = excluded.body, base_hash = excluded.base_hash, actor = excluded.actor,
             updated_at = excluded.updated_at, version = excluded.version
           WHERE content_drafts.version = $7`,
          [draft.file, draft.body, draft.baseHash, draft.actor, at, version, draft.expectVersion],
        );
        if (saved.rowCount === 0) return { outcome: "conflict" as const, draft: undefined };
        const audit = draftAudit("content-draft", draft.actor, draft.file, version);
        await audited((sql, params) => client.query(sql, params), at, audit);
        return { outcome: "saved" as const, version };
      });
    },

    discardDraft(file, expectVersion, actor) {
      return transaction(pool, async (client) => {
        const { rowCount } = await client.query("DELETE FROM content_drafts WHERE file = $1 AND version = $2", [file, expectVersion]);
        if (!rowCount) return false;
        const audit = draftAudit("content-draft-discard", actor, file, expectVersion);
        await audited((sql, params) => client.query(sql, params), new Date(), audit);
        return true;
      });
    },

    putMedia(media) {
      return transaction(pool, async (client) => {
        const at = new Date();
        const { rowCount } = await client.query(
          `INSERT INTO content_media (path, type, width, height, size, bytes, name, actor, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (path) DO NOTHING`,
          [media.path, media.type, media.width, media.height, media.size ?? media.bytes.length, media.bytes, media.name, media.actor, at],
        );
        if (rowCount)
          await audited((sql, params) => client.query(sql, params), at, mediaAudit("media-upload", media.actor, media.path, media.name));
      });
    },

    async mediaFile(path) {
      const { rows } = await query<{ type: string; bytes: Buffer }>("SELECT type, bytes FROM content_media WHERE path = $1", [path]);
      return rows[0];
    },

    async mediaList() {
      const { rows } = await query<Omit<MediaInfo, "createdAt"> & { created_at: Date }>(
        "SELECT path, type, width, height, size, name, actor, created_at FROM content_media ORDER BY created_at DESC, path",
      );
      return rows.map(({ created_at, ...rest }) => ({ ...rest, createdAt: created_at.toISOString() }));
    },

    deleteMedia(path, actor) {
      return transaction(pool, async (client) => {
        const { rowCount } = await client.query("DELETE FROM content_media WHERE path = $1", [path]);
        if (!rowCount) return false;
        await audited((sql, params) => client.query(sql, params), new Date(), mediaAudit("media-delete", actor, path));
        return true;
      });
    },

    async reviews() {
      const { rows } = await query<{ file: string; revision: number; copied: boolean }>(
        "SELECT file, revision, copied FROM content_reviews",
      );
      return new Map(rows.map((r) => [r.file, { revision: r.revision, copied: r.copied }]));
    },

    markReviewed(file, revision, actor, copied = false) {
      return transaction(pool, async (client) => {
        const at = new Date();
        // A mark against an older revision than one already made keeps the newer one; a copy starts afresh.
        await client.query(
          `INSERT INTO content_reviews (file, revision, actor, at, copied) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (file) DO UPDATE SET
             revision = CASE WHEN excluded.copied THEN excluded.revision ELSE greatest(content_reviews.revision, excluded.revision) END,
             copied = excluded.copied, actor = excluded.actor, at = excluded.at`,
          [file, revision, actor, at, copied],
        );
        await audited((sql, params) => client.query(sql, params), at, reviewAudit(actor, file, revision, copied));
      });
    },

    schedule(next) {
      return transaction(pool, async (client) => {
        const run: Query = (sql, params) => client.query(sql, params);
        const at = new Date();
        const { rows } = await run<{ id: number }>(
          `INSERT INTO content_schedules (created_at, at, actor, message, files, state) VALUES ($1, $2, $3, $4, $5, 'pending') RETURNING id`,
          [at, next.at, next.actor, next.message, JSON.stringify(next.files)],
        );
        const id = rows[0]!.id;
        await audited(run, at, scheduleAudit("content-schedule", next.actor, id, `for ${next.at.toISOString()}`));
        return id;
      });
    },

    async schedules(limit = 100) {
      const { rows } = await query<ScheduleRecord>(`SELECT ${SCHEDULE_COLUMNS} FROM content_schedules ORDER BY at DESC, id DESC LIMIT $1`, [
        limit,
      ]);
      return rows.map(toSchedule);
    },

    cancelSchedule(id, actor) {
      return transaction(pool, async (client) => {
        const run: Query = (sql, params) => client.query(sql, params);
        const { rowCount } = await client.query(
          "UPDATE content_schedules SET state = 'cancelled', outcome = $1 WHERE id = $2 AND state = 'pending'",
          [`cancelled by ${actor}`, id],
        );
        if (!rowCount) return false;
        await audited(run, new Date(), scheduleAudit("content-schedule-cancel", actor, id, ""));
        return true;
      });
    },

    async claimSchedule(now, claim, staleBefore) {
      // SKIP LOCKED: two instances asking at once take different rows (or one takes it and the other none).
      const { rows } = await query<ScheduleRecord>(
        `UPDATE content_schedules SET state = 'running', claim = $1, claimed_at = now()
         WHERE id = (SELECT id FROM content_schedules
                     WHERE (state = 'pending' AND at <= $2) OR (state = 'running' AND claimed_at < $3)
                     ORDER BY at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING ${SCHEDULE_COLUMNS}`,
        [claim, now, staleBefore],
      );
      return rows[0] && toSchedule(rows[0]);
    },

    finishSchedule(id, claim, result) {
      return transaction(pool, async (client) => {
        const run: Query = (sql, params) => client.query(sql, params);
        // The row lock holds off a takeover until this commits; a claim taken over already is not this one's.
        const mine = await run("SELECT 1 FROM content_schedules WHERE id = $1 AND claim = $2 AND state = 'running' FOR UPDATE", [
          id,
          claim,
        ]);
        if (!mine.rowCount) return { outcome: "lost" as const };
        if ("failure" in result) {
          await run("UPDATE content_schedules SET state = 'failed', outcome = $1 WHERE id = $2", [result.failure, id]);
          await audited(run, new Date(), scheduleAudit("content-schedule-failed", "scheduler", id, result.failure));
          return { outcome: "failed" as const };
        }
        const saved = await store(run, result.revision);
        if (saved.outcome !== "conflict")
          await run("UPDATE content_schedules SET state = 'published', revision = $1, outcome = '' WHERE id = $2", [saved.id, id]);
        return saved;
      });
    },

    async revision(id) {
      const { rows } = await query<RevisionRecord>("SELECT * FROM content_revisions WHERE id = $1", [id]);
      const record = rows[0];
      if (!record) return undefined;
      const hashes = [...new Set(record.files.map(([, hash]) => hash))];
      const bodies = await query<{ hash: string; body: string }>("SELECT hash, body FROM content_blobs WHERE hash = ANY($1::text[])", [
        hashes,
      ]);
      const byHash = new Map(bodies.rows.map((b) => [b.hash, b.body]));
      const files: ContentFiles = {};
      for (const [file, hash] of record.files) files[file] = byHash.get(hash)!;
      return { ...info(record), files };
    },
  };
}
