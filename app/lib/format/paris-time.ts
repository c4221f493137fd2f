import { TZDate } from "@date-fns/tz";
import type { Lang } from "../i18n/lang";
import { INTL_LOCALE } from "./money";

/**
 * Every date a person reads or types is in Europe/Paris, whatever the server's own time zone:
 * a promo code "until 24/12" ends at midnight in France, an order at 00:30 belongs to its French day.
 */
const PARIS = "Europe/Paris";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether "YYYY-MM-DD" names a day that exists (2026-02-31 does not). */
export function isCalendarDate(day: string): boolean {
  const match = DAY.exec(day);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Midnight in Paris, the zone's rules applied by @date-fns/tz (a day may last 23 or 25 hours). */
function parisMidnight(day: string, daysLater = 0): TZDate {
  const [y, m, d] = day.split("-").map(Number);
  return new TZDate(y, m - 1, d + daysLater, PARIS);
}

/** The instant a Paris day starts, or the day `daysLater` days after it (an end to stop before). */
export function parisDayStart(day: string, daysLater = 0): Date {
  return new Date(parisMidnight(day, daysLater).getTime());
}

/** The last second of a Paris day (23 or 25 hours after its start on a daylight-saving change). */
export function parisDayEnd(day: string): Date {
  return new Date(parisMidnight(day, 1).getTime() - 1000);
}

const isoDayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "YYYY-MM-DD" of the day an instant falls on in a time zone: Paris for what a person reads here,
 * a destination's own zone for the day its VAT rate changes (decision 158).
 */
export function dayIn(timeZone: string, date: Date): string {
  let format = isoDayFormats.get(timeZone);
  if (!format) {
    // Canadian English writes dates as ISO does: "2026-12-24".
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    isoDayFormats.set(timeZone, format);
  }
  return format.format(date);
}

/** "YYYY-MM-DD" of the Paris day an instant falls on (what a date input shows). */
export function parisDay(date: Date): string {
  return dayIn(PARIS, date);
}

const STYLES = {
  short: { dateStyle: "short" },
  shortTime: { dateStyle: "short", timeStyle: "short" },
  long: { dateStyle: "long" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const parisFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and style, in Paris time whatever the language (issue 47). */
function parisFormat(lang: Lang, style: keyof typeof STYLES): Intl.DateTimeFormat {
  const id = `${lang}:${style}`;
  let format = parisFormats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[lang], { timeZone: PARIS, ...STYLES[style] });
    parisFormats.set(id, format);
  }
  return format;
}

/** "24/12/2026" (French, the default, and English) */
export function formatParisDate(date: Date | string, lang: Lang = "fr"): string {
  return parisFormat(lang, "short").format(new Date(date));
}

/** "24/12/2026 18:30" (English: "24/12/2026, 18:30") */
export function formatParisDateTime(date: Date | string, lang: Lang = "fr"): string {
  return parisFormat(lang, "shortTime").format(new Date(date));
}

/** "26 novembre 2026" (English: "26 November 2026"): a calendar day ("YYYY-MM-DD") as a sentence says it. */
export function formatLongDay(day: string, lang: Lang = "fr"): string {
  return parisFormat(lang, "long").format(parisDayStart(day));
}

/** Whole days of 24 hours, for durations (a session's life, a review's window); a calendar day is a Paris day above. */
export const DAY_MS = 86_400_000;

/** The same instant `days` whole days of 24 hours earlier (negative: later). */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** How many calendar days from `from` to `to` ("YYYY-MM-DD"), both counted. */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
}

/** The calendar day `days` after `day` ("YYYY-MM-DD"; negative: before), whatever the clocks do that night. */
export function addCalendarDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The same day `months` later ("YYYY-MM-DD"), or that month's last day when it has no such day (31 January + 1: 28 or 29 February). */
export function addCalendarMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}
