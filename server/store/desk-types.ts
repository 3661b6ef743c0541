// What the team's desk (server/desk/) needs of the lead store, on SQLite and PostgreSQL alike (docs/decisions/0022-desk.md).
// Every change a person makes is written with its audit entry in one transaction.
import type { FormKind } from "../../shared/forms/fields";
import type { LeadContext } from "../../shared/forms/lead-context";
import type { Channel, CommentStatus, LeadRow, OutboxEntry, OutboxState } from "./types";

/** Each role may do what the ones before it may: editors leads, comments and content drafts; publishers also publish. */
export const DESK_ROLES = ["editor", "publisher", "admin"] as const;
export type DeskRole = (typeof DESK_ROLES)[number];

export const roleAtLeast = (role: DeskRole, needed: DeskRole) => DESK_ROLES.indexOf(role) >= DESK_ROLES.indexOf(needed);

// How the team files a lead; a comment's moderation (pending, approved, rejected) is a separate thing.
export const LEAD_STATUSES = ["new", "read", "archived", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Who did it: a desk user's e-mail, or "cli" for the command line. */
export type Actor = string;

export interface AuditInput {
  actor: Actor;
  /** e.g. "sign-in", "sign-in-failed", "lead-status", "comment-approve", "export", "erase", "user-add". */
  action: string;
  /** What it was done to: "lead 42", "user ada@example.com", an e-mail address; "" when nothing. */
  target: string;
  /** Short, human-readable ("new → read", "12 leads"). Never a password or a token. */
  detail: string;
}

export interface AuditEntry extends AuditInput {
  id: number;
  /** The first time, when several were folded into one entry. */
  at: string;
  /** How many times it happened: failed sign-ins of one client within one minute are one entry; 1 otherwise. */
  count: number;
}

/** The audit log's filters: each narrows it; `from` and `to` are inclusive days (UTC), as the desk shows times. */
export interface AuditFilter {
  actor?: string;
  action?: string;
  /** YYYY-MM-DD. */
  from?: string;
  /** YYYY-MM-DD. */
  to?: string;
}

/** The fold of a repeated event: the entry's target when every one named the same, this when they differ. */
export const SEVERAL_TARGETS = "(several)";

export interface DeskUser {
  id: number;
  /** As entered; unique whatever its case. */
  email: string;
  role: DeskRole;
  disabled: boolean;
  /** False until the one-time link has been used (or a password set from the CLI). */
  hasPassword: boolean;
  createdAt: string;
  /** The current sign-in, and the one before it ("what is new since last time"). */
  lastSignInAt: string | null;
  previousSignInAt: string | null;
}

export interface DeskSession {
  user: DeskUser;
  /** Tied to this session; every state-changing desk request must carry it. */
  csrfToken: string;
  createdAt: string;
  lastSeenAt: string;
  /** The absolute end; the idle end is lastSeenAt + the idle timeout. */
  expiresAt: string;
  /** When its person last gave their password (at sign-in or to confirm a sensitive step). */
  authenticatedAt: string;
}

/** A session as its person sees it in "Your sessions" (never its id, only the id's hash). */
export interface SessionInfo {
  idHash: string;
  createdAt: string;
  lastSeenAt: string;
  authenticatedAt: string;
  /** The browser's User-Agent as sent at sign-in (visitor-supplied text: shown isolated). */
  device: string;
  /** A short prefix of the client address's salted hash: tells networks apart without naming one. */
  network: string;
}

/** A second factor of a person's sign-in: an authenticator app's codes (TOTP, RFC 6238), or a passkey (WebAuthn). */
export interface DeskFactor {
  id: number;
  userId: number;
  kind: "totp" | "passkey";
  /** The person's name for it ("work phone"). */
  name: string;
  createdAt: string;
  /** null until its first code was entered: until then it plays no part in signing in. */
  confirmedAt: string | null;
  lastUsedAt: string | null;
}

/**
 * A factor with what checking its codes needs: the secret as sealed (AES-256-GCM) and the last time step used. A
 * passkey's are "" and null: it has no codes.
 */
export interface DeskFactorSecret extends DeskFactor {
  secretEncrypted: string;
  lastStep: number | null;
}

/** A passkey with what checking its answers needs (none of it secret: the private key never leaves the authenticator). */
export interface DeskPasskey extends DeskFactor {
  kind: "passkey";
  /** base64url, as WebAuthn's JSON carries it. */
  credentialId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  /** The authenticator's signature counter at the last use (0: it keeps none). */
  signCount: number;
  transports: string[];
}

/**
 * What a WebAuthn challenge was made for: adding a passkey, the step after a password, a sign-in by passkey alone, or
 * confirming it's you before a sensitive step.
 */
export type WebauthnPurpose = "enrol" | "factor" | "sign-in" | "confirm";

/** One recovery code as stored: a per-code salt and the SHA-256 of salt and code; never the code. */
export interface RecoveryCodeHash {
  salt: string;
  codeHash: string;
}

export interface StoredRecoveryCode extends RecoveryCodeHash {
  id: number;
}

/** Between the password and the second step: what a `__Host-desk-pending` cookie's token allows. */
export type PendingPurpose = "factor" | "enrol";

export interface PendingSignIn {
  user: DeskUser;
  purpose: PendingPurpose;
  expiresAt: string;
}

/** With what led to the form (LeadContext: plan, service, campaign, where from, language), "" when not known. */
export interface DeskLead extends LeadRow, LeadContext {
  deskStatus: LeadStatus;
  /** Comments: the article's canonical path; "" otherwise. */
  article: string;
  decidedAt: string | null;
  /** An approved comment taken off its article again. */
  unpublishedAt: string | null;
  /** A subscription: what the subscriber agreed to, as shown to them when they sent it (at `createdAt`); "" otherwise. */
  consentText: string;
  /** A subscription: when its subscriber confirmed it (double opt-in), or null while it waits; null for other kinds. */
  confirmedAt: string | null;
  /** Given on arrival (store/spam.ts): at or over the threshold, the lead went to Spam unless its sender was trusted. */
  spamScore: number;
  /** Why, in plain English; empty when nothing added to the score. */
  spamReasons: string[];
}

export const LEAD_SORTS = ["newest", "oldest"] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export interface LeadQuery {
  /** One kind; every kind when absent (the inbox). */
  kind?: FormKind;
  /** One status; when absent, every status but spam (Spam is a folder of its own) unless `withSpam`. */
  status?: LeadStatus;
  /** With no status: spam too (the whole export). */
  withSpam?: boolean;
  /** Part of any field (names, e-mail, phone, subject, message, article), any case. */
  q?: string;
  /** Only the leads given to this desk user ("mine"). */
  ownerId?: number;
  /** Received at or after this instant. */
  from?: Date;
  /** Received before this instant. */
  before?: Date;
  /** Newest first unless "oldest". */
  sort?: LeadSort;
}

export const COMMENT_DECISIONS = ["approve", "reject", "unpublish", "republish"] as const;
export type CommentDecision = (typeof COMMENT_DECISIONS)[number];

/** The state a decision starts from and the one it leads to. */
export const DECISION_STATES: Record<CommentDecision, { from: CommentStatus; to: CommentStatus }> = {
  approve: { from: "pending", to: "approved" },
  reject: { from: "pending", to: "rejected" },
  unpublish: { from: "approved", to: "rejected" },
  republish: { from: "rejected", to: "approved" },
};

export interface DeskComment {
  id: number;
  status: CommentStatus;
  createdAt: string;
  page: string;
  article: string;
  firstName: string;
  lastName: string;
  email: string;
  message: string;
  decidedAt: string | null;
  unpublishedAt: string | null;
}

export interface DeliveryRow extends OutboxEntry {
  kind: FormKind;
  /** The lead's e-mail, so a person can tell which lead it was. */
  email: string;
}

export interface ErasePreview {
  email: string;
  leads: { id: number; kind: FormKind; createdAt: string }[];
  deliveries: number;
}

export interface DeskStore {
  // People. E-mails compare case-insensitively.
  /** undefined when a user with that e-mail exists. */
  createUser(
    input: { email: string; role: DeskRole; passwordHash: string | null },
    audit: AuditInput,
    now?: Date,
  ): Promise<DeskUser | undefined>;
  getUser(id: number): Promise<DeskUser | undefined>;
  /** With the stored hash, for sign-in. */
  findUserByEmail(email: string): Promise<(DeskUser & { passwordHash: string | null }) | undefined>;
  listUsers(): Promise<DeskUser[]>;
  /** Disabling or a new password ends every session of that user at once (a new password also cancels their unused links). False for an unknown id. */
  updateUser(
    id: number,
    change: { role?: DeskRole; disabled?: boolean; passwordHash?: string },
    audit: AuditInput,
    now?: Date,
  ): Promise<boolean>;

  /** Stores a one-time link's token hash; the user's older links stop working. */
  createPasswordToken(userId: number, tokenHash: string, expiresAt: Date, audit: AuditInput, now?: Date): Promise<void>;
  /** The user a live, unused token belongs to (disabled users have none). */
  passwordTokenUser(tokenHash: string, now?: Date): Promise<DeskUser | undefined>;
  /** Uses the token (once, atomically), sets the password and ends the user's sessions; false if the token is not live. */
  setPasswordWithToken(
    tokenHash: string,
    passwordHash: string,
    audit: Omit<AuditInput, "actor" | "target">,
    now?: Date,
  ): Promise<DeskUser | undefined>;

  // Sessions: the cookie holds a random id, the store only its SHA-256.
  /** Also records the sign-in (lastSignInAt, previousSignInAt) and its audit entry. */
  createSession(
    input: { idHash: string; userId: number; csrfToken: string; expiresAt: Date; device?: string; network?: string },
    audit: AuditInput,
    now?: Date,
  ): Promise<void>;
  /** undefined when unknown, past its absolute end, idle longer than idleMs, or its user is disabled. Refreshes lastSeenAt. */
  getSession(idHash: string, idleMs: number, now?: Date): Promise<DeskSession | undefined>;
  deleteSession(idHash: string, audit: AuditInput | null, now?: Date): Promise<void>;
  /** Returns how many ended. */
  deleteUserSessions(userId: number, audit: AuditInput | null, now?: Date): Promise<number>;
  /** A person's sessions that have not reached their absolute end, the most recently seen first. */
  listSessions(userId: number, now?: Date): Promise<SessionInfo[]>;
  /** Ends the person's sessions but `keep` (theirs, or everyone's with userId null); returns how many ended. */
  deleteOtherSessions(userId: number | null, keep: string, audit: AuditInput, now?: Date): Promise<number>;
  /**
   * Remembers that the person signed in from this browser and network (a fingerprint, not the values): "known" when
   * they had before, "new" when not, "first" when it is the first one remembered for them.
   */
  rememberDevice(userId: number, fingerprint: string, now?: Date): Promise<"first" | "new" | "known">;
  /** Records that the session's person gave their password again now (re-authentication), audited. */
  confirmSession(idHash: string, audit: AuditInput, now?: Date): Promise<void>;

  // Second factors (TOTP) and recovery codes. Every change is audited in its transaction.
  /**
   * A new, unconfirmed factor of the user (their earlier unconfirmed ones are deleted: one enrolment at a time); its id.
   * Nothing is audited: it plays no part until confirmed.
   */
  startFactor(input: { userId: number; name: string; secretEncrypted: string }, now?: Date): Promise<number>;
  /** The user's unconfirmed factor, when there is one younger than `maxAgeMs`. */
  unconfirmedFactor(userId: number, maxAgeMs: number, now?: Date): Promise<DeskFactorSecret | undefined>;
  /**
   * Confirms the user's unconfirmed factor with its name and the step of its first code (atomically: false when it is
   * gone, confirmed already, or another user's). Audited.
   */
  confirmFactor(id: number, userId: number, name: string, step: number, audit: AuditInput, now?: Date): Promise<boolean>;
  /** The user's confirmed factors, oldest first. */
  listFactors(userId: number): Promise<DeskFactorSecret[]>;
  /**
   * Records that a code of time step `step` was used, atomically: true only when `step` is after the last one used by
   * this factor, so of two requests with one code only one passes (RFC 6238 section 5.2).
   */
  useFactorStep(id: number, step: number, now?: Date): Promise<boolean>;
  /** Removes one of the user's confirmed factors; with the last one, their recovery codes go too. False when not found. */
  removeFactor(id: number, userId: number, audit: AuditInput, now?: Date): Promise<boolean>;
  /** Replaces every recovery code of the user (used or not) with these. Audited. */
  replaceRecoveryCodes(userId: number, codes: RecoveryCodeHash[], audit: AuditInput, now?: Date): Promise<void>;
  /** The user's unused recovery codes. */
  unusedRecoveryCodes(userId: number): Promise<StoredRecoveryCode[]>;
  /** Uses one recovery code (once, atomically); how many unused ones are left, or undefined when it was used already. Audited. */
  useRecoveryCode(id: number, userId: number, audit: AuditInput, now?: Date): Promise<number | undefined>;
  /** Adds a confirmed passkey; its id, or undefined when that credential is registered already (to anyone). Audited. */
  addPasskey(
    input: { userId: number; name: string; credentialId: string; publicKey: string; signCount: number; transports: string[] },
    audit: AuditInput,
    now?: Date,
  ): Promise<number | undefined>;
  /** The user's passkeys, oldest first. */
  listPasskeys(userId: number): Promise<DeskPasskey[]>;
  /** The passkey of that credential id, whoever's it is, when its person is not disabled. */
  findPasskey(credentialId: string): Promise<DeskPasskey | undefined>;
  /**
   * Records a use with the authenticator's new counter, atomically: false when the counter did not go up (two copies
   * of one authenticator, WebAuthn section 6.1.1), unless it keeps none (0 then and now).
   */
  usePasskey(id: number, signCount: number, now?: Date): Promise<boolean>;
  /** Stores a challenge for the cookie's token (and deletes every challenge past its end). */
  createWebauthnChallenge(
    input: { tokenHash: string; purpose: WebauthnPurpose; userId: number | null; challenge: string; expiresAt: Date },
    now?: Date,
  ): Promise<void>;
  /** Takes the challenge (deleted: each answers once); undefined when unknown, past its end or of another purpose. */
  takeWebauthnChallenge(
    tokenHash: string,
    purpose: WebauthnPurpose,
    now?: Date,
  ): Promise<{ challenge: string; userId: number | null } | undefined>;
  /** Removes the user's factors, recovery codes, pending sign-ins and sessions (the command line's reset). Audited. */
  resetFactors(userId: number, audit: AuditInput, now?: Date): Promise<{ factors: number; codes: number }>;

  // The state between the password and the second step: the cookie holds a random token, the store only its SHA-256.
  /** Also deletes every pending sign-in past its end. */
  createPendingSignIn(input: { tokenHash: string; userId: number; purpose: PendingPurpose; expiresAt: Date }, now?: Date): Promise<void>;
  /** undefined when unknown, used, past its end, or its user is disabled. */
  pendingSignIn(tokenHash: string, now?: Date): Promise<PendingSignIn | undefined>;
  /**
   * Uses the pending sign-in (once, atomically) and creates the session as createSession does, with its audit entry, in
   * one transaction. undefined when it was not live (used, ended, unknown, a disabled user, not of `purpose`).
   */
  completeSignIn(
    tokenHash: string,
    purpose: PendingPurpose,
    session: { idHash: string; csrfToken: string; expiresAt: Date; device?: string; network?: string },
    audit: Omit<AuditInput, "actor" | "target">,
    now?: Date,
  ): Promise<DeskUser | undefined>;

  /** Forgets a rate-limit key's events (a successful sign-in clears the account's failures). */
  clearRate(key: string): Promise<void>;
  /** Gives back one event of a key, recorded at `at` by `consume` (a right password returns the client's slot). */
  releaseRate(key: string, at: Date): Promise<void>;

  // Leads, newest first.
  listLeads(query: LeadQuery, page: { limit: number; offset: number }): Promise<{ rows: DeskLead[]; total: number }>;
  /** The whole view, read in batches (export): never all in memory. */
  streamLeads(query: LeadQuery, batchSize?: number): AsyncIterable<DeskLead>;
  getLead(id: number): Promise<DeskLead | undefined>;
  /** Ids of the neighbours in the same view: prev is newer, next is older. */
  neighbours(id: number, query: LeadQuery): Promise<{ prev?: number; next?: number }>;
  setLeadStatus(ids: number[], status: LeadStatus, audit: AuditInput, now?: Date): Promise<number>;
  /**
   * Not spam: the lead goes back to the inbox (as new) and its sender's later leads are never filed as spam on arrival.
   * Audited; false for an unknown lead.
   */
  markNotSpam(id: number, audit: AuditInput, now?: Date): Promise<boolean>;
  /** Into Spam; the sender is no longer trusted (their "not spam" is taken back). Audited; false for an unknown lead. */
  markSpam(id: number, audit: AuditInput, now?: Date): Promise<boolean>;
  /** Whether the team said "not spam" to this address. */
  isTrustedSender(email: string): Promise<boolean>;
  /** Leads per kind created after `since`, and unread ones; spam counts in neither. */
  counts(since: Date | null): Promise<{ newSince: Record<FormKind, number>; unread: Record<FormKind, number> }>;
  leadDeliveries(leadId: number): Promise<OutboxEntry[]>;

  // Comments.
  /** Pending first (oldest first), then the decided ones, newest decision first. */
  listDeskComments(
    filter: { status?: CommentStatus },
    page: { limit: number; offset: number },
  ): Promise<{ rows: DeskComment[]; total: number }>;
  /**
   * Each decision from one state only, so of two moderators one wins: pending → approved ("approve") or rejected
   * ("reject"); approved → rejected with unpublishedAt ("unpublish"); rejected or unpublished → approved again
   * ("republish", unpublishedAt cleared). False when the comment is not in that state. Bumps the comments version when
   * the published set changes.
   */
  decideComment(id: number, decision: CommentDecision, audit: AuditInput, now?: Date): Promise<boolean>;

  // Deliveries.
  listDeliveries(
    filter: { channel?: Channel; state?: OutboxState },
    page: { limit: number; offset: number },
  ): Promise<{ rows: DeliveryRow[]; total: number }>;
  deliveryCounts(): Promise<Record<Channel, Record<OutboxState, number>>>;
  /** A failed entry goes back to pending, due now; `id` undefined: every failed one. Returns how many. */
  retryDeliveries(id: number | undefined, audit: AuditInput, now?: Date): Promise<number>;

  // Data care.
  erasePreview(email: string): Promise<ErasePreview>;
  /** Everything of one e-mail address (leads of every kind and their deliveries), with the audit entry. Returns the leads erased. */
  eraseEmail(email: string, audit: AuditInput, now?: Date): Promise<number>;

  audit(entry: AuditInput, now?: Date): Promise<void>;
  /**
   * Records `entry`, or counts it in the entry already recorded under `foldKey` (a client's failed sign-ins within one
   * minute): a burst of guesses is one row, not a thousand. Atomic across instances.
   */
  auditFolded(entry: AuditInput, foldKey: string, now?: Date): Promise<void>;
  /** Newest first. */
  listAudit(page: { limit: number; offset: number }, filter?: AuditFilter): Promise<{ rows: AuditEntry[]; total: number }>;
  /** Who and which actions the log holds, for its filters. */
  auditChoices(): Promise<{ actors: string[]; actions: string[] }>;
  /** Deletes the entries recorded before `before`; returns how many. */
  pruneAudit(before: Date): Promise<number>;
}
