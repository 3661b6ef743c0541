// The desk's Content screens (/desk/content): every published revision of the site's content with who, when, how and
// why; what each changed, field by field; and, for an admin, a rollback: the revision's content published again as a
// new revision, said to be live only once this server serves it (docs/decisions/0034-desk-content-history.md).
import { DRAFTS, registerDraftPublishing } from "./content-drafts";
import type { Request, Response } from "express";
import type { ReactNode } from "react";
import { createElement } from "react";
import { contentHash, type ContentFiles, type ContentRevision, type ContentRevisionInfo, type ContentSource } from "../store/content-types";
import type { LeadStore } from "../store/types";
import { roleAtLeast } from "../store/desk-types";
import { formatIssue } from "../../app/content/files/validate";
import { publishContent, PUBLISH_DONE, type ContentScreenDeps, type ServedContent } from "./content-publish";
import { needsConfirming } from "./screen";
import { ProblemList, SCHEDULED, entryUrl, registerContentEditing } from "./content-edit";
import { registerEntryLifecycle } from "./content-entries";
import { registerMediaLibrary } from "./content-media";
import { entryOfFile } from "./content-form";
import { revisionChanges, type FileChange } from "./content-diff";
import { Csrf, DataTable, Notice, Problem, count, doneText, when } from "./views";

export type { ContentScreenDeps, ServedContent };

const HISTORY = "/desk/content";
const LIMIT = 200;

const SOURCES: Record<ContentSource, string> = {
  seed: "first start (the build's files)",
  import: "published by a developer",
  desk: "published in the desk",
  rollback: "rollback",
};

export function registerContentScreens(deps: ContentScreenDeps): void {
  const { send, chromeOf, signedIn } = deps;
  // First: /desk/content/edit is no revision number.
  registerContentEditing(deps);
  registerEntryLifecycle(deps);
  registerMediaLibrary(deps);
  registerDraftPublishing(deps);

  deps.get(
    HISTORY,
    signedIn(async (req, res) => {
      const content = deps.store(req).content;
      const rows = await content.revisions(LIMIT);
      const schedules = await content.schedules(500);
      const pending = schedules.filter((s) => s.state === "pending" || s.state === "running").length;
      // A failure is said here, where the team looks first, for two weeks after its time.
      const failed = schedules.filter((s) => s.state === "failed" && Date.parse(s.at) > Date.now() - 14 * 86_400_000).length;
      send(res, 200, "Content", createElement(History, { rows, live: deps.served?.revision(), pending, failed }), chromeOf(req, HISTORY));
    }),
  );

  async function revisionPage(req: Request, res: Response, status: number, extra: { error?: ReactNode; notice?: string } = {}) {
    const content = deps.store(req).content;
    const id = revisionId(req.params.id);
    const revision = id ? await content.revision(id) : undefined;
    if (!revision) return notFound(req, res);
    const against = await againstOf(content, revision);
    const user = req.desk!.session.user;
    send(
      res,
      status,
      `Revision ${revision.id}`,
      createElement(RevisionDetail, {
        revision,
        against: against?.id,
        // The first revision is the whole content: its files are counted, not listed field by field.
        changes: against ? revisionChanges(against.files, revision.files) : [],
        live: deps.served?.revision(),
        latest: await content.latestRevision(),
        csrf: req.desk!.session.csrfToken,
        canRollback: roleAtLeast(user.role, "publisher"),
        ...extra,
      }),
      chromeOf(req, HISTORY),
    );
  }

  function notFound(req: Request, res: Response) {
    send(
      res,
      404,
      "No such revision",
      createElement(Problem, {
        title: "No such revision",
        message: "There is no revision with that number. The history lists every one.",
        back: [HISTORY, "Back to the history"],
      }),
      chromeOf(req, HISTORY),
    );
  }

  deps.get(
    `${HISTORY}/:id`,
    signedIn((req, res) => revisionPage(req, res, 200, { notice: doneText(req.query.done, PUBLISH_DONE) })),
  );

  /** Publishes `files` as a new revision made from the latest (the history stays linear). */
  async function publish(req: Request, res: Response, files: ContentFiles, message: string) {
    const content = deps.store(req).content;
    const result = await publishContent(deps, content, {
      files,
      actor: req.desk!.session.user.email,
      source: "rollback",
      message,
      basedOn: await content.latestRevision(),
    });
    if (result.outcome === "problems")
      return revisionPage(req, res, 422, {
        error: <ProblemList problems={result.issues.map(formatIssue)} text="That content fails today's checks, so it was not published:" />,
      });
    if (result.outcome === "conflict")
      return revisionPage(req, res, 409, {
        error: `Revision ${result.latest} was published meanwhile, so nothing was changed. Look at it, then try again if you still want to.`,
      });
    res.redirect(303, `${HISTORY}/${result.id}?done=${result.done}`);
  }

  // The whole revision's content again.
  deps.post(
    `${HISTORY}/:id/rollback`,
    deps.body,
    signedIn(
      async (req, res) => {
        const id = revisionId(req.params.id);
        const revision = id ? await deps.store(req).content.revision(id) : undefined;
        if (!revision) return notFound(req, res);
        if (needsConfirming(req, res, `${HISTORY}/${revision.id}`)) return;
        await publish(req, res, revision.files, `Rollback to revision ${revision.id}`);
      },
      { role: "publisher" },
    ),
  );

  // A file as this revision has it, made the entry's draft (a draft there already is kept: nothing is overwritten).
  deps.post(
    `${HISTORY}/:id/draft`,
    deps.body,
    signedIn(async (req, res) => {
      const content = deps.store(req).content;
      const id = revisionId(req.params.id);
      const revision = id ? await content.revision(id) : undefined;
      if (!revision) return notFound(req, res);
      const file = typeof req.body?.file === "string" ? req.body.file : "";
      const entry = entryOfFile(file);
      const live = (await content.revision(await content.latestRevision()))?.files[file];
      if (!entry || !Object.hasOwn(revision.files, file) || live === undefined)
        return revisionPage(req, res, 400, {
          error: "That file is not an entry this revision and the live content both hold, so nothing was changed.",
        });
      const saved = await content.saveDraft({
        file,
        body: revision.files[file]!,
        baseHash: contentHash(live),
        actor: req.desk!.session.user.email,
        expectVersion: 0,
      });
      res.redirect(
        303,
        `${entryUrl(entry.collection, entry.locale, entry.id)}?done=${saved.outcome === "saved" ? "restored" : "draft-exists"}`,
      );
    }),
  );

  // One file as it was before a revision changed it (an entry's rollback), over the latest content.
  deps.post(
    `${HISTORY}/:id/undo`,
    deps.body,
    signedIn(
      async (req, res) => {
        const content = deps.store(req).content;
        const id = revisionId(req.params.id);
        const revision = id ? await content.revision(id) : undefined;
        if (!revision) return notFound(req, res);
        const against = await againstOf(content, revision);
        const file = typeof req.body?.file === "string" ? req.body.file : "";
        if (!against || !revisionChanges(against.files, revision.files).some((c) => c.file === file))
          return revisionPage(req, res, 400, { error: "That file is not one this revision changed, so nothing was changed." });
        if (needsConfirming(req, res, `${HISTORY}/${revision.id}`)) return;
        const latest = await content.revision(await content.latestRevision());
        const files = { ...(latest?.files ?? revision.files) };
        if (Object.hasOwn(against.files, file)) files[file] = against.files[file]!;
        else delete files[file];
        await publish(req, res, files, `Undid revision ${revision.id}'s change to ${file}`);
      },
      { role: "publisher" },
    ),
  );
}

/** What a revision's changes are shown against: the revision it was made from, else the one before it. */
async function againstOf(content: LeadStore["content"], revision: ContentRevision): Promise<ContentRevision | undefined> {
  const id = revision.basedOn ?? (revision.id > 1 ? revision.id - 1 : null);
  return id ? content.revision(id) : undefined;
}

function revisionId(value: unknown): number | undefined {
  return typeof value === "string" && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}

function History({ rows, live, pending, failed }: { rows: ContentRevisionInfo[]; live?: number; pending: number; failed: number }) {
  return (
    <>
      <h1>Content</h1>
      <p>
        <a href="/desk/content/edit">Edit content</a>: every text, price and picture of the website, in every language.
      </p>
      <p>
        <a href={DRAFTS}>Drafts</a>: changes saved and not published yet; several can be published together.
      </p>
      <p>
        <a href="/desk/content/media">Pictures</a>: photos and drawings uploaded for the website.
      </p>
      <p>
        <a href={SCHEDULED}>Scheduled publishes</a>: {pending === 0 ? "none pending" : `${count(pending)} pending`}.
      </p>
      {failed > 0 ? (
        <Notice kind="error">
          {failed === 1 ? "A scheduled publish failed" : `${count(failed)} scheduled publishes failed`} in the last two weeks:{" "}
          <a href={SCHEDULED}>the list of scheduled publishes</a> says why.
        </Notice>
      ) : null}
      <p>
        Every published version of the website&apos;s texts, prices and pictures, newest first
        {rows.length === LIMIT ? ` (the latest ${count(LIMIT)})` : ""}. Open one to see what it changed
        {live === undefined ? "." : "; the one the website shows is marked live."}
      </p>
      {rows.length === 0 ? (
        <p role="status">Nothing is stored yet: the website shows the content it was built with.</p>
      ) : (
        <DataTable id="content-caption" caption="Published revisions" headers={["Revision", "When", "Who", "How", "Message"]}>
          {rows.map((r) => (
            <tr key={r.id}>
              <td className="nowrap">
                <a href={`${HISTORY}/${r.id}`}>Revision {r.id}</a>
                {r.id === live ? <strong> (live)</strong> : null}
              </td>
              <td className="nowrap">{when(r.createdAt)}</td>
              <td className="cells">
                <bdi>{r.actor}</bdi>
              </td>
              <td className="nowrap">{SOURCES[r.source]}</td>
              <td className="text">
                <bdi>{r.message || "–"}</bdi>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}

function RevisionDetail(props: {
  revision: ContentRevision;
  against?: number;
  changes: FileChange[];
  live?: number;
  latest: number;
  csrf: string;
  canRollback: boolean;
  error?: ReactNode;
  notice?: string;
}) {
  const { revision, changes } = props;
  const isLive = props.live === revision.id;
  return (
    <>
      <p>
        <a href={HISTORY}>All revisions</a>
      </p>
      <h1>
        Revision {revision.id}
        {isLive ? " (live)" : ""}
      </h1>
      {props.notice ? <Notice kind="ok">{props.notice}</Notice> : null}
      {props.error ? <Notice kind="error">{props.error}</Notice> : null}
      <dl className="fields">
        <dt>When</dt>
        <dd>{when(revision.createdAt)}</dd>
        <dt>Who</dt>
        <dd>
          <bdi>{revision.actor}</bdi>
        </dd>
        <dt>How</dt>
        <dd>{SOURCES[revision.source]}</dd>
        <dt>Message</dt>
        <dd>
          <bdi>{revision.message || "–"}</bdi>
        </dd>
      </dl>
      {props.against ? (
        <>
          <h2>
            What it changed against revision {props.against} ({count(changes.length)} {changes.length === 1 ? "file" : "files"})
          </h2>
          {changes.length === 0 ? <p>Nothing: its files are those of revision {props.against}.</p> : null}
        </>
      ) : (
        <>
          <h2>What it holds</h2>
          <p>The first revision: the whole content, {count(Object.keys(revision.files).length)} files.</p>
        </>
      )}
      {changes.map((change) => (
        <FileChanges
          key={change.file}
          change={change}
          undo={props.canRollback ? { action: `${HISTORY}/${revision.id}/undo`, csrf: props.csrf, revision: revision.id } : undefined}
          draft={
            change.kind !== "removed" && entryOfFile(change.file)
              ? { action: `${HISTORY}/${revision.id}/draft`, csrf: props.csrf }
              : undefined
          }
        />
      ))}
      {props.canRollback && !isLive && revision.id !== props.latest ? (
        <form method="post" action={`${HISTORY}/${revision.id}/rollback`} className="panel">
          <Csrf token={props.csrf} />
          <h2>Roll back to this revision</h2>
          <p>
            Publishes exactly this revision&apos;s content again, as a new revision; the history keeps everything, so this can be undone the
            same way.
          </p>
          <button type="submit">Publish revision {revision.id} again</button>
        </form>
      ) : null}
    </>
  );
}

const KIND: Record<FileChange["kind"], string> = { added: "added", removed: "removed", changed: "changed" };

function FileChanges({
  change,
  undo,
  draft,
}: {
  change: FileChange;
  undo?: { action: string; csrf: string; revision: number };
  /** Where this revision's version of the file is made the entry's draft (an entry's file it holds). */
  draft?: { action: string; csrf: string };
}) {
  const id = `file-${change.file.replace(/[^A-Za-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>
        <bdi>{change.file}</bdi> ({KIND[change.kind]})
      </h3>
      {change.fields ? (
        // A list, not a table: the old and the new text stay side by side with their labels on a phone too.
        <ul className="plain panel">
          {change.fields.map((f) => (
            <li key={f.field}>
              <code>{f.field || "(the whole file)"}</code>
              <dl className="fields">
                <dt>Before</dt>
                <dd>{f.before === undefined ? "–" : <bdi>{f.before}</bdi>}</dd>
                <dt>After</dt>
                <dd>{f.after === undefined ? "–" : <bdi>{f.after}</bdi>}</dd>
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <ul>
          {(change.lines ?? []).slice(0, 200).map((l, i) => (
            <li key={i}>
              {l.kind === "removed" ? "Removed" : "Added"} line {l.line}: <bdi>{l.text || "(empty line)"}</bdi>
            </li>
          ))}
        </ul>
      )}
      {draft || undo ? (
        <div className="actions change-actions">
          {draft ? (
            <form method="post" action={draft.action}>
              <Csrf token={draft.csrf} />
              <input type="hidden" name="file" value={change.file} />
              <button type="submit" className="secondary">
                Open this version as the entry&apos;s draft
              </button>
            </form>
          ) : null}
          {undo ? (
            <form method="post" action={undo.action}>
              <Csrf token={undo.csrf} />
              <input type="hidden" name="file" value={change.file} />
              {/* Over the latest content: later changes to this file are undone too, other files keep theirs. */}
              <button type="submit" className="secondary" aria-describedby={`${id}-undo`}>
                {change.kind === "added" ? "Remove this file again" : "Put this file back as it was before"}
              </button>{" "}
              <span id={`${id}-undo`} className="muted">
                Publishes <bdi>{change.file}</bdi> as it was before revision {undo.revision}; every other file stays as it is now.
              </span>
            </form>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
