// The desk's content editing (/desk/content/edit): every collection's entries in every language, each edited in a
// form generated from its collection record (./content-form.ts) and published as a new revision. A save made from an
// older version of the entry than the live one is refused with both versions shown (docs/decisions/0035-desk-editing.md).
import express, { type Request, type Response } from "express";
import { createElement, type ReactNode } from "react";
import { COLLECTIONS } from "../../app/content/collections";
import { FILE_GROUPS, type Collection } from "../../app/content/schemas/collection";
import type { ContentIssue } from "../../app/content/files/validate";
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from "../../shared/locales";
import { localized } from "../../app/content/files/locales";
import { pages } from "../../app/pages";
import { contentHash, type ContentDraft, type ContentFiles, type ContentSchedule, type MediaInfo } from "../store/content-types";
import { fromZoned, toZoned, zonedText } from "./zoned-time";
import { escapeHtml } from "../http-guards";
import type { LeadStore } from "../store/types";
import { roleAtLeast } from "../store/desk-types";
import { revisionChanges, type FieldChange } from "./content-diff";
import {
  applyForm,
  englishChanged,
  entriesOf,
  entryOfFile,
  entryForm,
  leaves,
  readEntry,
  singular,
  writeEntry,
  type Entry,
  type FieldErrors,
  type FormNode,
} from "./content-form";
import { ENTRY_DONE, latestContent, publishContent, PUBLISH_DONE, type ContentScreenDeps, type ServedContent } from "./content-publish";
import { contentIssues } from "../content-files";
import { heldMedia, missingMedia } from "../media";
import { Csrf, DataTable, Notice, Problem, count, doneText, when } from "./views";

const EDIT = "/desk/content/edit";
const HISTORY = "/desk/content";
export const SCHEDULED = "/desk/content/scheduled";
// A schedule further ahead than this is more likely a mistyped year.
const SCHEDULE_AHEAD_MS = 2 * 366 * 86_400_000;
// A failed schedule is shown on its entry this long.
const FAILED_SHOWN_MS = 14 * 86_400_000;

// A page's whole copy is one form: larger than the desk's other forms allow.
const formBody = express.urlencoded({ extended: false, limit: "1mb", parameterLimit: 5000 });

const byName = new Map(COLLECTIONS.map((c) => [c.name, c]));
const localeOf = (code: unknown) => LOCALES.find((l) => l.code === code);
// A translation's English original: content/<collection>/<code>/… → …/en/….
const englishFile = (file: string, code: string) => file.replace(`/${code}/`, `/${DEFAULT_LOCALE.code}/`);
export const entryUrl = (collection: Collection, locale: string, id: string) =>
  `${EDIT}/${encodeURIComponent(collection.name)}/${locale}/${encodeURIComponent(id)}`;

interface Latest {
  id: number;
  files: ContentFiles;
}

/** A translation's status: the fields whose English text changed since it was translated, or a copy not translated yet. */
interface Stale {
  paths: string[];
  untranslated: boolean;
}

export function registerContentEditing(deps: ContentScreenDeps): void {
  const { send, chromeOf, signedIn } = deps;

  const latest = (req: Request): Promise<Latest | undefined> => latestContent(deps.store(req).content);

  /**
   * Out-of-date translations: per entry of a language, the fields whose English text changed after the translation was
   * last published (none for English, or when English changed only in figures and links, which are English's anyway).
   */
  function staleness(req: Request, now: Latest) {
    const content = deps.store(req).content;
    const changes = content.lastChanges();
    const reviews = content.reviews();
    const filesAt = new Map<number, Promise<ContentFiles>>();
    const at = (id: number) => {
      if (!filesAt.has(id))
        filesAt.set(
          id,
          content.revision(id).then((r) => r?.files ?? {}),
        );
      return filesAt.get(id)!;
    };
    return async (collection: Collection, locale: Locale): Promise<Map<string, Stale>> => {
      const stale = new Map<string, Stale>();
      if (locale.code === DEFAULT_LOCALE.code) return stale;
      const last = await changes;
      const reviewed = await reviews;
      for (const entry of entriesOf(collection, locale.code, now.files)) {
        const english = englishFile(entry.file, locale.code);
        const mark = reviewed.get(entry.file);
        const changedAt = last.get(entry.file) ?? 0;
        // Made as a copy of English when the entry was added, and not published since: every text is English's.
        const untranslated = mark?.copied === true && changedAt <= mark.revision;
        // Last published, or marked up to date without a change: whichever was at the later revision.
        const translatedAt = Math.max(changedAt, mark && !mark.copied ? mark.revision : 0);
        if (now.files[english] === undefined || (!untranslated && (last.get(english) ?? 0) <= translatedAt)) continue;
        try {
          const then = untranslated ? undefined : (await at(translatedAt))[english];
          const current = readEntry(collection, now.files[english]!);
          const nodes = entryForm(collection, locale.code, readEntry(collection, now.files[entry.file]!), current);
          const paths = englishChanged(nodes, then === undefined ? undefined : readEntry(collection, then), current);
          if (paths.length > 0 || untranslated) stale.set(entry.id, { paths, untranslated });
        } catch {
          // A file that does not parse has no status; its form says what is wrong.
        }
      }
      return stale;
    };
  }

  function problem(
    req: Request,
    res: Response,
    status: number,
    title: string,
    message: string,
    back: [string, string] = [EDIT, "All content"],
  ) {
    send(res, status, title, createElement(Problem, { title, message, back }), chromeOf(req, HISTORY));
  }

  const nothingStored = (req: Request, res: Response) =>
    problem(
      req,
      res,
      409,
      "Nothing stored yet",
      "The website shows the content it was built with; it is stored when the server first starts.",
    );

  deps.get(
    EDIT,
    signedIn(async (req, res) => {
      const now = await latest(req);
      if (!now) return nothingStored(req, res);
      const staleIn = staleness(req, now);
      const stale = new Map<string, number>();
      for (const collection of COLLECTIONS)
        for (const locale of LOCALES) stale.set(`${collection.name} ${locale.code}`, (await staleIn(collection, locale)).size);
      send(res, 200, "Edit content", createElement(CollectionList, { files: now.files, stale }), chromeOf(req, HISTORY));
    }),
  );

  deps.get(
    `${EDIT}/:collection`,
    signedIn(async (req, res) => {
      const collection = byName.get(String(req.params.collection));
      if (!collection) return problem(req, res, 404, "No such content", "There is no content of that name. The list shows all of it.");
      const now = await latest(req);
      if (!now) return nothingStored(req, res);
      const staleIn = staleness(req, now);
      const stale = new Map(await Promise.all(LOCALES.map(async (l) => [l.code, await staleIn(collection, l)] as const)));
      const drafts = new Set((await deps.store(req).content.drafts()).map((d) => d.file));
      send(
        res,
        200,
        collection.form.label,
        createElement(EntryList, {
          collection,
          files: now.files,
          stale,
          drafts,
          canAdd: collection.kind === "folder" && collection.form.create === true && roleAtLeast(req.desk!.session.user.role, "publisher"),
          notice: doneText(req.query.done, DONE),
        }),
        chromeOf(req, HISTORY),
      );
    }),
  );

  interface Found {
    collection: Collection;
    locale: Locale;
    entry: Entry;
    now: Latest;
    /** The entry's saved draft, if any. */
    draft?: ContentDraft;
  }

  async function find(req: Request, res: Response): Promise<Found | undefined> {
    const collection = byName.get(String(req.params.collection));
    const locale = localeOf(req.params.locale);
    const now = collection && locale ? await latest(req) : undefined;
    let entry = now && entriesOf(collection!, locale!.code, now.files).find((e) => e.id === req.params.entry);
    let files = now?.files;
    // A translation not written yet of a collection whose translations are optional (news): its form starts as the
    // English text, and publishing it adds the file.
    if (!entry && now && collection?.kind === "folder" && collection.translationsOptional && locale!.code !== DEFAULT_LOCALE.code) {
      const original = entriesOf(collection, DEFAULT_LOCALE.code, now.files).find((e) => e.id === req.params.entry);
      if (original) {
        entry = { ...original, file: localized(`${collection.folder}/${original.id}${collection.extension}`, locale!.code) };
        files = { ...now.files, [entry.file]: now.files[original.file]! };
      }
    }
    if (!collection || !locale || !entry) {
      problem(req, res, 404, "No such entry", "There is no entry of that name in that language. The list shows every one.");
      return undefined;
    }
    return { collection, locale, entry, now: { id: now!.id, files: files! }, draft: await deps.store(req).content.draft(entry.file) };
  }

  function englishOf(found: Found) {
    if (found.locale.code === DEFAULT_LOCALE.code) return undefined;
    const text = found.now.files[englishFile(found.entry.file, found.locale.code)];
    return text === undefined ? undefined : readEntry(found.collection, text);
  }

  /** The entry's form, and the posted one laid over its live file; what was typed is kept for the page shown next. */
  function postedForm(req: Request, found: Found) {
    const posted = (req.body ?? {}) as Record<string, unknown>;
    const before = readEntry(found.collection, found.now.files[found.entry.file]!);
    // The fields of the form that was shown: the draft's when there is one (a list may have more lines there).
    const shown = found.draft ? readEntry(found.collection, found.draft.body) : before;
    const nodes = entryForm(found.collection, found.locale.code, shown, englishOf(found));
    const applied = applyForm(nodes, before, posted);
    const message = typeof posted.message === "string" ? posted.message.trim().slice(0, 200) : "";
    return { posted, nodes, applied, keep: { values: applied.values, message } };
  }

  /** A POST of an entry's form: the entry (else 404) and the form laid over it; values no field takes are a 422. */
  async function postedEntry(req: Request, res: Response) {
    const found = await find(req, res);
    if (!found) return undefined;
    const form = postedForm(req, found);
    if (Object.keys(form.applied.errors).length === 0) return { found, ...form };
    await editPage(req, res, 422, found, { ...form.keep, errors: form.applied.errors });
    return undefined;
  }

  /**
   * A publish or schedule: the posted entry, unless it was made from an older version than the live one, which is
   * refused (409) with what was published meanwhile and what was typed.
   */
  async function postedChange(req: Request, res: Response, typed: Partial<EditProps> = {}) {
    const form = await postedEntry(req, res);
    if (!form) return undefined;
    const { found, posted, keep } = form;
    const current = found.now.files[found.entry.file]!;
    if (posted.base === contentHash(current)) return { ...form, current };
    const theirs = await changedSince(deps.store(req).content, posted.revision, found.entry.file, current);
    // Theirs now seen: sending again (from this page) is made over the live version, a draft's older base or not.
    await editPage(req, res, 409, found, { ...keep, ...typed, conflict: theirs, base: contentHash(current) });
    return undefined;
  }

  async function editPage(req: Request, res: Response, status: number, found: Found, extra: Partial<EditProps> = {}) {
    const { collection, locale, entry, now } = found;
    const translation = (await staleness(req, now)(collection, locale)).get(entry.id);
    const live = now.files[entry.file]!;
    const { draft } = found;
    const user = req.desk!.session.user;
    let nodes: FormNode[] = [];
    let broken: string | undefined;
    try {
      nodes = entryForm(collection, locale.code, readEntry(collection, draft?.body ?? live), englishOf(found));
    } catch (error) {
      broken = (error as Error).message;
    }
    const siblings = LOCALES.filter((l) => entriesOf(collection, l.code, now.files).some((e) => e.id === entry.id));
    const schedules = (await deps.store(req).content.schedules(500)).filter(
      (s) =>
        s.files.some((f) => f.file === entry.file) &&
        (s.state === "pending" || s.state === "running" || (s.state === "failed" && Date.parse(s.at) > Date.now() - FAILED_SHOWN_MS)),
    );
    send(
      res,
      status,
      `${entry.label} · ${locale.englishName}`,
      createElement(EntryEdit, {
        pictures: leaves(nodes).some((f) => f.picture) ? await deps.store(req).content.mediaList() : [],
        collection,
        locale,
        entry,
        nodes,
        broken,
        siblings,
        // A draft is published over the version it was made from: a newer one is a conflict, shown as such.
        base: draft?.baseHash ?? contentHash(live),
        revision: now.id,
        draft: draft && {
          version: draft.version,
          actor: draft.actor,
          updatedAt: draft.updatedAt,
          behind: draft.baseHash !== contentHash(live),
        },
        englishChanged: translation?.paths ?? [],
        untranslated: translation?.untranslated ?? false,
        csrf: req.desk!.session.csrfToken,
        canPublish: roleAtLeast(user.role, "publisher"),
        pages: deps.served?.preview && deps.served.readers ? pagesShowing(deps.served, collection, locale, entry.id) : [],
        notice: doneText(req.query.done, DONE),
        schedules,
        timeZone: deps.timeZone,
        ...extra,
      }),
      chromeOf(req, HISTORY),
    );
  }

  deps.get(
    `${EDIT}/:collection/:locale/:entry`,
    signedIn(async (req, res) => {
      const found = await find(req, res);
      if (found) await editPage(req, res, 200, found);
    }),
  );

  // The page as the form would make it: rendered by the site's own code at the content with this entry changed, answered
  // to this request only (no-store, noindex, no script, no form posts), never stored, cached or served to visitors.
  deps.post(
    `${EDIT}/:collection/:locale/:entry/preview`,
    formBody,
    signedIn(async (req, res) => {
      const form = await postedEntry(req, res);
      if (!form) return;
      const { found, posted, nodes, applied, keep } = form;
      const { collection, entry, now, locale } = found;
      const served = deps.served;
      if (!served?.preview || !served.readers)
        return editPage(req, res, 409, found, {
          ...keep,
          error: "Previews need the production server (npm start): this one shows the files in content/ as they are.",
        });
      const files = { ...now.files, [entry.file]: writeEntry(collection, applied.data, applied.body) };
      const { errors, others } = placeIssues(contentIssues(files), entry.file, nodes);
      if (Object.keys(errors).length > 0 || others.length > 0) return editPage(req, res, 422, found, { ...keep, errors, others });
      const pages = pagesShowing(served, collection, locale, entry.id);
      const page = typeof posted.page === "string" && pages.includes(posted.page) ? posted.page : pages[0];
      if (!page)
        return editPage(req, res, 409, found, {
          ...keep,
          error: "No page of the website shows this entry, so there is nothing to preview.",
        });
      const html = await served.preview(files, page);
      const back = entryUrl(collection, locale.code, entry.id);
      if (posted.view === "both") return sendSideBySide(res, html, page, entry.label, back);
      sendPreview(res, html, page, entry.label, back);
    }),
  );

  // A draft: stored for the team, never published by saving; refused over a newer draft than the one it was made from.
  deps.post(
    `${EDIT}/:collection/:locale/:entry/draft`,
    formBody,
    signedIn(async (req, res) => {
      const form = await postedEntry(req, res);
      if (!form) return;
      const { found, posted, applied, keep } = form;
      const { collection, entry } = found;
      const body = writeEntry(collection, applied.data, applied.body);
      const base =
        typeof posted.base === "string" && /^[0-9a-f]{64}$/.test(posted.base) ? posted.base : contentHash(found.now.files[entry.file]!);
      const saved = await deps.store(req).content.saveDraft({
        file: entry.file,
        body,
        baseHash: base,
        actor: req.desk!.session.user.email,
        expectVersion: versionOf(posted.draft),
      });
      if (saved.outcome === "conflict") {
        const theirs = saved.draft;
        const fields = theirs ? (revisionChanges({ [entry.file]: body }, { [entry.file]: theirs.body })[0]?.fields ?? []) : [];
        return editPage(
          req,
          res,
          409,
          { ...found, draft: theirs },
          {
            ...keep,
            draftConflict: { fields, by: theirs?.actor, at: theirs?.updatedAt },
          },
        );
      }
      res.redirect(303, `${entryUrl(collection, found.locale.code, entry.id)}?done=draft`);
    }),
  );

  deps.post(
    `${EDIT}/:collection/:locale/:entry/discard`,
    formBody,
    signedIn(async (req, res) => {
      const found = await find(req, res);
      if (!found) return;
      const posted = (req.body ?? {}) as Record<string, unknown>;
      const gone = await deps.store(req).content.discardDraft(found.entry.file, versionOf(posted.draft), req.desk!.session.user.email);
      res.redirect(303, `${entryUrl(found.collection, found.locale.code, found.entry.id)}?done=${gone ? "discarded" : "draft-changed"}`);
    }),
  );

  // A translator who finds a translation needs no change for the English one's: no longer out of date, until English
  // changes again. Marked against the revision the page showed, so a change published meanwhile still counts.
  deps.post(
    `${EDIT}/:collection/:locale/:entry/reviewed`,
    deps.body,
    signedIn(async (req, res) => {
      const found = await find(req, res);
      if (!found) return;
      const { collection, locale, entry, now } = found;
      if (locale.code === DEFAULT_LOCALE.code)
        return problem(req, res, 409, "English is the original", "Only a translation can be marked up to date with its English text.");
      const shown = versionOf((req.body as Record<string, unknown> | undefined)?.revision);
      await deps.store(req).content.markReviewed(entry.file, Math.min(shown || now.id, now.id), req.desk!.session.user.email);
      res.redirect(303, `${entryUrl(collection, locale.code, entry.id)}?done=reviewed`);
    }),
  );

  // Publish later: the form's change is checked now and kept with the live version it was made from; whichever instance
  // claims it when due publishes it (server/content-schedules.ts), or fails it if the entry changed meanwhile.
  deps.post(
    `${EDIT}/:collection/:locale/:entry/schedule`,
    formBody,
    signedIn(
      async (req, res) => {
        const typed = typeof req.body?.at === "string" ? (req.body.at as string).slice(0, 40) : "";
        const form = await postedChange(req, res, { scheduleAt: typed });
        if (!form) return;
        const { found, posted, nodes, applied, keep, current } = form;
        const { collection, entry, now } = found;
        const kept = { ...keep, scheduleAt: typed };
        const at = fromZoned(typed, deps.timeZone);
        const refuse = (error: string) => editPage(req, res, 422, found, { ...kept, error, scheduleError: error });
        if (!at) return refuse(`Enter the date and time to publish at, in the company's time zone (${deps.timeZone}).`);
        if (at.getTime() <= Date.now()) return refuse("That time has passed: choose a later one, or publish now.");
        if (at.getTime() > Date.now() + SCHEDULE_AHEAD_MS) return refuse("That is more than two years ahead: check the year.");
        const text = writeEntry(collection, applied.data, applied.body);
        if (text === current) return refuse("Nothing to schedule: the form is the same as the published entry.");
        const next = { ...now.files, [entry.file]: text };
        const problems = contentIssues(next);
        if (problems.length === 0) problems.push(...missingMedia(next, await heldMedia(deps.store(req).content)));
        const { errors, others } = placeIssues(problems, entry.file, nodes);
        if (Object.keys(errors).length > 0 || others.length > 0) return editPage(req, res, 422, found, { ...kept, errors, others });
        await deps.store(req).content.schedule({
          at,
          actor: req.desk!.session.user.email,
          message: keep.message || `Edited ${collection.form.label}: ${entry.label} (${found.locale.englishName})`,
          files: [{ file: entry.file, body: text, baseHash: contentHash(current), draftVersion: versionOf(posted.draft) }],
        });
        res.redirect(303, `${entryUrl(collection, found.locale.code, entry.id)}?done=scheduled`);
      },
      { role: "publisher" },
    ),
  );

  deps.get(
    SCHEDULED,
    signedIn(async (req, res) => {
      const user = req.desk!.session.user;
      send(
        res,
        200,
        "Scheduled publishes",
        createElement(ScheduleList, {
          schedules: await deps.store(req).content.schedules(500),
          timeZone: deps.timeZone,
          csrf: req.desk!.session.csrfToken,
          canCancel: roleAtLeast(user.role, "publisher"),
          notice: doneText(req.query.done, DONE),
        }),
        chromeOf(req, HISTORY),
      );
    }),
  );

  deps.post(
    `${SCHEDULED}/:id/cancel`,
    deps.body,
    signedIn(
      async (req, res) => {
        const id = /^[1-9]\d{0,8}$/.test(String(req.params.id)) ? Number(req.params.id) : 0;
        const cancelled = id > 0 && (await deps.store(req).content.cancelSchedule(id, req.desk!.session.user.email));
        res.redirect(303, `${SCHEDULED}?done=${cancelled ? "cancelled" : "not-pending"}`);
      },
      { role: "publisher" },
    ),
  );

  deps.post(
    `${EDIT}/:collection/:locale/:entry`,
    formBody,
    signedIn(
      async (req, res) => {
        const form = await postedChange(req, res);
        if (!form) return;
        const { found, posted, nodes, applied, keep, current } = form;
        const { collection, entry, now } = found;
        const { message } = keep;
        const text = writeEntry(collection, applied.data, applied.body);
        // The draft it was made from is published (or already was): it goes; a newer one, saved meanwhile, stays.
        const draftVersion = versionOf(posted.draft);
        const dropDraft = async () => {
          if (draftVersion > 0) await deps.store(req).content.discardDraft(entry.file, draftVersion, req.desk!.session.user.email);
        };
        if (text === current) {
          await dropDraft();
          return res.redirect(303, `${entryUrl(collection, found.locale.code, entry.id)}?done=same`);
        }

        const result = await publishContent(deps, deps.store(req).content, {
          files: { ...now.files, [entry.file]: text },
          actor: req.desk!.session.user.email,
          source: "desk",
          message: message || `Edited ${collection.form.label}: ${entry.label} (${found.locale.englishName})`,
          basedOn: now.id,
        });
        if (result.outcome === "problems") {
          const { errors, others } = placeIssues(result.issues, entry.file, nodes);
          return editPage(req, res, 422, found, { ...keep, errors, others });
        }
        if (result.outcome === "conflict") {
          // Another entry was published meanwhile: this one's file is unchanged, so the same save is made on top of it.
          return editPage(req, res, 409, found, {
            ...keep,
            error: `Revision ${result.latest} was published while this was saved, so nothing was changed. Publish again to save your changes on top of it.`,
          });
        }
        await dropDraft();
        res.redirect(303, `${entryUrl(collection, found.locale.code, entry.id)}?done=${result.done}`);
      },
      { role: "publisher" },
    ),
  );
}

const versionOf = (value: unknown) => (typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : 0);

const DONE: Record<string, string> = {
  ...PUBLISH_DONE,
  ...ENTRY_DONE,
  draft: "Draft saved. Visitors still see the published version until it is published.",
  discarded: "Draft discarded: the form shows the published version.",
  "draft-changed": "The draft was changed by someone else meanwhile, so it was kept. Look at it before discarding it.",
  restored: "That version is now this entry's draft. Visitors still see the published version until it is published.",
  "draft-exists": "This entry has a draft already, so nothing was changed: publish or discard it first.",
  reviewed: "Marked up to date: this translation is not counted as out of date until its English text changes again.",
  scheduled: "Scheduled: it is published at the time shown below. Until then visitors see the published version.",
  cancelled: "Cancelled: that scheduled publish will not run.",
  "not-pending": "Nothing was cancelled: that schedule had already run, failed or been cancelled.",
};

/** An entry's own page, when its collection gives each entry one (a news item's /blog/<slug>), in `code`. */
export function ownPage(collection: Collection, id: string, code: string): string | undefined {
  return collection.name === "news" ? localePath(`/blog/${id}`, code) : undefined;
}

/**
 * The pages that show an entry, its own first: an English one's figures and links are every language's, a translation
 * its own (a collection whose translations are optional keeps English's to English).
 */
function pagesShowing(served: ServedContent, collection: Collection, locale: Locale, id: string): string[] {
  const own = ownPage(collection, id, locale.code);
  const languages =
    locale.code === DEFAULT_LOCALE.code && !(collection.kind === "folder" && collection.translationsOptional) ? LOCALES : [locale];
  return [...(own ? [own] : []), ...languages.flatMap((l) => served.readers!(collection.name, l.code))];
}

// The two widths a side-by-side preview shows: a common phone, and a laptop scaled to fit beside it.
const PHONE = { width: 390, height: 780 };
const DESKTOP = { width: 1280, height: 800, scale: 0.62 };

/**
 * The page at a phone's and a desktop's width side by side: each in a frame of its own size (so the page's own media
 * queries choose its layout), from the same HTML written into the frame. The frames are sandboxed without scripts or
 * forms; same-origin only so they load the site's styles and fonts.
 */
export function sendSideBySide(res: Response, html: string, page: string, label: string, back: string): void {
  const frame = (title: string, width: number, height: number) =>
    `<iframe title="${escapeHtml(title)}" sandbox="allow-same-origin" width="${width}" height="${height}" srcdoc="${escapeHtml(html)}"></iframe>`;
  const { scale } = DESKTOP;
  const body =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview · ${escapeHtml(label)}</title>` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<style>body{margin:0;background:#e8ecf5;font:15px/1.4 system-ui,sans-serif}main{display:flex;flex-wrap:wrap;gap:1.5rem;padding:1rem}` +
    `figure{margin:0}figcaption{font-weight:600;margin:0 0 .4rem}iframe{border:1px solid #8a94ad;background:#fff;display:block}` +
    `.desktop{width:${Math.round(DESKTOP.width * scale)}px;height:${Math.round(DESKTOP.height * scale)}px;overflow:hidden}` +
    `.desktop iframe{transform:scale(${scale});transform-origin:0 0}</style></head><body>` +
    previewNote(page, label, back) +
    `<main><figure><figcaption>Phone (${PHONE.width} px)</figcaption>${frame(`${page} on a phone`, PHONE.width, PHONE.height)}</figure>` +
    `<figure><figcaption>Desktop (${DESKTOP.width} px, shown smaller)</figcaption><div class="desktop">` +
    `${frame(`${page} on a desktop`, DESKTOP.width, DESKTOP.height)}</div></figure></main></body></html>`;
  res.setHeader(
    "Content-Security-Policy",
    "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'none'; " +
      "frame-src 'self'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
  );
  res.status(200).type("html").send(body);
}

/** A preview's answer: no script, no form posts, no frames, never stored (see the preview route). */
export function sendPreview(res: Response, html: string, page: string, label: string, back: string): void {
  res.setHeader(
    "Content-Security-Policy",
    "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'none'; " +
      "frame-src 'none'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
  );
  res
    .status(200)
    .type("html")
    .send(withPreviewNote(html, page, label, back));
}

/** A word after an entry's name, in the desk's language whatever the cell's direction. */
function Mark({ children }: { children: string }) {
  return (
    <>
      {" "}
      <strong className="stale" lang="en" dir="ltr">
        {children}
      </strong>
    </>
  );
}

/** The preview says what it is at its top, in the desk's language, whatever the page's. */
function withPreviewNote(html: string, page: string, label: string, back: string): string {
  const note = previewNote(page, label, back);
  return html.replace(/<title>/, "<title>Preview · ").replace(/<body[^>]*>/, (body) => body + note);
}

/** The bar at a preview's top: what it shows, that it is not published, and the way back. */
function previewNote(page: string, label: string, back: string): string {
  return (
    `<div role="note" lang="en" dir="ltr" style="position:sticky;top:0;z-index:1000;background:#0b1533;color:#fff;padding:.6rem 1rem;font:600 15px/1.4 system-ui,sans-serif">` +
    `Preview of <bdi>${escapeHtml(label)}</bdi> on ${escapeHtml(page)}: not published. Links lead to the live website; forms and scripts are off. ` +
    `<a href="${escapeHtml(back)}" style="color:#fff;text-decoration:underline;text-underline-offset:2px">Back to the form</a></div>`
  );
}

/** What was published to `file` since the revision the form was opened at, field by field (none when unknown). */
async function changedSince(content: LeadStore["content"], revision: unknown, file: string, current: string): Promise<Conflict> {
  const id = typeof revision === "string" && /^[1-9]\d{0,8}$/.test(revision) ? Number(revision) : undefined;
  const then = id ? await content.revision(id) : undefined;
  const latest = await content.revisions(1);
  const change = then ? revisionChanges({ [file]: then.files[file] ?? "" }, { [file]: current })[0] : undefined;
  return { fields: change?.fields ?? [], by: latest[0]?.actor, revision: latest[0]?.id };
}

/** Each problem of the edited file on its field (or the nearest list or group above it); the rest listed. */
export function placeIssues(issues: ContentIssue[], file: string, nodes: FormNode[]): { errors: FieldErrors; others: string[] } {
  const paths = new Set<string>();
  const walk = (list: FormNode[]) => list.forEach((n) => (paths.add(n.path), n.type === "group" && walk(n.children)));
  walk(nodes);
  const body = leaves(nodes).find((f) => f.body)?.path;
  const errors: FieldErrors = {};
  const others: string[] = [];
  for (const issue of issues) {
    let at = issue.file === file ? issue.path : undefined;
    while (at !== undefined && at !== "" && !paths.has(at))
      at = at.replace(/(\.[^.[\]]+|\[\d+\])$/, "") === at ? "" : at.replace(/(\.[^.[\]]+|\[\d+\])$/, "");
    if (at === "" && body && issue.file === file) at = body;
    if (at) errors[at] = errors[at] ? `${errors[at]} ${issue.message}` : capital(issue.message);
    else others.push(issue.path ? `${issue.file}: ${issue.path}: ${issue.message}` : `${issue.file}: ${issue.message}`);
  }
  return { errors, others };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface Conflict {
  fields: FieldChange[];
  by?: string;
  revision?: number;
}

/** Why a form was refused: its fields marked below, and the problems it makes elsewhere in the content. */
export function FormProblems(props: { marked: number; others?: string[]; nothing: string; change: string }) {
  return (
    <>
      {props.marked > 0 ? (
        <Notice kind="error">
          {props.nothing}: please correct {props.marked === 1 ? "the field" : `the ${props.marked} fields`} marked below.
        </Notice>
      ) : null}
      {props.others?.length ? (
        <Notice kind="error">
          <ProblemList problems={props.others} text={`${props.nothing}: with ${props.change}, other content fails the website's checks:`} />
        </Notice>
      ) : null}
    </>
  );
}

export function ProblemList({ problems, text }: { problems: string[]; text: string }) {
  return (
    <>
      {text}
      <ul>
        {problems.slice(0, 20).map((p) => (
          <li key={p}>
            <bdi>{p}</bdi>
          </li>
        ))}
      </ul>
    </>
  );
}

function CollectionList({ files, stale }: { files: ContentFiles; stale: ReadonlyMap<string, number> }) {
  const translations = LOCALES.filter((l) => l.code !== DEFAULT_LOCALE.code);
  return (
    <>
      <p>
        <a href={HISTORY}>Content history</a> · <a href={SCHEDULED}>Scheduled publishes</a>
      </p>
      <h1>Edit content</h1>
      <p>
        Everything the website says, by section. English is the original; each translation has the same entries. A change is published as a
        new revision, which the history keeps and can roll back.
      </p>
      <DataTable id="collections-caption" caption="Content" headers={["Section", "Entries", ...translations.map((l) => l.englishName)]}>
        {COLLECTIONS.map((c) => {
          const english = entriesOf(c, DEFAULT_LOCALE.code, files).length;
          return (
            <tr key={c.name}>
              {/* What it holds under its name, on a wide screen only: a phone sees the translation counts instead. */}
              <td>
                <a href={`${EDIT}/${encodeURIComponent(c.name)}`}>{c.form.label}</a>
                <span className="muted block wide-only">
                  {c.kind === "folder" ? (c.form.description ?? "") : FILE_GROUPS[c.form.group].description}
                </span>
              </td>
              <td className="nowrap">{count(english)}</td>
              {translations.map((l) => {
                const n = entriesOf(c, l.code, files).length;
                const old = stale.get(`${c.name} ${l.code}`) ?? 0;
                return (
                  <td key={l.code}>
                    {n === english ? `${count(n)} of ${count(english)}` : <strong>{`${count(n)} of ${count(english)}`}</strong>}
                    {old > 0 ? <strong className="stale">{`, ${count(old)} out of date`}</strong> : null}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </DataTable>
    </>
  );
}

function EntryList({
  collection,
  files,
  stale,
  drafts,
  canAdd,
  notice,
}: {
  collection: Collection;
  files: ContentFiles;
  stale: ReadonlyMap<string, ReadonlyMap<string, Stale>>;
  drafts: ReadonlySet<string>;
  canAdd: boolean;
  notice?: string;
}) {
  const entries = entriesOf(collection, DEFAULT_LOCALE.code, files);
  const others = LOCALES.filter((l) => l.code !== DEFAULT_LOCALE.code);
  return (
    <>
      <p>
        <a href={EDIT}>All content</a>
      </p>
      <h1>{collection.form.label}</h1>
      {collection.kind === "folder" && collection.form.description ? <p>{collection.form.description}</p> : null}
      {notice ? <Notice kind="ok">{notice}</Notice> : null}
      {canAdd && collection.kind === "folder" ? (
        <p>
          <a href={`${EDIT}/${encodeURIComponent(collection.name)}/new`}>Add a {singular(collection)}</a>
        </p>
      ) : null}
      <DataTable id="entries-caption" caption="Entries" headers={["English", ...others.map((l) => l.englishName)]}>
        {entries.map((e) => (
          <tr key={e.id}>
            <td className="text">
              <a href={entryUrl(collection, DEFAULT_LOCALE.code, e.id)}>
                <bdi>{e.label}</bdi>
              </a>
              {drafts.has(e.file) ? <Mark>(draft)</Mark> : null}
            </td>
            {others.map((l) => {
              const translated = entriesOf(collection, l.code, files).find((t) => t.id === e.id);
              return (
                <td className="text" key={l.code} lang={l.code} dir={l.dir}>
                  {translated ? (
                    <>
                      <a href={entryUrl(collection, l.code, e.id)} aria-label={`${translated.label} (${l.englishName})`}>
                        <bdi>{translated.label}</bdi>
                      </a>
                      {drafts.has(translated.file) ? <Mark>(draft)</Mark> : null}
                      {stale.get(l.code)?.get(e.id)?.untranslated ? (
                        <Mark>(not translated yet)</Mark>
                      ) : stale.get(l.code)?.has(e.id) ? (
                        <Mark>(out of date)</Mark>
                      ) : null}
                    </>
                  ) : collection.kind === "folder" && collection.translationsOptional ? (
                    <a
                      href={entryUrl(collection, l.code, e.id)}
                      lang="en"
                      dir="ltr"
                      aria-label={`Translate ${e.label} into ${l.englishName}`}
                    >
                      Translate
                    </a>
                  ) : (
                    <span lang="en">missing</span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </DataTable>
    </>
  );
}

interface EditProps {
  /** The library's pictures, when the form has a picture field. */
  pictures: readonly MediaInfo[];
  collection: Collection;
  locale: Locale;
  entry: Entry;
  nodes: FormNode[];
  broken?: string;
  siblings: Locale[];
  base: string;
  revision: number;
  csrf: string;
  canPublish: boolean;
  notice?: string;
  error?: ReactNode;
  errors?: FieldErrors;
  others?: string[];
  values?: Record<string, string>;
  message?: string;
  conflict?: Conflict;
  /** The entry's saved draft, which the form shows; `behind`: the published entry changed since it was made. */
  draft?: { version: number; actor: string; updatedAt: string; behind: boolean };
  draftConflict?: { fields: FieldChange[]; by?: string; at?: string };
  /** In a translation: the fields whose English text changed after it was last published. */
  englishChanged?: string[];
  /** In a translation: a copy of the English entry made when it was added, not translated since. */
  untranslated?: boolean;
  /** The pages that show this entry (previews). */
  pages: string[];
  page?: string;
  /** The entry's pending schedules, and those that failed lately. */
  schedules: ContentSchedule[];
  timeZone: string;
  /** What was typed as the time to publish at, and what is wrong with it. */
  scheduleAt?: string;
  scheduleError?: string;
}

function EntryEdit(props: EditProps) {
  const { collection, locale, entry } = props;
  const errors = props.errors ?? {};
  const marked = Object.keys(errors).length;
  const ids = new Map(leaves(props.nodes).map((f, i) => [f.path, `field-${i}`]));
  const changed = new Set(props.englishChanged ?? []);
  return (
    <>
      <p>
        <a href={EDIT}>All content</a> › <a href={`${EDIT}/${encodeURIComponent(collection.name)}`}>{collection.form.label}</a>
      </p>
      <h1>
        <bdi>{entry.label}</bdi> <span className="muted">({locale.englishName})</span>
      </h1>
      {props.siblings.length > 1 ? (
        <p>
          In every language:{" "}
          {props.siblings.map((l, i) => (
            <span key={l.code}>
              {i > 0 ? " · " : ""}
              {l.code === locale.code ? (
                <strong lang={l.code}>{l.name}</strong>
              ) : (
                <a href={entryUrl(collection, l.code, entry.id)} lang={l.code} hrefLang={l.code}>
                  {l.name}
                </a>
              )}
            </span>
          ))}
        </p>
      ) : null}
      {locale.code !== DEFAULT_LOCALE.code ? (
        <p>Figures, links, images and dates are English&apos;s in every language: change them in the English entry.</p>
      ) : null}
      {props.notice ? <Notice kind="ok">{props.notice}</Notice> : null}
      {props.error ? <Notice kind="error">{props.error}</Notice> : null}
      {props.untranslated ? (
        <Notice kind="info">
          Not translated yet: this entry was added in English and copied here, so the website shows its English text in this language until
          this translation is published.
        </Notice>
      ) : props.englishChanged?.length ? (
        <Notice kind="info">
          Out of date: the English text of{" "}
          {props.englishChanged.length === 1 ? "one field" : `${count(props.englishChanged.length)} fields`} changed after this translation
          was last published. {props.englishChanged.length === 1 ? "It is" : "They are"} marked &ldquo;English changed&rdquo; below.
        </Notice>
      ) : null}
      {props.englishChanged?.length || props.untranslated ? (
        <form method="post" action={`${entryUrl(collection, locale.code, entry.id)}/reviewed`} className="review">
          <Csrf token={props.csrf} />
          <input type="hidden" name="revision" value={props.revision} />
          <button type="submit" className="secondary" aria-describedby="reviewed-hint">
            Mark as up to date
          </button>
          <span className="muted" id="reviewed-hint">
            When this translation needs no change for the new English text. Nothing is published.
          </span>
        </form>
      ) : null}
      <FormProblems marked={marked} others={props.others} nothing="Nothing was published" change="this change" />
      {props.conflict ? <ConflictNotice conflict={props.conflict} /> : null}
      {props.draftConflict ? <DraftConflictNotice conflict={props.draftConflict} /> : null}
      {props.draft && !props.draftConflict ? (
        <Notice kind="info">
          This form shows the draft saved by <bdi>{props.draft.actor}</bdi> on {when(props.draft.updatedAt)}. Visitors see the published
          version until it is published.
          {props.draft.behind ? " The published entry has changed since this draft was made: publishing it shows what changed." : ""}
        </Notice>
      ) : null}
      {props.schedules.length > 0 ? (
        <EntrySchedules schedules={props.schedules} timeZone={props.timeZone} csrf={props.csrf} canCancel={props.canPublish} />
      ) : null}
      {props.broken ? (
        <Notice kind="error">This entry cannot be edited here: {props.broken}.</Notice>
      ) : (
        <form method="post" action={entryUrl(collection, locale.code, entry.id)} noValidate className="panel">
          <Csrf token={props.csrf} />
          <input type="hidden" name="base" value={props.base} />
          <input type="hidden" name="revision" value={props.revision} />
          <input type="hidden" name="draft" value={props.draft?.version ?? 0} />
          {!props.canPublish ? (
            <Notice kind="info">You can change this form and preview it; publishing a change needs a publisher or an admin.</Notice>
          ) : null}
          <fieldset className="bare">
            {props.nodes.map((node) => (
              <Node key={node.path} node={node} locale={locale} ids={ids} errors={errors} values={props.values} changed={changed} />
            ))}
            {props.pictures.length > 0 ? <PictureList pictures={props.pictures} /> : null}
            {leaves(props.nodes).some((f) => f.page) ? <PageList /> : null}
            <label htmlFor="publish-message">What changed (shown in the history)</label>
            <input id="publish-message" name="message" type="text" maxLength={200} defaultValue={props.message ?? ""} />
            {props.pages.length > 0 ? (
              <>
                <label htmlFor="preview-page">Preview on</label>
                <select id="preview-page" name="page" defaultValue={props.page ?? props.pages[0]}>
                  {props.pages.map((p) => (
                    <option key={p} value={p}>
                      {p}
                    </option>
                  ))}
                </select>
              </>
            ) : null}
            <p className="inline">
              {props.canPublish ? <button type="submit">Publish</button> : null}
              <button type="submit" className="secondary" formAction={`${entryUrl(collection, locale.code, entry.id)}/draft`}>
                Save draft
              </button>
              {props.draft ? (
                <button type="submit" className="secondary" formAction={`${entryUrl(collection, locale.code, entry.id)}/discard`}>
                  Discard draft
                </button>
              ) : null}
              {props.pages.length > 0 ? (
                <button
                  type="submit"
                  className="secondary"
                  formAction={`${entryUrl(collection, locale.code, entry.id)}/preview`}
                  formTarget="_blank"
                >
                  Preview (opens a new tab)
                </button>
              ) : null}
              {props.pages.length > 0 ? (
                <button
                  type="submit"
                  className="secondary"
                  name="view"
                  value="both"
                  formAction={`${entryUrl(collection, locale.code, entry.id)}/preview`}
                  formTarget="_blank"
                >
                  Phone and desktop (new tab)
                </button>
              ) : null}
            </p>
            {props.canPublish ? <ScheduleFields {...props} /> : null}
          </fieldset>
        </form>
      )}
      {props.canPublish && locale.code === DEFAULT_LOCALE.code && collection.kind === "folder" && collection.form.delete === true ? (
        <form method="post" action={`${entryUrl(collection, locale.code, entry.id)}/remove`} className="review">
          <Csrf token={props.csrf} />
          <button type="submit" className="secondary">
            Remove this {singular(collection)}
          </button>
          <span className="muted">From the website, in every language (you are asked once more).</span>
        </form>
      ) : null}
    </>
  );
}

function ScheduleFields(props: EditProps) {
  const url = entryUrl(props.collection, props.locale.code, props.entry.id);
  return (
    <fieldset className="group" aria-invalid={props.scheduleError ? true : undefined}>
      <legend>Publish later</legend>
      <label htmlFor="schedule-at">Date and time ({props.timeZone})</label>
      <p className="muted mt0" id="schedule-hint">
        In the company&apos;s time zone, {props.timeZone}. The form&apos;s changes are checked now and published within a minute of that
        time; until then visitors see the published version.
      </p>
      <input
        type="datetime-local"
        id="schedule-at"
        name="at"
        step={60}
        min={toZoned(new Date(), props.timeZone)}
        defaultValue={props.scheduleAt ?? ""}
        aria-invalid={props.scheduleError ? true : undefined}
        aria-describedby={props.scheduleError ? "schedule-hint schedule-error" : "schedule-hint"}
      />
      {props.scheduleError ? (
        <p className="error-text" id="schedule-error">
          {props.scheduleError}
        </p>
      ) : null}
      <p className="inline">
        <button type="submit" className="secondary" formAction={`${url}/schedule`}>
          Schedule
        </button>
      </p>
    </fieldset>
  );
}

/** A schedule's state in words. */
function scheduleState(s: ContentSchedule): ReactNode {
  if (s.state === "published")
    return (
      <>
        Published as <a href={`${HISTORY}/${s.revision}`}>revision {s.revision}</a>
      </>
    );
  if (s.state === "failed")
    return (
      <strong className="stale">
        Failed: <bdi>{s.outcome}</bdi>
      </strong>
    );
  if (s.state === "cancelled") return <bdi>{s.outcome ? capital(s.outcome) : "Cancelled"}</bdi>;
  if (s.state === "running") return "Publishing now";
  return "Pending";
}

function CancelButton({ id, csrf, label }: { id: number; csrf: string; label: string }) {
  return (
    <form method="post" action={`${SCHEDULED}/${id}/cancel`} className="cancel">
      <Csrf token={csrf} />
      <button type="submit" className="secondary" aria-label={label}>
        Cancel
      </button>
    </form>
  );
}

function EntrySchedules(props: { schedules: ContentSchedule[]; timeZone: string; csrf: string; canCancel: boolean }) {
  return (
    <section aria-labelledby="schedules-heading" className="panel">
      <h2 id="schedules-heading" className="mt0">
        Scheduled
      </h2>
      <ul>
        {props.schedules.map((s) => (
          <li key={s.id}>
            {zonedText(s.at, props.timeZone)}, by <bdi>{s.actor}</bdi>: {scheduleState(s)}{" "}
            {s.state === "pending" && props.canCancel ? (
              <CancelButton id={s.id} csrf={props.csrf} label={`Cancel the schedule for ${zonedText(s.at, props.timeZone)}`} />
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mb0">
        <a href={SCHEDULED}>All scheduled publishes</a>
      </p>
    </section>
  );
}

function ScheduleList(props: { schedules: ContentSchedule[]; timeZone: string; csrf: string; canCancel: boolean; notice?: string }) {
  return (
    <>
      <p>
        <a href={HISTORY}>Content history</a> · <a href={EDIT}>Edit content</a>
      </p>
      <h1>Scheduled publishes</h1>
      <p>
        Changes set to be published at a time, shown in the company&apos;s time zone, {props.timeZone}. One goes live within a minute of its
        time; if its entry was changed after it was scheduled, or its content no longer passes the website&apos;s checks, it fails and says
        why here.
      </p>
      {props.notice ? <Notice kind="ok">{props.notice}</Notice> : null}
      {props.schedules.length === 0 ? (
        <p>Nothing is scheduled. An entry&apos;s form schedules a change under &ldquo;Publish later&rdquo;.</p>
      ) : (
        <DataTable id="schedules-caption" caption="Scheduled publishes, latest first" headers={["When", "What", "By", "State", ""]}>
          {props.schedules.map((s) => (
            <tr key={s.id}>
              <td className="nowrap">{zonedText(s.at, props.timeZone)}</td>
              <td className="text links">
                {s.files.map((f) => {
                  const entry = entryOfFile(f.file);
                  return <p key={f.file}>{entry ? <a href={entryUrl(entry.collection, entry.locale, entry.id)}>{f.file}</a> : f.file}</p>;
                })}
                <bdi className="muted">{s.message}</bdi>
              </td>
              <td className="text">
                <bdi>{s.actor}</bdi>
              </td>
              <td className="text">{scheduleState(s)}</td>
              <td>
                {s.state === "pending" && props.canCancel ? (
                  <CancelButton id={s.id} csrf={props.csrf} label={`Cancel the schedule for ${zonedText(s.at, props.timeZone)}`} />
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}

/** The English original beside a translated field; a long one folded (a legal page's body runs to pages). */
function English({ id, text }: { id: string; text: string }) {
  const original = (
    <span lang="en" dir="ltr">
      {text || "(empty)"}
    </span>
  );
  if (text.length <= 300)
    return (
      <p className="muted english" id={id}>
        English: {original}
      </p>
    );
  return (
    <details className="english">
      <summary id={id}>The English original</summary>
      <p className="muted english">{original}</p>
    </details>
  );
}

function DraftConflictNotice({ conflict }: { conflict: NonNullable<EditProps["draftConflict"]> }) {
  return (
    <div className="notice error" role="alert">
      <p className="mt0">
        Nothing was saved: {conflict.by ? <bdi>{conflict.by}</bdi> : "someone"} saved a newer draft of this entry
        {conflict.at ? ` on ${when(conflict.at)}` : ""}. The form below still holds yours; saving it again replaces theirs.
      </p>
      {conflict.fields.length ? (
        <ul>
          {conflict.fields.map((f) => (
            <li key={f.field}>
              <code>{f.field || "(the whole file)"}</code>: yours <bdi>{f.before ?? "–"}</bdi>, theirs <bdi>{f.after ?? "–"}</bdi>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ConflictNotice({ conflict }: { conflict: Conflict }) {
  return (
    <div className="notice error" role="alert">
      <p className="mt0">
        Nothing was published: this entry was changed
        {conflict.by ? (
          <>
            {" "}
            by <bdi>{conflict.by}</bdi>
          </>
        ) : null}
        {conflict.revision ? ` (revision ${conflict.revision})` : ""} after you opened it. Their version is live; yours is in the form
        below. Publishing again saves yours over theirs.
      </p>
      {conflict.fields.length ? (
        <ul>
          {conflict.fields.map((f) => (
            <li key={f.field}>
              <code>{f.field || "(the whole file)"}</code>: <bdi>{f.before ?? "–"}</bdi> → <bdi>{f.after ?? "–"}</bdi>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The id of the form's list of the library's pictures (PictureList). */
export const PICTURES_LIST = "library-pictures";

/** The library's pictures, offered by every picture field of the form: the address, named by its file and size. */
export function PictureList({ pictures }: { pictures: readonly MediaInfo[] }) {
  return (
    <datalist id={PICTURES_LIST}>
      {pictures.map((p) => (
        <option key={p.path} value={p.path} label={`${p.name} (${p.width} × ${p.height})`} />
      ))}
    </datalist>
  );
}

/** The id of the form's list of the site's pages (PageList). */
export const PAGES_LIST = "site-pages";

/** The page table's pages (light, default layout), offered by every internal link field: the path, named by its title. */
export function PageList() {
  return (
    <datalist id={PAGES_LIST}>
      {pages
        .filter((p) => p.theme === "light" && p.canonical === p.path)
        .map((p) => (
          <option key={p.path} value={p.path} label={p.title} />
        ))}
    </datalist>
  );
}

export function Node(props: {
  node: FormNode;
  locale: Locale;
  ids: Map<string, string>;
  errors: FieldErrors;
  values?: Record<string, string>;
  changed: ReadonlySet<string>;
}) {
  const { node, errors } = props;
  if (node.type === "group") {
    const error = errors[node.path];
    return (
      <fieldset className="group" aria-invalid={error ? true : undefined}>
        <legend>{node.label}</legend>
        {node.hint ? <p className="muted mt0">{node.hint}</p> : null}
        {error ? <p className="error-text">{error}</p> : null}
        {node.children.map((child) => (
          <Node key={child.path} {...props} node={child} />
        ))}
      </fieldset>
    );
  }
  const id = props.ids.get(node.path)!;
  const error = errors[node.path];
  const value = props.values?.[node.path] ?? node.value;
  const changed = props.changed.has(node.path);
  const described = [
    changed && `${id}-changed`,
    node.hint && `${id}-hint`,
    node.english !== undefined && `${id}-en`,
    error && `${id}-error`,
  ]
    .filter(Boolean)
    .join(" ");
  const text = { lang: props.locale.code, dir: node.ltr ? "ltr" : props.locale.dir };
  const common = {
    id,
    name: `f:${node.path}`,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
    "aria-required": node.required || undefined,
  };
  let control: ReactNode;
  if (node.control === "checkbox") control = <input type="checkbox" {...common} defaultChecked={value === "on"} />;
  else if (node.control === "select")
    control = (
      <select {...common} defaultValue={value}>
        {node.options!.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  else if (node.control === "textarea" || node.control === "markdown")
    control = <textarea {...common} {...text} rows={node.control === "markdown" ? 16 : 3} defaultValue={value} />;
  else if (node.control === "number") control = <input type="text" inputMode="decimal" {...common} dir="ltr" defaultValue={value} />;
  // A picture's field offers the library's pictures (a native list: typing still works, no script needed).
  else
    control = (
      <input
        type={node.control === "date" ? "date" : "text"}
        {...common}
        {...text}
        list={node.picture ? PICTURES_LIST : node.page ? PAGES_LIST : undefined}
        defaultValue={value}
      />
    );
  return (
    <div className={node.control === "checkbox" ? "check" : undefined}>
      <label htmlFor={id}>{node.label}</label>
      {changed ? (
        <p className="stale mt0" id={`${id}-changed`}>
          English changed since this translation was published.
        </p>
      ) : null}
      {node.hint ? (
        <p className="muted mt0" id={`${id}-hint`}>
          {node.hint}
        </p>
      ) : null}
      {control}
      {node.english !== undefined ? <English id={`${id}-en`} text={node.english} /> : null}
      {error ? (
        <p className="error-text" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
