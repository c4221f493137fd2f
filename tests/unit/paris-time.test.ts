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

  it("knows which days exist", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-02-31")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("26-01-01")).toBe(false);
  });
});
