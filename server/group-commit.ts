/**
 * Group commit: writes requested while the previous batch was being committed (or during
 * one turn of the event loop) are committed together in one transaction (one fsync, one
 * round of PostgreSQL statements), and each caller's promise settles only after that commit.
 * A commit costs a disk flush; sharing it keeps every submission durable before it is
 * acknowledged without capping throughput at one flush per lead. One batch is in flight at
 * a time.
 */
export interface GroupCommit<T, R> {
  /** Resolves with the item's result once its transaction is committed. */
  submit(item: T): Promise<R>;
  /** Resolves when everything submitted so far is committed (or failed). */
  drain(): Promise<void>;
}

export function createGroupCommit<T, R>(
  /** Commits all items in one transaction; rejects if the transaction fails. */
  commitBatch: (items: T[]) => Promise<R[]>,
  /** Commits one item on its own: used to retry a failed batch so one bad item cannot sink the rest. */
  commitOne: (item: T) => Promise<R>,
  /**
   * Whether a batch that failed with this error is tried again item by item (default: always).
   * When not, every item of the batch is rejected with it at once.
   */
  retryEach: (error: unknown) => boolean = () => true,
): GroupCommit<T, R> {
  type Waiting = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  /** The batch being committed, then the next one: settles when the queue is empty. */
  let running: Promise<void> | undefined;

  async function commit(batch: Waiting[]) {
    let results: R[] | undefined;
    try {
      results = await commitBatch(batch.map((w) => w.item));
    } catch (error) {
      if (!retryEach(error)) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      results = undefined;
    }
    for (const [i, waiting] of batch.entries()) {
      if (results) {
        waiting.resolve(results[i]);
        continue;
      }
      try {
        waiting.resolve(await commitOne(waiting.item));
      } catch (error) {
        waiting.reject(error);
      }
    }
  }

  async function run() {
    // Let the callers of this turn of the event loop join the first batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (queue.length) {
      const batch = queue;
      queue = [];
      await commit(batch);
    }
    running = undefined;
  }

  return {
    submit(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        running ??= run();
      });
    },
    async drain() {
      while (running) await running;
    },
  };
}
