// Every saved draft on one page, and several published at once as one revision (publisher role): a release the team
// prepared entry by entry goes live in one switch. A draft whose entry was published since it was made is not
// published over that change; its form shows both (docs/decisions/0035-desk-editing.md).
import express, { type Request, type Response } from "express";
import { createElement, type ReactNode } from "react";
import { DEFAULT_LOCALE, LOCALES } from "../../shared/locales";
import { roleAtLeast } from "../store/desk-types";
import { contentHash, type ContentDraft, type ContentFiles } from "../store/content-types";
import { entriesOf, entryOfFile } from "./content-form";
import { ProblemList, entryUrl } from "./content-edit";
import { PUBLISH_DONE, latestContent, publishContent, type ContentScreenDeps } from "./content-publish";
import { Csrf, DataTable, Notice, count, doneText, when } from "./views";

export const DRAFTS = "/desk/content/drafts";
const formBody = express.urlencoded({ extended: false, limit: "64kb", parameterLimit: 1000 });

type Listed = Omit<ContentDraft, "body">;

/** What a draft's file is, for people: its section, entry and language, and the address of its form. */
function describe(file: string, files: ContentFiles) {
  const found = entryOfFile(file);
  if (!found) return { section: file, entry: "", language: "", href: undefined };
  const { collection, locale, id } = found;
  const english = entriesOf(collection, DEFAULT_LOCALE.code, files).find((e) => e.id === id);
  return {
    section: collection.form.label,
    entry: entriesOf(collection, locale, files).find((e) => e.id === id)?.label ?? english?.label ?? id,
    language: LOCALES.find((l) => l.code === locale)?.englishName ?? locale,
    href: entryUrl(collection, locale, id),
  };
}

/** The published text a draft was made over: its file, or for a translation not written yet, the English one. */
function publishedUnder(file: string, files: ContentFiles): string | undefined {
  if (files[file] !== undefined) return files[file];
  const found = entryOfFile(file);
  return found ? files[file.replace(`/${found.locale}/`, `/${DEFAULT_LOCALE.code}/`)] : undefined;
}

export function registerDraftPublishing(deps: ContentScreenDeps): void {
  const { send, chromeOf, signedIn } = deps;

  const latest = async (req: Request) => (await latestContent(deps.store(req).content)) ?? { id: 0, files: {} };

  async function listPage(
    req: Request,
    res: Response,
    status: number,
    extra: { error?: ReactNode; chosen?: string[]; message?: string } = {},
  ) {
    const now = await latest(req);
    const drafts = await deps.store(req).content.drafts();
    const behind = new Set<string>();
    for (const d of drafts) {
      const full = await deps.store(req).content.draft(d.file);
      const under = publishedUnder(d.file, now.files);
      if (full && under !== undefined && full.baseHash !== contentHash(under)) behind.add(d.file);
    }
    send(
      res,
      status,
      "Drafts",
      createElement(DraftList, {
        drafts,
        files: now.files,
        behind,
        revision: now.id,
        csrf: req.desk!.session.csrfToken,
        canPublish: roleAtLeast(req.desk!.session.user.role, "publisher"),
        notice: doneText(req.query.done, PUBLISH_DONE),
        ...extra,
      }),
      chromeOf(req, "/desk/content"),
    );
  }

  deps.get(
    DRAFTS,
    signedIn(async (req, res) => listPage(req, res, 200)),
  );

  deps.post(
    `${DRAFTS}/publish`,
    formBody,
    signedIn(
      async (req, res) => {
        const posted = (req.body ?? {}) as Record<string, unknown>;
        const chosen = [...new Set([posted.file].flat().filter((f): f is string => typeof f === "string"))].slice(0, 200);
        const message = typeof posted.message === "string" ? posted.message.trim().slice(0, 200) : "";
        const keep = { chosen, message };
        if (chosen.length === 0) return listPage(req, res, 422, { ...keep, error: "Choose the drafts to publish: nothing was published." });
        const content = deps.store(req).content;
        const now = await latest(req);
        const shown = typeof posted.revision === "string" && /^\d{1,9}$/.test(posted.revision) ? Number(posted.revision) : now.id;
        const files: ContentFiles = { ...now.files };
        const gone: string[] = [];
        const moved: string[] = [];
        const versions = new Map<string, number>();
        for (const file of chosen) {
          const draft = await content.draft(file);
          const under = publishedUnder(file, now.files);
          if (!draft) gone.push(file);
          else if (under === undefined || draft.baseHash !== contentHash(under)) moved.push(file);
          else {
            files[file] = draft.body;
            versions.set(file, draft.version);
          }
        }
        if (gone.length > 0 || moved.length > 0) {
          const name = (file: string) => {
            const d = describe(file, now.files);
            return `${d.section}: ${d.entry} (${d.language})`;
          };
          return listPage(req, res, 409, {
            ...keep,
            error: (
              <ProblemList
                text="Nothing was published:"
                problems={[
                  ...gone.map((f) => `${name(f)}: this draft was published or discarded meanwhile.`),
                  ...moved.map((f) => `${name(f)}: the entry was published after this draft was made; open it to see both versions.`),
                ]}
              />
            ),
          });
        }
        const result = await publishContent(deps, content, {
          files,
          actor: req.desk!.session.user.email,
          source: "desk",
          message: message || `Published ${count(chosen.length)} drafts`,
          basedOn: shown,
        });
        if (result.outcome === "problems")
          return listPage(req, res, 422, {
            ...keep,
            error: (
              <ProblemList
                text="Nothing was published: with these drafts the website's checks fail:"
                problems={result.issues.map((i) => (i.path ? `${i.file}: ${i.path}: ${i.message}` : `${i.file}: ${i.message}`))}
              />
            ),
          });
        if (result.outcome === "conflict")
          return listPage(req, res, 409, {
            ...keep,
            error: `Revision ${result.latest} was published after this page was opened, so nothing was published. Look at the drafts, then publish again.`,
          });
        // Published: each draft goes, unless someone saved a newer one meanwhile (it stays, as after a single publish).
        for (const [file, version] of versions) await content.discardDraft(file, version, req.desk!.session.user.email);
        res.redirect(303, `${DRAFTS}?done=${result.done}`);
      },
      { role: "publisher" },
    ),
  );
}

function DraftList(props: {
  drafts: Listed[];
  files: ContentFiles;
  behind: ReadonlySet<string>;
  revision: number;
  csrf: string;
  canPublish: boolean;
  notice?: string;
  error?: ReactNode;
  chosen?: string[];
  message?: string;
}) {
  const chosen = new Set(props.chosen ?? []);
  const rows = props.drafts.map((d) => ({ ...d, ...describe(d.file, props.files) }));
  const table = (
    <DataTable id="drafts-caption" caption="Saved drafts" headers={[...(props.canPublish ? ["Publish"] : []), "Draft"]}>
      {rows.map((d, i) => (
        <tr key={d.file}>
          {props.canPublish ? (
            <td>
              <input
                type="checkbox"
                name="file"
                value={d.file}
                id={`draft-${i}`}
                defaultChecked={chosen.has(d.file)}
                aria-label={`Publish ${d.section}: ${d.entry} (${d.language})`}
              />
            </td>
          ) : null}
          {/* One column, so a phone sees it all: the entry and language, then who saved it and when. */}
          <td className="text">
            {d.href ? (
              <a href={d.href}>
                {d.section}: <bdi>{d.entry}</bdi>
              </a>
            ) : (
              <bdi>{d.section}</bdi>
            )}{" "}
            ({d.language})
            <span className="muted block">
              Saved by <bdi>{d.actor}</bdi>, {when(d.updatedAt)}
            </span>
            {props.behind.has(d.file) ? (
              <strong className="stale block" lang="en">
                The entry was published after this draft was made: open it to publish.
              </strong>
            ) : null}
          </td>
        </tr>
      ))}
    </DataTable>
  );
  return (
    <>
      <p>
        <a href="/desk/content">Content</a> › <a href="/desk/content/edit">Edit content</a>
      </p>
      <h1>Drafts</h1>
      <p>
        Changes saved for the team and not published yet, one per entry. Visitors see none of them until they are published.
        {props.canPublish ? " Choose several to publish them together, as one revision: they go live at the same moment." : ""}
      </p>
      {props.notice ? <Notice kind="ok">{props.notice}</Notice> : null}
      {props.error ? <Notice kind="error">{props.error}</Notice> : null}
      {rows.length === 0 ? (
        <p>No drafts: every saved change is published or discarded.</p>
      ) : props.canPublish ? (
        <form method="post" action={`${DRAFTS}/publish`} className="panel">
          <Csrf token={props.csrf} />
          <input type="hidden" name="revision" value={props.revision} />
          {table}
          <label htmlFor="drafts-message">What changed (shown in the history)</label>
          <input id="drafts-message" name="message" type="text" maxLength={200} defaultValue={props.message ?? ""} />
          <p className="inline">
            <button type="submit">Publish the chosen drafts</button>
          </p>
        </form>
      ) : (
        table
      )}
    </>
  );
}
