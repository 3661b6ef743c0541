/**
 * Group commit: writes requested during one turn of the event loop are committed together
 * in one transaction (one fsync), and each caller's promise settles only after that commit.
 * With synchronous=FULL a commit costs a disk flush; sharing it keeps every submission
 * durable before it is acknowledged without capping throughput at one flush per lead.
 */
export interface GroupCommit<T, R> {
  /** Resolves with the item's result once its transaction is committed. */
  submit(item: T): Promise<R>;
  /** Resolves when everything submitted so far is committed (or failed). */
  drain(): Promise<void>;
}

export function createGroupCommit<T, R>(
  /** Commits all items in one transaction; throws if the transaction fails. */
  commitBatch: (items: T[]) => R[],
  /** Commits one item on its own: used to retry a failed batch so one bad item cannot sink the rest. */
  commitOne: (item: T) => R,
): GroupCommit<T, R> {
  type Waiting = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let scheduled: Promise<void> | undefined;

  function flush() {
    const batch = queue;
    queue = [];
    scheduled = undefined;
    let results: R[] | undefined;
    try {
      results = commitBatch(batch.map((w) => w.item));
    } catch {
      results = undefined;
    }
    batch.forEach((waiting, i) => {
      if (results) return waiting.resolve(results[i]);
      try {
        waiting.resolve(commitOne(waiting.item));
      } catch (error) {
        waiting.reject(error);
      }
    });
  }

  return {
    submit(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        scheduled ??= new Promise<void>((done) =>
          setImmediate(() => {
            flush();
            done();
          }),
        );
      });
    },
    async drain() {
      while (scheduled) await scheduled;
    },
  };
}
