import * as z from "~/lib/platform/zod";
import { dayIn, isCalendarDate } from "../format/paris-time";
import { singleLine } from "../platform/text-input";
import { COUNTRIES, countryOf, type CountryCode } from "../shipping/countries";

/** A row of `vat_rates` as the rules read it (decision 158). */
export type VatRateRow = { country: string; rate_bp: number; valid_from: string };

/**
 * The calendar day an instant falls on in the destination country: a rate that changes « on
 * 1 September » in Helsinki changes at midnight there, 23:00 in Paris (decision 158). For France
 * and Monaco this is the Paris day.
 */
export function vatDayOf(country: CountryCode, instant: Date): string {
  return dayIn(countryOf(country).timeZone, instant);
}

/** Monaco is treated as France (directive 2006/112/EC, art. 7): it has no row, France's applies. */
const rowsCountry = (country: CountryCode) => (country === "MC" ? "FR" : country);

/**
 * The rate in force in `country` on `day` ("AAAA-MM-JJ" of that country): the row with the
 * greatest `valid_from` not after the day. A country without one is a programming error: no zone
 * may include it (decision 161).
 */
export function rateOn(rows: readonly VatRateRow[], country: CountryCode, day: string): number {
  let found: VatRateRow | undefined;
  for (const row of rows) {
    if (row.country === rowsCountry(country) && row.valid_from <= day && (!found || row.valid_from > found.valid_from)) found = row;
  }
  if (!found) throw new Error(`Aucun taux de TVA pour ${country} au ${day}`);
  return found.rate_bp;
}

/** The rate in force at an instant, on the destination's own calendar day. */
export function rateAt(rows: readonly VatRateRow[], country: CountryCode, instant: Date): number {
  return rateOn(rows, country, vatDayOf(country, instant));
}

/**
 * Whether a row still lies ahead in its country: from its first day on, invoices may carry it, and
 * an issued invoice never changes, so such a row is neither added, edited nor deleted.
 */
export function isFutureRate(row: { country: string; valid_from: string }, now: Date): boolean {
  return row.valid_from > vatDayOf(row.country as CountryCode, now);
}

export const PAST_RATE_REFUSED = "Un taux ne peut commencer qu'après aujourd'hui : une facture émise ne change jamais";
export const RATE_IN_FORCE = "Ce taux s'applique déjà : ajoutez un nouveau taux avec sa date";
export const SAME_DAY_REFUSED = "Ce pays a déjà un taux à partir de ce jour";

/** The countries a rate row may name: the Member States (Monaco takes France's). */
const MEMBER_STATES = COUNTRIES.filter((c) => c.code !== "MC").map((c) => c.code) as [CountryCode, ...CountryCode[]];

/** « Taux (%) »: 0 to 30 % with at most two decimals, typed « 20 », « 5,5 » or « 25.5 », stored in basis points. */
const ratePercent = z
  .string({ error: "Indiquez le taux, par exemple 20 ou 25,5" })
  .trim()
  .transform((value, ctx) => {
    const percent = Number(value.replace(",", "."));
    if (!/^\d{1,2}([.,]\d{1,2})?$/.test(value) || !(percent >= 0 && percent <= 30)) {
      ctx.addIssue({ code: "custom", message: "Un taux entre 0 et 30 %, par exemple 20 ou 25,5" });
      return z.NEVER;
    }
    return Math.round(percent * 100);
  });

/** The « Taux de TVA » dialog, checked the same way in the browser and on the server. */
export const vatRateSchema = z.object({
  country: z.enum(MEMBER_STATES, { error: "Choisissez le pays" }),
  rate: ratePercent,
  valid_from: z
    .string({ error: "Indiquez le jour à partir duquel le taux s'applique" })
    .refine(isCalendarDate, "Date invalide : ce jour n'existe pas (format AAAA-MM-JJ)"),
  source: singleLine().max(200, "200 caractères maximum").optional(),
});
export type VatRateInput = z.output<typeof vatRateSchema>;

/** A row as the « Taux de TVA » screen lists it: still to come, in force today, or replaced. */
export type VatRateState = "future" | "current" | "past";

/** Each row's state today in its own country: the in-force row is the latest one not after today. */
export function rateStates<Row extends VatRateRow>(rows: readonly Row[], now: Date): (Row & { state: VatRateState })[] {
  const current = new Map<string, string>();
  for (const row of rows) {
    const today = vatDayOf(row.country as CountryCode, now);
    const known = current.get(row.country);
    if (row.valid_from <= today && (!known || row.valid_from > known)) current.set(row.country, row.valid_from);
  }
  return rows.map((row) => {
    const inForce = current.get(row.country);
    const state: VatRateState = inForce === row.valid_from ? "current" : inForce !== undefined && row.valid_from < inForce ? "past" : "future";
    return { ...row, state };
  });
}
