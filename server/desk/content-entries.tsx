// Adding and removing entries of a folder collection whose record allows it (the team, the FAQ): an English entry is added with
// a copy in each translation, marked "not translated yet" until a translator publishes it; removing one removes every
// language's. Both are publishes (publisher role), checked as the build checks content, so a section that needs more
// entries than would be left refuses with its reason (docs/decisions/0035-desk-editing.md).
import express, { type Request, type Response } from "express";
import { createElement, type ReactNode } from "react";
import { COLLECTIONS } from "../../app/content/collections";
import { localized } from "../../app/content/files/locales";
import type { FolderCollection } from "../../app/content/schemas/collection";
import { DEFAULT_LOCALE, LOCALES } from "../../shared/locales";
import {
  applyForm,
  blankEntry,
  entriesOf,
  entryForm,
  leaves,
  newEntryId,
  readEntry,
  singular,
  writeEntry,
  type FieldErrors,
  type FormNode,
} from "./content-form";
import { FormProblems, Node, PageList, PictureList, ProblemList, entryUrl, ownPage, placeIssues, sendPreview } from "./content-edit";
import type { MediaInfo } from "../store/content-types";
import { contentIssues } from "../content-files";
import { latestContent, publishContent, type ContentScreenDeps } from "./content-publish";
import { Csrf, Notice, Problem } from "./views";

const EDIT = "/desk/content/edit";
const formBody = express.urlencoded({ extended: false, limit: "1mb", parameterLimit: 5000 });

/** The collections the desk may add entries to or remove them from. */
const growing = (name: unknown, what: "create" | "delete") =>
  COLLECTIONS.find((c): c is FolderCollection => c.kind === "folder" && c.name === name && c.form[what] === true);

export function registerEntryLifecycle(deps: ContentScreenDeps): void {
  const { send, chromeOf, signedIn } = deps;

  const latest = (req: Request) => latestContent(deps.store(req).content);

  function problem(req: Request, res: Response, status: number, title: string, message: string) {
    send(res, status, title, createElement(Problem, { title, message, back: [EDIT, "All content"] }), chromeOf(req, "/desk/content"));
  }

  /** The new entry's starting point: the record's blank entry, else the last English entry's shape, emptied. */
  function template(collection: FolderCollection, files: Record<string, string>) {
    if (collection.form.blank) return structuredClone(collection.form.blank);
    const english = entriesOf(collection, DEFAULT_LOCALE.code, files);
    const last = english.at(-1);
    if (!last) return undefined;
    const orders = english
      .map((e) => readEntry(collection, files[e.file]!).data)
      .map((data) => data.order ?? data.id)
      .filter((o): o is number => typeof o === "number");
    return blankEntry(collection, readEntry(collection, files[last.file]!), orders.length ? Math.max(...orders) + 1 : english.length + 1);
  }

  async function newPage(
    req: Request,
    res: Response,
    status: number,
    collection: FolderCollection,
    nodes: FormNode[],
    extra: Partial<NewProps>,
  ) {
    const pictures = leaves(nodes).some((f) => f.picture) ? await deps.store(req).content.mediaList() : [];
    send(
      res,
      status,
      `New ${singular(collection)}`,
      createElement(NewEntry, {
        collection,
        nodes,
        csrf: req.desk!.session.csrfToken,
        pictures,
        canPreview: Boolean(deps.served?.preview && ownPage(collection, "x", DEFAULT_LOCALE.code)),
        ...extra,
      }),
      chromeOf(req, "/desk/content"),
    );
  }

  /** The collection to add to, its latest content and the new entry's starting point; else 404 shown. */
  async function toAdd(req: Request, res: Response) {
    const collection = growing(req.params.collection, "create");
    const now = collection && (await latest(req));
    const start = collection && now && template(collection, now.files);
    if (collection && now && start) return { collection, now, start };
    problem(req, res, 404, "Nothing to add", "Entries cannot be added to that content here.");
    return undefined;
  }

  deps.get(
    `${EDIT}/:collection/new`,
    signedIn(
      async (req, res) => {
        const adding = await toAdd(req, res);
        if (!adding) return;
        const { collection, now, start } = adding;
        await newPage(req, res, 200, collection, entryForm(collection, DEFAULT_LOCALE.code, start), { revision: now.id });
      },
      { role: "publisher" },
    ),
  );

  deps.post(
    `${EDIT}/:collection/new`,
    formBody,
    signedIn(
      async (req, res) => {
        const adding = await toAdd(req, res);
        if (!adding) return;
        const { collection, now, start } = adding;
        const posted = (req.body ?? {}) as Record<string, unknown>;
        const nodes = entryForm(collection, DEFAULT_LOCALE.code, start);
        const english = (id: string) => localized(`${collection.folder}/${id}${collection.extension}`, DEFAULT_LOCALE.code);
        const applied = applyForm(nodes, start, posted);
        const keep = { values: applied.values, revision: now.id };
        if (Object.keys(applied.errors).length > 0) return newPage(req, res, 422, collection, nodes, { ...keep, errors: applied.errors });
        const taken = LOCALES.flatMap((l) => entriesOf(collection, l.code, now.files).map((e) => e.id));
        const id = newEntryId(collection, applied.data, taken);
        const text = writeEntry(collection, applied.data, applied.body);
        // Each translation starts as the English text; the desk marks it "not translated yet" until it is published. A
        // collection whose translations are optional (news) gets its English entry only: a translator adds the others.
        const copies = collection.translationsOptional ? [DEFAULT_LOCALE] : LOCALES;
        const added = Object.fromEntries(copies.map((l) => [localized(`${collection.folder}/${id}${collection.extension}`, l.code), text]));
        if (posted.preview === "yes") {
          const urlPath = ownPage(collection, id, DEFAULT_LOCALE.code);
          const served = deps.served;
          if (!urlPath || !served?.preview)
            return newPage(req, res, 409, collection, nodes, {
              ...keep,
              error: "This entry has no page of its own to preview before it is added.",
            });
          const { errors, others } = placeIssues(contentIssues({ ...now.files, ...added }), english(id), nodes);
          if (Object.keys(errors).length > 0 || others.length > 0)
            return newPage(req, res, 422, collection, nodes, { ...keep, errors, others });
          return sendPreview(
            res,
            await served.preview({ ...now.files, ...added }, urlPath),
            urlPath,
            "the new entry",
            `${EDIT}/${encodeURIComponent(collection.name)}/new`,
          );
        }
        const result = await publishContent(deps, deps.store(req).content, {
          files: { ...now.files, ...added },
          actor: req.desk!.session.user.email,
          source: "desk",
          message: `Added to ${collection.form.label}: ${String(applied.data[collection.form.identifier_field ?? "name"] ?? id)}`,
          basedOn: now.id,
        });
        if (result.outcome === "problems") {
          const { errors, others } = placeIssues(result.issues, english(id), nodes);
          return newPage(req, res, 422, collection, nodes, { ...keep, errors, others });
        }
        if (result.outcome === "conflict")
          return newPage(req, res, 409, collection, nodes, {
            ...keep,
            error: `Revision ${result.latest} was published while this was saved, so nothing was added. Add it again to save it on top.`,
          });
        for (const l of copies.filter((l) => l.code !== DEFAULT_LOCALE.code))
          await deps
            .store(req)
            .content.markReviewed(
              localized(`${collection.folder}/${id}${collection.extension}`, l.code),
              result.id,
              req.desk!.session.user.email,
              true,
            );
        res.redirect(303, `${entryUrl(collection, DEFAULT_LOCALE.code, id)}?done=added-${result.done}`);
      },
      { role: "publisher" },
    ),
  );

  // Removing asks once more (a page of its own, so it works without a script), then publishes every language without it.
  deps.post(
    `${EDIT}/:collection/:locale/:entry/remove`,
    formBody,
    signedIn(
      async (req, res) => {
        const collection = growing(req.params.collection, "delete");
        const now = collection && (await latest(req));
        const entry = now && entriesOf(collection!, DEFAULT_LOCALE.code, now.files).find((e) => e.id === req.params.entry);
        if (!collection || !now || !entry || req.params.locale !== DEFAULT_LOCALE.code)
          return problem(req, res, 404, "Nothing to remove", "That entry cannot be removed here. The list shows every one.");
        const posted = (req.body ?? {}) as Record<string, unknown>;
        const page = (status: number, error?: ReactNode) =>
          send(
            res,
            status,
            `Remove ${entry.label}`,
            createElement(RemoveEntry, {
              collection,
              label: entry.label,
              id: entry.id,
              revision: now.id,
              csrf: req.desk!.session.csrfToken,
              error,
            }),
            chromeOf(req, "/desk/content"),
          );
        if (posted.confirm !== "yes") return page(200);
        const files = { ...now.files };
        for (const l of LOCALES) delete files[localized(`${collection.folder}/${entry.id}${collection.extension}`, l.code)];
        const result = await publishContent(deps, deps.store(req).content, {
          files,
          actor: req.desk!.session.user.email,
          source: "desk",
          message: `Removed from ${collection.form.label}: ${entry.label}`,
          basedOn: typeof posted.revision === "string" && /^\d{1,9}$/.test(posted.revision) ? Number(posted.revision) : now.id,
        });
        if (result.outcome === "problems")
          return page(
            422,
            <ProblemList
              problems={result.issues.map((i) => (i.path ? `${i.file}: ${i.path}: ${i.message}` : `${i.file}: ${i.message}`))}
              text={`Nothing was removed: without this ${singular(collection)} the website's checks fail:`}
            />,
          );
        if (result.outcome === "conflict")
          return page(
            409,
            `Revision ${result.latest} was published after this page was opened, so nothing was removed. Look at it, then remove again.`,
          );
        res.redirect(303, `${EDIT}/${encodeURIComponent(collection.name)}?done=removed-${result.done}`);
      },
      { role: "publisher" },
    ),
  );
}

interface NewProps {
  collection: FolderCollection;
  nodes: FormNode[];
  csrf: string;
  revision?: number;
  values?: Record<string, string>;
  errors?: FieldErrors;
  others?: string[];
  error?: string;
  /** The entry has a page of its own, which can be seen before it is added. */
  canPreview?: boolean;
  /** The library's pictures, when the form has a picture field. */
  pictures: readonly MediaInfo[];
}

function NewEntry(props: NewProps) {
  const { collection } = props;
  const errors = props.errors ?? {};
  const ids = new Map(leaves(props.nodes).map((f, i) => [f.path, `field-${i}`]));
  const marked = Object.keys(errors).length;
  const english = LOCALES.find((l) => l.code === DEFAULT_LOCALE.code)!;
  return (
    <>
      <p>
        <a href={EDIT}>All content</a> › <a href={`${EDIT}/${encodeURIComponent(collection.name)}`}>{collection.form.label}</a>
      </p>
      <h1>New {singular(collection)}</h1>
      {collection.translationsOptional ? (
        <p>
          Written in English and published in English; each translation is added from the list once it is written, and the website shows it
          in that language from then on.
        </p>
      ) : (
        <p>
          Written in English and published in every language at once; each translation starts as the English text, marked &ldquo;not
          translated yet&rdquo; until a translator publishes it.
        </p>
      )}
      {props.error ? <Notice kind="error">{props.error}</Notice> : null}
      <FormProblems marked={marked} others={props.others} nothing="Nothing was added" change="this entry" />
      <form method="post" action={`${EDIT}/${encodeURIComponent(collection.name)}/new`} noValidate className="panel">
        <Csrf token={props.csrf} />
        <fieldset className="bare">
          {props.nodes.map((node) => (
            <Node key={node.path} node={node} locale={english} ids={ids} errors={errors} values={props.values} changed={new Set()} />
          ))}
          {props.pictures.length > 0 ? <PictureList pictures={props.pictures} /> : null}
          {leaves(props.nodes).some((f) => f.page) ? <PageList /> : null}
          <p className="inline">
            <button type="submit">Add and publish</button>
            {props.canPreview ? (
              <button type="submit" name="preview" value="yes" formTarget="_blank" className="secondary">
                Preview (new tab)
              </button>
            ) : null}
          </p>
        </fieldset>
      </form>
    </>
  );
}

function RemoveEntry(props: {
  collection: FolderCollection;
  label: string;
  id: string;
  revision: number;
  csrf: string;
  error?: ReactNode;
}) {
  const { collection } = props;
  const back = entryUrl(collection, DEFAULT_LOCALE.code, props.id);
  return (
    <>
      <p>
        <a href={EDIT}>All content</a> › <a href={`${EDIT}/${encodeURIComponent(collection.name)}`}>{collection.form.label}</a>
      </p>
      <h1>
        Remove <bdi>{props.label}</bdi>?
      </h1>
      {props.error ? <Notice kind="error">{props.error}</Notice> : null}
      <p>
        This {singular(collection)} is removed from the website in every language as soon as you confirm. The history keeps it: rolling back
        that revision brings it back.
      </p>
      <form method="post" action={`${back}/remove`} className="actions">
        <Csrf token={props.csrf} />
        <input type="hidden" name="confirm" value="yes" />
        <input type="hidden" name="revision" value={props.revision} />
        <button type="submit">Remove from the website</button>
        <a href={back}>Keep it</a>
      </form>
    </>
  );
}
