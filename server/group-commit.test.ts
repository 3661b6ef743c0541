import { describe, expect, it } from "vitest";
import { createGroupCommit } from "./group-commit";

describe("group commit", () => {
  it("commits what arrives in one turn together and settles each caller with its own result", async () => {
    const batches: number[][] = [];
    const group = createGroupCommit<number, number>(
      async (items) => (batches.push(items), items.map((n) => n * 10)),
      async (n) => n * 10,
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
      async (items) => {
        await new Promise((r) => setTimeout(r, 5));
        committed = true;
        return items.map(() => committed);
      },
      async () => committed,
    );
    const pending = group.submit(1);
    await new Promise((r) => setImmediate(r));
    expect(committed).toBe(false);
    expect(await pending).toBe(true);
  });

  it("commits one batch at a time: what arrives during a commit is the next batch", async () => {
    const batches: number[][] = [];
    let inFlight = 0;
    let most = 0;
    const group = createGroupCommit<number, number>(
      async (items) => {
        most = Math.max(most, ++inFlight);
        batches.push(items);
        await new Promise((r) => setTimeout(r, 20));
        inFlight--;
        return items;
      },
      async (n) => n,
    );
    const first = [group.submit(1), group.submit(2)];
    await new Promise((r) => setTimeout(r, 5)); // the first batch is committing
    const second = [group.submit(3), group.submit(4), group.submit(5)];
    expect(await Promise.all([...first, ...second])).toEqual([1, 2, 3, 4, 5]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    expect(most).toBe(1);
  });

  it("retries a failed batch one by one, so only the bad item fails", async () => {
    const group = createGroupCommit<number, number>(
      async () => {
        throw new Error("constraint");
      },
      async (n) => {
        if (n < 0) throw new Error(`bad ${n}`);
        return n;
      },
    );
    const results = await Promise.allSettled([group.submit(1), group.submit(-1), group.submit(2)]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });

  it("rejects the whole batch at once when the failure is not one to retry item by item (a store fault)", async () => {
    let singles = 0;
    const fault = Object.assign(new Error("Query read timeout"), { fault: true });
    const group = createGroupCommit<number, number>(
      async () => {
        throw fault;
      },
      async (n) => (singles++, n),
      (error) => !(error as { fault?: boolean }).fault,
    );
    const results = await Promise.allSettled([group.submit(1), group.submit(2), group.submit(3)]);
    expect(results).toEqual([1, 2, 3].map(() => ({ status: "rejected", reason: fault })));
    expect(singles).toBe(0);
  });

  it("drains what is queued", async () => {
    const done: number[] = [];
    const group = createGroupCommit<number, void>(
      async (items) => items.map((n) => void done.push(n)),
      async (n) => void done.push(n),
    );
    void group.submit(1);
    void group.submit(2);
    await group.drain();
    expect(done).toEqual([1, 2]);
  });
});
