// Publishing content from the desk (an edit, a rollback): checked as the build checks content, stored as a new
// revision made from the latest with its audit entry in one transaction, then said to be live only once this server
// serves it (docs/decisions/0034-desk-content-history.md).
import type { Request, RequestHandler, Response } from "express";
import type { ReactNode } from "react";
import type { ContentIssue } from "../../app/content/files/validate";
import { contentIssues } from "../content-files";
import { heldMedia, missingMedia } from "../media";
import type { ContentFiles, ContentSource } from "../store/content-types";
import type { LeadStore } from "../store/types";
import type { DeskRole } from "../store/desk-types";
import type { Chrome } from "./views";

/** What the desk needs of the served content (server/live-content.ts); none under `npm run dev`, which serves files. */
export interface ServedContent {
  /** Brings this server's pages to the store's latest revision; resolves once they are switched in. */
  sync(): Promise<unknown>;
  /** The revision this server serves. */
  revision(): number;
  /** The pages of a language (URL paths) that read a collection. */
  readers?(collection: string, code: string): string[];
  /** A page as it would be with `files`, which are not stored. */
  preview?(files: ContentFiles, urlPath: string): Promise<string>;
}

export type Published =
  | { outcome: "problems"; issues: ContentIssue[] }
  /** Another revision was stored after `basedOn`. */
  | { outcome: "conflict"; latest: number }
  /** Stored (or already the latest, `same`), and how far this server got with it. */
  | { outcome: "stored"; id: number; done: "live" | "following" | "unserved" | "same" };

export interface PublishDeps {
  served?: ServedContent;
  log?: { error(fields: object, message: string): void };
}

export async function publishContent(
  deps: PublishDeps,
  content: LeadStore["content"],
  revision: { files: ContentFiles; actor: string; source: ContentSource; message: string; basedOn: number },
): Promise<Published> {
  const issues = contentIssues(revision.files);
  if (issues.length === 0) issues.push(...missingMedia(revision.files, await heldMedia(content)));
  if (issues.length > 0) return { outcome: "problems", issues };
  const saved = await content.saveRevision({ ...revision, basedOn: revision.basedOn || null });
  if (saved.outcome === "conflict") return saved;
  if (saved.outcome === "unchanged") return { outcome: "stored", id: saved.id, done: "same" };
  if (!deps.served) return { outcome: "stored", id: saved.id, done: "unserved" };
  // Stored whatever happens next: a render that fails here is the instances' to retry (they poll), not this
  // request's 503, which would say nothing changed.
  await deps.served.sync().catch((error: unknown) => deps.log?.error({ err: error }, "desk: a published revision did not render here"));
  return { outcome: "stored", id: saved.id, done: deps.served.revision() >= saved.id ? "live" : "following" };
}

/** What the desk says after a publish, by `?done=`. */
export const PUBLISH_DONE: Record<string, string> = {
  confirmed: "Thank you. For the next ten minutes the desk will not ask again.",
  live: "Published: the website shows this content now.",
  following:
    "Stored, but the website does not show it yet: the servers switch to it within seconds. If this revision is still not marked live after a minute, the server's log says why.",
  unserved: "Stored. This server shows the files in content/ (npm run dev), not the stored revisions; the production server does.",
  same: "Nothing to publish: this is already the live content.",
};

/** What the desk says after adding or removing an entry (server/desk/content-entries.tsx), by `?done=`. */
export const ENTRY_DONE: Record<string, string> = Object.fromEntries(
  Object.entries(PUBLISH_DONE).flatMap(([key, text]) => [
    [
      `added-${key}`,
      `Added. ${text} Its translations start as the English text: each is marked "not translated yet" until it is published.`,
    ],
    [`removed-${key}`, `Removed in every language. ${text}`],
  ]),
);

/** What the Content screens need of the desk's router (server/desk/router.ts). */
export interface ContentScreenDeps extends PublishDeps {
  get(path: string, handler: RequestHandler): void;
  post(path: string, ...handlers: RequestHandler[]): void;
  /** The desk's gate: session, then a POST's CSRF token, then the role. */
  signedIn(handler: (req: Request, res: Response) => Promise<void>, options?: { role?: DeskRole }): RequestHandler;
  body: RequestHandler;
  send(res: Response, status: number, title: string, content: ReactNode, chrome?: Partial<Chrome>): void;
  chromeOf(req: Request, current?: string): Partial<Chrome>;
  store(req: Request): LeadStore;
  /** The company's time zone (COMPANY_TIME_ZONE). */
  timeZone: string;
}

/** The store's latest revision: its number and files (undefined before the first is stored). */
export async function latestContent(content: Pick<LeadStore["content"], "latestRevision" | "revision">) {
  const id = await content.latestRevision();
  const revision = id ? await content.revision(id) : undefined;
  return revision ? { id, files: revision.files } : undefined;
}
