/**
 * `npm run leads -- comments`, `approve <id>`, `reject <id>` and `unpublish <id>`: comment moderation.
 * Visitors' comments are stored pending; an approved one shows under the article on
 * every layout and dark twin of /blog/blog-details at the next page load (the server notices
 * the store's comments version: server/article-pages.ts), a rejected one never does, and an
 * unpublished one (approved, then taken off) leaves the article again. Every decision can be
 * changed back: approving a rejected or unpublished comment publishes it again. A decision the
 * comment already has, an unknown id or a lead that is not a comment is refused with exit code 1,
 * saying why. Every decision is written to the desk's audit log with the actor "cli".
 */
import path from "node:path";
import { parseArgs } from "node:util";
import type { StoreOptions } from "../store";
import type { CommentRow, CommentStatus, LeadStore } from "../store/types";
import { textTable } from "./text-table";

export interface CommentsIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

export const COMMENTS_USAGE = `       npm run leads -- comments                       comments waiting for a moderator, oldest first
         (--status approved, rejected or all for the others)
       npm run leads -- approve <id>                   publish a comment under the article (a rejected or unpublished one again)
       npm run leads -- reject <id>                    turn a waiting comment down (approve still publishes it later)
       npm run leads -- unpublish <id>                 take an approved comment off its article
         (all four take --db <file>; with DATABASE_URL they work on PostgreSQL)
`;

type WithStore = (where: { db: string; databaseUrl?: string }, fn: (store: LeadStore | undefined) => Promise<number>) => Promise<number>;

const STATUSES = ["pending", "approved", "rejected", "all"] as const;

export type Decision = "approve" | "reject" | "unpublish";

/**
 * Text a visitor wrote, made safe for a terminal: control characters (an escape sequence could
 * rewrite the moderator's screen) and bidirectional overrides become "?", white space one space.
 */
export function terminalText(text: string, max: number): string {
  const flat = text
    .replace(/\s+/g, " ")
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "?")
    .trim();
  const chars = [...flat];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : flat;
}

const firstLine = (text: string) => text.trim().split(/\r\n|\r|\n/)[0];
const utc = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;
const author = (c: Pick<CommentRow, "firstName" | "lastName">) => terminalText([c.firstName, c.lastName].filter(Boolean).join(" "), 40);

/** Comments as a table: id, when it was sent, name, page, the first line of the text. */
export function commentsTable(comments: CommentRow[], status: CommentStatus | "all"): string {
  if (comments.length === 0)
    return status === "pending" ? "No comment is waiting for a moderator.\n" : `No ${status === "all" ? "" : `${status} `}comments.\n`;
  const header = ["ID", "Received (UTC)", ...(status === "all" ? ["Status"] : []), "Name", "Page", "Comment (first line)"];
  const body = comments.map((c) => [
    String(c.id),
    c.createdAt.slice(0, 16).replace("T", " "),
    ...(status === "all" ? [c.status] : []),
    author(c),
    terminalText(c.page, 40),
    terminalText(firstLine(c.message), 60),
  ]);
  const count = `${comments.length} ${status === "all" ? "" : `${status} `}comment${comments.length === 1 ? "" : "s"}.`;
  const hint = status === "pending" ? " npm run leads -- approve <id> publishes one, reject <id> turns it down." : "";
  return [...textTable(header, body), "", count + hint, ""].join("\n");
}

/** Approves, rejects or unpublishes one comment, saying what happened; 1 when nothing changed. */
export async function decideComment(store: LeadStore, id: number, decision: Decision, io: CommentsIo): Promise<number> {
  const lead = await store.get(id);
  if (!lead) {
    io.err(`There is no lead with id ${id}. npm run leads -- comments lists the comments waiting.\n`);
    return 1;
  }
  if (lead.kind !== "comment") {
    const only = decision === "unpublish" ? "only an approved comment is unpublished" : "only comments are approved or rejected";
    io.err(`Lead ${id} is a ${lead.kind} form, not a comment: ${only}.\n`);
    return 1;
  }
  // Approving a rejected or unpublished comment publishes it again: the store's own decision for that change.
  const again = decision === "approve" && lead.status === "rejected";
  const made = again ? "republish" : decision;
  const changed = await store.desk.decideComment(id, made, {
    actor: "cli",
    action: `comment-${made}`,
    target: `comment ${id}`,
    detail: "",
  });
  // As it is now (decided by this command, or by someone else a moment before).
  const [comment] = await store.listComments({ id });
  const who = `comment ${id} by ${author(comment)} (sent ${utc(comment.createdAt)} from ${terminalText(comment.page, 80)})`;
  if (!changed) {
    io.err(`Nothing changed: ${who} ${await notChanged(store, comment, decision)}.\n`);
    return 1;
  }
  io.out(
    decision === "approve"
      ? `${again ? "Published again" : "Approved"} ${who}. It now shows under the article ${comment.article} and its other layouts, from the next page load.\n`
      : decision === "reject"
        ? `Rejected ${who}. It is not shown; npm run leads -- approve ${id} would still publish it.\n`
        : `Unpublished ${who}: it leaves the article ${comment.article} and its other layouts at the next page load; npm run leads -- approve ${id} publishes it again.\n`,
  );
  return 0;
}

// Why a decision changed nothing, in the words of the comment's state.
async function notChanged(store: LeadStore, comment: CommentRow, decision: Decision): Promise<string> {
  const when = comment.decidedAt ? ` on ${utc(comment.decidedAt)}` : "";
  if (decision === "reject" && comment.status === "approved")
    return `is approved and published${when}: npm run leads -- unpublish ${comment.id} takes it off the article`;
  if (decision !== "unpublish") return `was already ${comment.status}${when}`;
  if (comment.status === "pending") return `is pending, not approved: npm run leads -- reject ${comment.id} turns it down`;
  if (comment.status !== "rejected") return `is ${comment.status}`;
  const unpublishedAt = (await store.desk.getLead(comment.id))?.unpublishedAt;
  return unpublishedAt ? `was already unpublished on ${utc(unpublishedAt)}` : `was rejected${when}, never published`;
}

/** `comments`, `approve`, `reject` and `unpublish` with their options, on the configured store (`--db` overrides its SQLite file); resolves with the exit code. */
export async function runCommentsCommand(
  command: "comments" | Decision,
  argv: string[],
  io: CommentsIo,
  store: StoreOptions,
  withStore: WithStore,
): Promise<number> {
  let values;
  let id = 0;
  try {
    let positionals: string[];
    ({ values, positionals } = parseArgs({
      args: argv,
      options: {
        db: { type: "string" },
        status: { type: "string", default: "pending" },
        help: { type: "boolean", default: false },
      },
      allowPositionals: command !== "comments",
      strict: true,
    }));
    if (command === "comments" && !(STATUSES as readonly string[]).includes(values.status!)) {
      throw new Error(`--status: "${values.status}" is not one of ${STATUSES.join(", ")}.`);
    }
    if (command !== "comments" && values.status !== "pending") throw new Error(`${command} takes no --status.`);
    if (command !== "comments" && !values.help) {
      if (positionals.length !== 1 || !/^[1-9]\d{0,15}$/.test(positionals[0])) {
        throw new Error(`${command} takes the id of one comment, as npm run leads -- comments lists it: npm run leads -- ${command} 42`);
      }
      id = Number(positionals[0]);
    }
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\nUsage: ${COMMENTS_USAGE.trimStart()}`);
    return 2;
  }
  if (values.help) {
    io.out(`Usage: ${COMMENTS_USAGE.trimStart()}`);
    return 0;
  }
  const where = { db: values.db ? path.resolve(values.db) : store.databasePath, databaseUrl: store.databaseUrl };
  const status = values.status as CommentStatus | "all";
  try {
    return await withStore(where, async (opened) => {
      if (!opened) {
        io.err(`No database at ${where.db} yet: no comment has been sent.\n`);
        return command === "comments" ? 0 : 1;
      }
      if (command === "comments") {
        io.out(commentsTable(await opened.listComments(status === "all" ? {} : { status }), status));
        return 0;
      }
      return decideComment(opened, id, command, io);
    });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
