// A new lead's spam score and the reasons for it, both stores alike: the lead's own text (links, known phrases) here,
// the sender's history (a burst of leads, "not spam" before) from the store inside the insert's transaction.
// The numbers and the phrases are data (spam-rules.json), so the team can read and tune them.
import fs from "node:fs";
import type { NewLead } from "./types";

interface SpamRules {
  /** A score at or over it files the lead as spam. */
  threshold: number;
  /** Links a message may hold for nothing (a visitor's own site). */
  linkFree: number;
  pointsPerLink: number;
  pointsPerPhrase: number;
  repeatWindowMinutes: number;
  /** Earlier leads of one address within the window from which a new one adds repeatPoints. */
  repeatAfter: number;
  repeatPoints: number;
  /** A post the time trap could not time. */
  untimedPoints: number;
  /** Lower-case; a lead holding one anywhere adds pointsPerPhrase. */
  phrases: string[];
}

// Read, not imported: Node's loaders differ on JSON modules, and the file is data the team edits.
const rules = JSON.parse(fs.readFileSync(new URL("./spam-rules.json", import.meta.url), "utf8")) as SpamRules;

export const SPAM_RULES: Readonly<SpamRules> = rules;

/** What the form's time trap said of a stored lead (a bot's is never stored: docs/decisions/0014-form-time-trap.md). */
export type TimeTrap = NonNullable<NewLead["timeTrap"]>;

export interface SpamVerdict {
  score: number;
  /** Plain English, one per signal that added to the score. */
  reasons: string[];
}

// http(s)://…, www.…, and the bracketed [url=…] of forum spam; a bare domain is a visitor naming their company.
const LINK = /\bhttps?:\/\/|\bwww\.|\[url[=\]]/gi;

const textOf = (lead: NewLead) => Object.values(lead.fields).filter((v): v is string => typeof v === "string");

/** The part of the score the lead's own text and the time trap give. */
export function contentSignals(lead: NewLead): SpamVerdict {
  const texts = textOf(lead);
  const reasons: string[] = [];
  let score = 0;
  const links = texts.reduce((n, t) => n + (t.match(LINK)?.length ?? 0), 0);
  if (links > rules.linkFree) {
    score += (links - rules.linkFree) * rules.pointsPerLink;
    reasons.push(`${links} links`);
  }
  const lower = texts.join("\n").toLowerCase();
  const phrases = rules.phrases.filter((p) => lower.includes(p));
  if (phrases.length) {
    score += phrases.length * rules.pointsPerPhrase;
    reasons.push(`Known spam ${phrases.length === 1 ? "phrase" : "phrases"}: ${phrases.map((p) => `"${p}"`).join(", ")}`);
  }
  if (lead.timeTrap === "untimed" && rules.untimedPoints) {
    score += rules.untimedPoints;
    reasons.push("Sent without the form's start time (the time trap could not check it)");
  }
  return { score, reasons };
}

/** Adds the sender's burst: `earlier` leads from the same address within the window before this one. */
export function withSender(verdict: SpamVerdict, earlier: number): SpamVerdict {
  if (earlier < rules.repeatAfter) return verdict;
  return {
    score: verdict.score + rules.repeatPoints,
    reasons: [...verdict.reasons, `${earlier + 1} leads from this address within ${rules.repeatWindowMinutes} minutes`],
  };
}

/** Since when earlier leads of the sender count as a burst. */
export const repeatSince = (at: Date): Date => new Date(at.getTime() - rules.repeatWindowMinutes * 60_000);

/** Filed as spam on arrival: a high score, unless the team said "not spam" to this sender before. Comments are moderated instead. */
export const autoSpam = (lead: NewLead, verdict: SpamVerdict, trusted: boolean): boolean =>
  lead.kind !== "comment" && !trusted && verdict.score >= rules.threshold;

/** How a sender is remembered ("not spam"): the address, trimmed and lower-cased. */
export const senderKey = (email: string): string => email.trim().toLowerCase();

/** The whole verdict on arrival, once the store has looked up the sender's burst and trust. */
export function judgeLead(lead: NewLead, earlier: number, trusted: boolean): SpamVerdict & { spam: boolean } {
  const verdict = withSender(contentSignals(lead), earlier);
  return { ...verdict, spam: autoSpam(lead, verdict, trusted) };
}
