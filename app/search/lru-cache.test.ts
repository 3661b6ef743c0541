import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { LruCache } from "./lru-cache";

const byLength = (key: string, value: string) => key.length + value.length;

describe("LruCache", () => {
  it("keeps at most maxEntries, dropping the least recently used (a read counts as a use)", () => {
    const cache = new LruCache<string>({ maxEntries: 3, maxBytes: 1000, sizeOf: byLength });
    cache.set("a", "1");
    cache.set("b", "2");
    cache.set("c", "3");
    expect(cache.get("a")).toBe("1"); // now b is the oldest
    cache.set("d", "4");
    expect(cache.size).toBe(3);
    expect(cache.get("b")).toBeUndefined();
    expect([cache.get("a"), cache.get("c"), cache.get("d")]).toEqual(["1", "3", "4"]);
  });

  it("keeps at most maxBytes, and never keeps a value larger than all of it", () => {
    const cache = new LruCache<string>({ maxEntries: 100, maxBytes: 10, sizeOf: byLength });
    cache.set("a", "1234"); // 5
    cache.set("b", "1234"); // 10
    expect(cache.bytes).toBe(10);
    cache.set("c", "12"); // 13 → a goes
    expect(cache.get("a")).toBeUndefined();
    expect(cache.bytes).toBe(8);
    cache.set("huge", "x".repeat(20));
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.bytes).toBe(8);
    expect(cache.get("b")).toBe("1234");
  });

  it("replacing a key counts its new size only", () => {
    const cache = new LruCache<string>({ maxEntries: 10, maxBytes: 100, sizeOf: byLength });
    cache.set("k", "long value");
    cache.set("k", "v");
    expect([cache.size, cache.bytes, cache.get("k")]).toEqual([1, 2, "v"]);
    cache.delete("k");
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it("stays within both bounds whatever is stored, and returns the latest value of what it kept", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.tuple(fc.constantFrom("a", "b", "c", "d", "e", "f", "g", "h", "i", "j"), fc.string({ maxLength: 30 }), fc.boolean())),
        (maxEntries, maxBytes, operations) => {
          const cache = new LruCache<string>({ maxEntries, maxBytes, sizeOf: byLength });
          const latest = new Map<string, string>();
          for (const [key, value, read] of operations) {
            if (read) {
              const got = cache.get(key);
              if (got !== undefined) expect(got).toBe(latest.get(key));
            } else {
              cache.set(key, value);
              latest.set(key, value);
            }
            expect(cache.size).toBeLessThanOrEqual(maxEntries);
            expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
            expect(cache.bytes).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });

  it("refuses bounds with no room", () => {
    expect(() => new LruCache<string>({ maxEntries: 0, maxBytes: 10, sizeOf: byLength })).toThrow(RangeError);
    expect(() => new LruCache<string>({ maxEntries: 10, maxBytes: 0, sizeOf: byLength })).toThrow(RangeError);
  });
});
