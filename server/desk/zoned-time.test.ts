import { describe, expect, it } from "vitest";
import { fromZoned, toZoned, validTimeZone, zonedText } from "./zoned-time";

describe("wall-clock times in a time zone", () => {
  it("reads and writes a zone's wall clock, in winter and summer", () => {
    expect(fromZoned("2026-12-01T09:00", "Europe/Berlin")?.toISOString()).toBe("2026-12-01T08:00:00.000Z");
    expect(fromZoned("2026-07-01T09:00", "Europe/Berlin")?.toISOString()).toBe("2026-07-01T07:00:00.000Z");
    expect(fromZoned("2026-07-01T09:00", "America/New_York")?.toISOString()).toBe("2026-07-01T13:00:00.000Z");
    expect(fromZoned("2026-07-01T09:00", "Asia/Kolkata")?.toISOString()).toBe("2026-07-01T03:30:00.000Z");
    expect(fromZoned("2026-07-01T09:00", "UTC")?.toISOString()).toBe("2026-07-01T09:00:00.000Z");
    expect(fromZoned("2026-07-01T09:00:30", "Europe/Berlin")?.toISOString()).toBe("2026-07-01T07:00:30.000Z");
    expect(toZoned(new Date("2026-12-01T08:00:00Z"), "Europe/Berlin")).toBe("2026-12-01T09:00");
    expect(zonedText("2026-12-31T23:30:00.000Z", "Asia/Dubai")).toBe("2027-01-01 03:30 Asia/Dubai");
  });

  it("settles the days the clocks change: a skipped time moves on, a repeated one is the first", () => {
    // Berlin, 29 March 2026: 02:00 → 03:00.
    expect(fromZoned("2026-03-29T02:30", "Europe/Berlin")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(fromZoned("2026-03-29T03:30", "Europe/Berlin")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(fromZoned("2026-03-29T01:30", "Europe/Berlin")?.toISOString()).toBe("2026-03-29T00:30:00.000Z");
    // Berlin, 25 October 2026: 03:00 → 02:00; 02:30 happens twice.
    expect(fromZoned("2026-10-25T02:30", "Europe/Berlin")?.toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(fromZoned("2026-10-25T03:30", "Europe/Berlin")?.toISOString()).toBe("2026-10-25T02:30:00.000Z");
  });

  it("refuses what is no time, and names no zone that does not exist", () => {
    for (const text of [
      "",
      "2026-02-30T09:00",
      "2026-12-01 09:00",
      "2026-12-01T24:00",
      "2026-12-01T09:60",
      "2026-12-01T09:00:60",
      "tomorrow",
    ])
      expect(fromZoned(text, "Europe/Berlin"), text).toBeUndefined();
    expect(validTimeZone("Europe/Berlin")).toBe(true);
    expect(validTimeZone("Mars/Olympus")).toBe(false);
  });
});
