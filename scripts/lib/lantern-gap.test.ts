import { describe, expect, it } from "vitest";
import { describeNode, gapReport, pageFrames, type GapNode, type GapTiming } from "./lantern-gap";

const doc: GapNode = {
  id: "1",
  type: "network",
  request: { url: "https://localhost:3901/about", priority: "VeryHigh", resourceType: "Document", transferSize: 20480 },
};
const font: GapNode = {
  id: "2",
  type: "network",
  request: { url: "https://localhost:3901/assets/font.woff2", priority: "High", resourceType: "Font", transferSize: 12288 },
};
const paint: GapNode = { id: "3", type: "cpu", startTime: 1000, endTime: 6000, childEvents: [{ name: "Layout" }, { name: "Paint" }] };
const layout: GapNode = {
  id: "4",
  type: "cpu",
  startTime: 2000,
  endTime: 37000,
  childEvents: [{ name: "UpdateLayoutTree" }, { name: "Layout", args: { beginData: { totalObjects: 209 } } }],
};
const at = (startTime: number, endTime: number): GapTiming => ({ startTime, endTime });

describe("Lantern's gap report", () => {
  it("lists what only the LCP graph holds, by when it ends, and each graph's end", () => {
    const fcp = new Map([
      [doc, at(0, 700)],
      [paint, at(700, 900)],
    ]);
    // The simulator's node objects differ per graph (each is a clone): matched by id.
    const lcp = new Map<GapNode, GapTiming>([
      [{ ...doc }, at(0, 700)],
      [layout, at(900, 1040)],
      [font, at(700, 860)],
      [{ ...paint }, at(1040, 1090)],
    ]);
    const report = gapReport(fcp, lcp);
    expect(report.fcpMs).toBe(900);
    expect(report.lcpMs).toBe(1090);
    expect(report.onlyInLcp.map((l) => [l.start, l.end])).toEqual([
      [700, 860],
      [900, 1040],
    ]);
    expect(report.onlyInLcp[0].what).toBe("High Font /assets/font.woff2 (12.0 KB)");
    expect(report.onlyInLcp[1].what).toBe("task 35 ms observed: Layout, UpdateLayoutTree (layout of 209 objects)");
  });

  it("ends LCP, as Lantern does, without the low-priority images that end after it", () => {
    const logo: GapNode = {
      id: "6",
      type: "network",
      request: { url: "https://localhost/images/partners/partner-7.svg", priority: "Low", resourceType: "Image", transferSize: 512 },
    };
    const fcp = new Map([[paint, at(700, 900)]]);
    const report = gapReport(
      fcp,
      new Map([
        [{ ...paint }, at(700, 900)],
        [logo, at(900, 1050)],
      ]),
    );
    expect(report.lcpMs).toBe(900);
    expect(report.onlyInLcp.map((l) => l.what)).toEqual(["Low Image /images/partners/partner-7.svg (0.5 KB)"]);
  });

  it("says so when the two graphs hold the same nodes", () => {
    const fcp = new Map([[paint, at(700, 900)]]);
    expect(gapReport(fcp, new Map([[{ ...paint }, at(700, 900)]])).onlyInLcp).toEqual([]);
  });

  it("tells a layout in an image's own document (an SVG) from the page's", () => {
    const page = new Set(["page-frame"]);
    const svg: GapNode = {
      id: "5",
      type: "cpu",
      startTime: 0,
      endTime: 1000,
      childEvents: [{ name: "Layout", args: { beginData: { totalObjects: 46, frame: "svg-frame" } } }],
    };
    expect(describeNode(svg, page)).toBe("task 1 ms observed: Layout (layout of 46 objects in an image's own document)");
    const own = { ...svg, childEvents: [{ name: "Layout", args: { beginData: { totalObjects: 46, frame: "page-frame" } } }] };
    expect(describeNode(own, page)).toBe("task 1 ms observed: Layout (layout of 46 objects)");
  });

  it("takes the page's frames from where its HTML was parsed", () => {
    const parse = (frame: string, url: string): GapNode => ({
      id: frame,
      type: "cpu",
      childEvents: [{ name: "ParseHTML", args: { beginData: { frame, url } } }],
    });
    expect([...pageFrames([parse("page", "https://localhost/about"), parse("svg", "")])]).toEqual(["page"]);
  });

  it("describes a task that did none of the paint's work", () => {
    expect(describeNode({ id: "9", type: "cpu", startTime: 0, endTime: 2000, childEvents: [{ name: "TimerFire" }] })).toBe(
      "task 2 ms observed: other",
    );
  });
});
