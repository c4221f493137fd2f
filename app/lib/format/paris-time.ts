/**
 * Every date a person reads or types is in Europe/Paris, whatever the server's own time zone:
 * a promo code "until 24/12" ends at midnight in France, an order at 00:30 belongs to its French day.
 */
export const PARIS = "Europe/Paris";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const partsFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: PARIS,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

function parisParts(date: Date) {
  const p = Object.fromEntries(partsFormat.formatToParts(date).map((x) => [x.type, x.value]));
  return { y: Number(p.year), m: Number(p.month), d: Number(p.day), h: Number(p.hour), min: Number(p.minute), s: Number(p.second) };
}

/** Whether "YYYY-MM-DD" names a day that exists (2026-02-31 does not). */
export function isCalendarDate(day: string): boolean {
  const match = DAY.exec(day);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Paris's offset from UTC at that instant, in milliseconds (one or two hours). */
function parisOffsetMs(date: Date): number {
  const p = parisParts(date);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(date.getTime() / 1000) * 1000;
}

/** The instant a Paris day starts. */
export function parisDayStart(day: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  const guess = Date.UTC(y, m - 1, d);
  const first = guess - parisOffsetMs(new Date(guess));
  // Across a daylight-saving change the offset at midnight can differ from the first guess's.
  return new Date(guess - parisOffsetMs(new Date(first)));
}

/** The last second of a Paris day. */
export function parisDayEnd(day: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return new Date(parisDayStart(next).getTime() - 1000);
}

/** "YYYY-MM-DD" of the Paris day an instant falls on (what a date input shows). */
export function parisDay(date: Date): string {
  const p = parisParts(date);
  return `${p.y}-${String(p.m).padStart(2, "0")}-${String(p.d).padStart(2, "0")}`;
}

const dateFormat = new Intl.DateTimeFormat("fr-FR", { timeZone: PARIS, dateStyle: "short" });
const dateTimeFormat = new Intl.DateTimeFormat("fr-FR", { timeZone: PARIS, dateStyle: "short", timeStyle: "short" });

/** "24/12/2026" */
export function formatParisDate(date: Date | string): string {
  return dateFormat.format(new Date(date));
}

/** "24/12/2026 18:30" */
export function formatParisDateTime(date: Date | string): string {
  return dateTimeFormat.format(new Date(date));
}
