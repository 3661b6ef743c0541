/**
 * When a failed delivery is tried again: exponential backoff with jitter, capped, and when the
 * outbox gives up on an entry.
 */
export interface RetryPolicy {
  /** Delay after the first failed attempt, before jitter (default 5 s). */
  baseMs: number;
  /** Longest delay, before jitter (default 15 min). */
  capMs: number;
  /** An entry becomes `failed` after this many failed attempts… */
  maxAttempts: number;
  /** …or when its next attempt would come later than this after the lead arrived. */
  maxAgeMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseMs: 5_000,
  capMs: 15 * 60_000,
  maxAttempts: 50,
  maxAgeMs: 24 * 3_600_000,
};

/**
 * The wait after the `failures`-th failed attempt (1, 2, …): base · 2^(failures − 1), at most
 * the cap, of which a random half is taken off ("equal jitter"), so instances that failed
 * together do not all retry in the same instant and no wait is shorter than half the step.
 */
export function backoffMs(failures: number, policy: Pick<RetryPolicy, "baseMs" | "capMs">, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(failures, 1) - 1, 52);
  const step = Math.min(policy.capMs, policy.baseMs * 2 ** exponent);
  return Math.round(step / 2 + (step / 2) * Math.min(Math.max(random(), 0), 1));
}

/**
 * The time of the next attempt after the `failures`-th failed attempt of an entry created at
 * `createdAt`, or null when the outbox gives up (the entry becomes `failed`).
 */
export function nextAttemptAt(
  failures: number,
  createdAt: Date,
  now: Date,
  policy: RetryPolicy,
  random: () => number = Math.random,
): Date | null {
  if (failures >= policy.maxAttempts) return null;
  const next = new Date(now.getTime() + backoffMs(failures, policy, random));
  return next.getTime() - createdAt.getTime() > policy.maxAgeMs ? null : next;
}
