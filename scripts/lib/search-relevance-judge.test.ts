// How a judged query set is scored; the sets themselves: search-relevance.test.ts, once per language.
import { describe, expect, it } from "vitest";
import { judge, judgedProblems } from "./search-relevance";

describe("judgedProblems", () => {
  it("names each query whose pages fell out of the top 3, and a mean reciprocal rank under the floor", () => {
    const dropped = judge(
      () => ["/a", "/b", "/c", "/x"],
      [
        { query: "x", expected: ["/x"] },
        { query: "a", expected: ["/a"] },
      ],
    );
    expect(dropped).toMatchObject({ top1: 1, top3: 1, mrr: (1 / 4 + 1) / 2 });
    expect(judgedProblems(dropped, 0.9)).toEqual(['"x": none of /x in the top 3 (rank 4)', "mean reciprocal rank 0.625 < 0.9"]);
  });
});
