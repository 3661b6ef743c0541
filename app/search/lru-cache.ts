/**
 * A least-recently-used cache bounded by its number of entries and by their estimated size,
 * for the results of /search (search.server.ts): the queries come from visitors, so without
 * both bounds a stream of new ones, or of ones with long results, would grow it for ever.
 */
export interface LruOptions<V> {
  /** Most entries kept; the least recently used goes first. */
  maxEntries: number;
  /** Most estimated bytes kept (keys and values); a single larger value is not kept at all. */
  maxBytes: number;
  /** The estimated size of an entry in bytes. */
  sizeOf: (key: string, value: V) => number;
}

export class LruCache<V> {
  // A Map iterates in insertion order: re-inserting on each use keeps the least recent first.
  readonly #entries = new Map<string, { value: V; bytes: number }>();
  #bytes = 0;

  constructor(private readonly options: LruOptions<V>) {
    if (!(options.maxEntries >= 1) || !(options.maxBytes >= 1)) throw new RangeError("an LRU cache needs room for at least one entry");
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The estimated bytes held now. */
  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const bytes = this.options.sizeOf(key, value);
    if (bytes > this.options.maxBytes) return;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.options.maxEntries && this.#bytes <= this.options.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
