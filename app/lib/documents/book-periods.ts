/** A period runs from one Paris day to another, both included, a year at most. */
export type BookPeriod = { from: string; to: string };

/** A calendar quarter as the owner types it: « 2027-T1 ». */
const QUARTER = /^(\d{4})-T([1-4])$/;

/** The Paris days of a quarter « AAAA-Tn », or null when it is not one. */
export function readQuarter(quarter: string): BookPeriod | null {
  const match = QUARTER.exec(quarter);
  if (!match) return null;
  const [year, n] = [Number(match[1]), Number(match[2])];
  const first = String(3 * n - 2).padStart(2, "0");
  const last = String(3 * n).padStart(2, "0");
  const lastDay = new Date(Date.UTC(year, 3 * n, 0)).getUTCDate();
  return { from: `${year}-${first}-01`, to: `${year}-${last}-${lastDay}` };
}

/** The quarter a Paris day « AAAA-MM-JJ » falls in: « 2027-T1 ». */
export function quarterOf(day: string): string {
  return `${day.slice(0, 4)}-T${Math.ceil(Number(day.slice(5, 7)) / 3)}`;
}
