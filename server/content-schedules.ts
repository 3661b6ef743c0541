// Scheduled publishes (docs/decisions/0036-scheduled-publishing.md): every instance looks for due schedules every few
// seconds; the store hands each one to one instance (claimSchedule), whose revision commits with the schedule's end
// (finishSchedule), so a schedule runs once however many instances look. An instance that stops mid-run leaves its
// claim to go stale; another one then takes it over, and the first one's late end is refused.
import crypto from "node:crypto";
import { formatIssue } from "../app/content/files/validate";
import { contentIssues } from "./content-files";
import { heldMedia, missingMedia } from "./media";
import { contentHash, type ContentSchedule, type ContentStore } from "./store/content-types";

/** How often an instance looks for due schedules: a schedule goes live within this and a render of its time. */
export const SCHEDULE_EVERY_MS = 5_000;
/** A claim this old is taken to be an instance's that stopped. */
export const SCHEDULE_STALE_MS = 120_000;
// A revision stored by someone else between reading the latest and storing: read it again, a few times.
const ATTEMPTS = 5;

export interface ScheduleRunnerOptions {
  content: () => Promise<ContentStore>;
  /** Brings this instance's pages to the store's latest revision (server/live-content.ts). */
  sync?: () => Promise<unknown>;
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  now?: () => Date;
}

export interface ScheduleRunner {
  /** Runs every schedule due now that no other instance holds; resolves with how many this one ended. */
  runDue(): Promise<number>;
  follow(everyMs?: number): () => void;
}

export function scheduleRunner({ content, sync, log, now = () => new Date() }: ScheduleRunnerOptions): ScheduleRunner {
  let running: Promise<number> | undefined;

  /** Why a due schedule cannot be published on top of `files`, or its files as they would be. */
  function planned(
    schedule: ContentSchedule,
    files: Record<string, string>,
    held: ReadonlySet<string>,
  ): { failure: string } | { files: Record<string, string> } {
    const moved = schedule.files.filter((f) => files[f.file] === undefined || contentHash(files[f.file]!) !== f.baseHash);
    if (moved.length > 0)
      return {
        failure:
          `${moved.map((f) => f.file).join(", ")} was changed after this was scheduled, so publishing it would undo that change. ` +
          "Open the entry, check it and schedule it again.",
      };
    const next = { ...files };
    for (const f of schedule.files) next[f.file] = f.body;
    const issues = contentIssues(next);
    if (issues.length === 0) issues.push(...missingMedia(next, held));
    if (issues.length > 0) return { failure: `The content checks refused it: ${issues.slice(0, 3).map(formatIssue).join("; ")}` };
    return { files: next };
  }

  async function runOne(store: ContentStore, schedule: ContentSchedule, claim: string): Promise<boolean> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const latestId = await store.latestRevision();
      const latest = latestId ? await store.revision(latestId) : undefined;
      const plan = planned(schedule, latest?.files ?? {}, await heldMedia(store));
      const result = await store.finishSchedule(
        schedule.id,
        claim,
        "failure" in plan
          ? plan
          : {
              revision: {
                files: plan.files,
                actor: schedule.actor,
                source: "desk",
                message: schedule.message || `Scheduled publish ${schedule.id}`,
                basedOn: latestId,
              },
            },
      );
      if (result.outcome === "conflict") continue;
      if (result.outcome === "lost") return false;
      if (result.outcome === "failed") {
        log?.error({ schedule: schedule.id, reason: "failure" in plan ? plan.failure : "" }, "Content: a scheduled publish failed");
        return true;
      }
      log?.info({ schedule: schedule.id, revision: result.id }, "Content: a scheduled publish was stored");
      // Its drafts are published: each goes unless someone saved a newer version of it meanwhile.
      for (const f of schedule.files)
        if (f.draftVersion > 0) await store.discardDraft(f.file, f.draftVersion, schedule.actor).catch(() => false);
      await sync?.().catch((err: unknown) => log?.error({ err }, "Content: a scheduled revision did not render here"));
      return true;
    }
    // Still claimed: taken over (and tried again) once the claim is stale.
    log?.error({ schedule: schedule.id }, "Content: a scheduled publish kept meeting newer revisions; it is tried again later");
    return false;
  }

  async function runDue(): Promise<number> {
    const store = await content();
    let ended = 0;
    for (;;) {
      const claim = crypto.randomUUID();
      const at = now();
      const schedule = await store.claimSchedule(at, claim, new Date(at.getTime() - SCHEDULE_STALE_MS));
      if (!schedule) return ended;
      if (await runOne(store, schedule, claim)) ended++;
    }
  }

  // One run at a time on an instance: a slow one is not overtaken by the next tick.
  const once = () => (running ??= runDue().finally(() => (running = undefined)));
  return {
    runDue: once,
    follow(everyMs = SCHEDULE_EVERY_MS) {
      const timer = setInterval(() => {
        once().catch((err: unknown) => log?.error({ err }, "Content: could not look for scheduled publishes"));
      }, everyMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
