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
  type ContentSource,
  type ContentStore,
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

  return {
    latestRevision: () => latestOf(query),

    async saveRevision(revision) {
      const { entries, manifest } = hashedFiles(revision.files);
      return transaction(pool, async (client) => {
        const run: Query = (sql, params) => client.query(sql, params);
        await client.query("SELECT pg_advisory_xact_lock($1::int, $2::int)", [LOCK_NAMESPACE, CONTENT_LOCK_KEY]);
        const latest = await latestOf(run);
        if ((revision.basedOn ?? 0) !== latest) return { outcome: "conflict" as const, latest };
        if (latest) {
          const { rows } = await run<{ files: string }>("SELECT files::text AS files FROM content_revisions WHERE id = $1", [latest]);
          if (JSON.stringify(JSON.parse(rows[0]!.files)) === JSON.stringify(manifest)) return { outcome: "unchanged" as const, id: latest };
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
        const audit = contentAudit(id, revision);
        await audited(run, at, audit);
        return { outcome: "saved" as const, id };
      });
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
