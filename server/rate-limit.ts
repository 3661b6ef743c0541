/**
 * In-memory sliding-window rate limit: at most `limit` events per key within `windowMs`.
 * One server process holds the counts; they reset on restart, which is acceptable for a
 * spam brake. The number of keys is bounded so a flood of addresses cannot exhaust memory.
 */
export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export function createRateLimiter({ limit, windowMs, maxKeys = 50_000 }: RateLimitOptions) {
  const hits = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    const times = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
    if (times.length) hits.set(key, times);
    else hits.delete(key);
    return times;
  }

  function makeRoom(now: number) {
    if (hits.size < maxKeys) return;
    for (const key of hits.keys()) recent(key, now);
    // Still full: forget the longest-unseen keys (Map keeps insertion order).
    for (const key of hits.keys()) {
      if (hits.size < maxKeys) break;
      hits.delete(key);
    }
  }

  return {
    /** Seconds until `key` may act again; 0 when it may act now. */
    retryAfter(key: string, now = Date.now()): number {
      const times = recent(key, now);
      if (times.length < limit) return 0;
      return Math.max(1, Math.ceil((times[times.length - limit] + windowMs - now) / 1000));
    },
    record(key: string, now = Date.now()) {
      const times = recent(key, now);
      if (!times.length) makeRoom(now);
      hits.delete(key);
      hits.set(key, [...times, now]);
    },
    get size() {
      return hits.size;
    },
  };
}
