import { describe, expect, it } from "vitest";
import { formatParisDateTime, isCalendarDate, parisDay, parisDayEnd, parisDayStart } from "~/lib/format/paris-time";

describe("Europe/Paris dates", () => {
  it("an instant belongs to its Paris day, not its UTC day", () => {
    // 00:30 in Paris on 15 March (UTC+1) is still 14 March in UTC.
    expect(parisDay(new Date("2026-03-14T23:30:00Z"))).toBe("2026-03-15");
    // 00:30 in Paris on 15 July (UTC+2).
    expect(parisDay(new Date("2026-07-14T22:30:00Z"))).toBe("2026-07-15");
    expect(formatParisDateTime(new Date("2026-07-14T22:30:00Z"))).toBe("15/07/2026 00:30");
  });

  it("a Paris day starts at its local midnight, across daylight-saving changes", () => {
    expect(parisDayStart("2026-01-10").toISOString()).toBe("2026-01-09T23:00:00.000Z");
    expect(parisDayStart("2026-07-10").toISOString()).toBe("2026-07-09T22:00:00.000Z");
    // 29 March 2026: clocks go forward at 02:00; midnight is still UTC+1.
    expect(parisDayStart("2026-03-29").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(parisDayEnd("2026-03-29").toISOString()).toBe("2026-03-29T21:59:59.000Z");
    // 25 October 2026: clocks go back; that day lasts 25 hours.
    expect(parisDayEnd("2026-10-25").toISOString()).toBe("2026-10-25T22:59:59.000Z");
  });

  it.each([
    // Last Sunday of March: 02:00 CET becomes 03:00 CEST.
    ["2026-03-29", "2026-03-28T23:00:00.000Z", "2026-03-29T21:59:59.000Z"],
    ["2027-03-28", "2027-03-27T23:00:00.000Z", "2027-03-28T21:59:59.000Z"],
    // Last Sunday of October: 03:00 CEST becomes 02:00 CET.
    ["2026-10-25", "2026-10-24T22:00:00.000Z", "2026-10-25T22:59:59.000Z"],
    ["2027-10-31", "2027-10-30T22:00:00.000Z", "2027-10-31T22:59:59.000Z"],
  ])("the daylight-saving day %s runs from its Paris midnight to its last second", (day, start, end) => {
    expect(parisDayStart(day).toISOString()).toBe(start);
    expect(parisDayEnd(day).toISOString()).toBe(end);
    expect(parisDay(new Date(start))).toBe(day);
    expect(parisDay(new Date(new Date(start).getTime() - 1000))).not.toBe(day);
    expect(parisDay(new Date(end))).toBe(day);
    expect(parisDay(new Date(new Date(end).getTime() + 1000))).not.toBe(day);
  });

  it("shows the clock as it was in Paris around each change", () => {
    expect(formatParisDateTime(new Date("2026-03-29T00:59:00Z"))).toBe("29/03/2026 01:59");
    expect(formatParisDateTime(new Date("2026-03-29T01:00:00Z"))).toBe("29/03/2026 03:00");
    // 02:30 happens twice on 25 October.
    expect(formatParisDateTime(new Date("2026-10-25T00:30:00Z"))).toBe("25/10/2026 02:30");
    expect(formatParisDateTime(new Date("2026-10-25T01:30:00Z"))).toBe("25/10/2026 02:30");
  });

  it("does not depend on the server's own time zone", () => {
    const saved = process.env.TZ;
    try {
      for (const zone of ["UTC", "America/New_York", "Asia/Tokyo"]) {
        process.env.TZ = zone;
        expect(parisDayStart("2026-10-25").toISOString()).toBe("2026-10-24T22:00:00.000Z");
        expect(parisDayEnd("2026-03-29").toISOString()).toBe("2026-03-29T21:59:59.000Z");
        expect(parisDay(new Date("2026-03-28T23:00:00Z"))).toBe("2026-03-29");
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it("knows which days exist", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-02-31")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("26-01-01")).toBe(false);
  });
});
