import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { NEEDED_MAJOR, runtimeProblem } from "./check-node.mjs";

describe("the runtime check before npm start, build and test", () => {
  it("stops an older Node with one line naming the version found and the one needed", () => {
    expect(runtimeProblem("20.20.2", { platform: "linux", arch: "x64" })).toBe(
      "Node 20.20.2 found; this needs Node 24 or newer: run it through npm (npm install puts Node 24 in node_modules/.bin).",
    );
    expect(runtimeProblem("22.12.0", { platform: "darwin", arch: "arm64" })).toBe(
      "Node 22.12.0 found; this needs Node 24 or newer: install Node 24.",
    );
  });

  it("lets Node 24 and newer start the site; the tests run on 24 only", () => {
    expect(runtimeProblem("24.22.3")).toBeUndefined();
    expect(runtimeProblem("26.1.0")).toBeUndefined();
    expect(runtimeProblem("26.1.0", { exact: true })).toMatch(/^Node 26\.1\.0 found; this needs Node 24: /);
    expect(runtimeProblem("24.0.0", { exact: true })).toBeUndefined();
  });

  it("runs these tests on Node 24", () => {
    expect(Number(process.versions.node.split(".")[0])).toBe(NEEDED_MAJOR);
    // The script as npm runs it: nothing printed, exit code 0.
    expect(execFileSync(process.execPath, ["scripts/check-node.mjs", "--exact"], { encoding: "utf8" })).toBe("");
  });
});
