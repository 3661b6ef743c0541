import { describe, expect, it } from "vitest";
import { createGroupCommit } from "./group-commit";

describe("group commit", () => {
  it("commits what arrives in one turn together and settles each caller with its own result", async () => {
    const batches: number[][] = [];
    const group = createGroupCommit<number, number>(
      (items) => (batches.push(items), items.map((n) => n * 10)),
      (n) => n * 10,
    );
    const first = await Promise.all([group.submit(1), group.submit(2), group.submit(3)]);
    const second = await group.submit(4);
    expect(first).toEqual([10, 20, 30]);
    expect(second).toBe(40);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it("does not settle before the commit", async () => {
    let committed = false;
    const group = createGroupCommit<number, boolean>(
      (items) => ((committed = true), items.map(() => committed)),
      () => committed,
    );
    const pending = group.submit(1);
    expect(committed).toBe(false);
    expect(await pending).toBe(true);
  });

  it("retries a failed batch one by one, so only the bad item fails", async () => {
    const group = createGroupCommit<number, number>(
      () => {
        throw new Error("constraint");
      },
      (n) => {
        if (n < 0) throw new Error(`bad ${n}`);
        return n;
      },
    );
    const results = await Promise.allSettled([group.submit(1), group.submit(-1), group.submit(2)]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });

  it("drains what is queued", async () => {
    const done: number[] = [];
    const group = createGroupCommit<number, void>(
      (items) => items.map((n) => void done.push(n)),
      (n) => void done.push(n),
    );
    void group.submit(1);
    void group.submit(2);
    await group.drain();
    expect(done).toEqual([1, 2]);
  });
});
