import * as z from "~/lib/platform/zod";
import { isCalendarDate, parisDay } from "../format/paris-time";
import { countryOf } from "../shipping/countries";
import { vatIncludedCents } from "./vat";

/**
 * Whose VAT a sale bears (decision 157): France's, or the delivery country's once the seller's
 * intra-EU distance sales pass 10 000 € HT or it joined the OSS. Stored on the order at payment.
 */
export type VatScheme = "FR" | "destination";

/** Directive 2006/112/EC art. 59c § 1 (c): 10 000 € HT, a value that must be *exceeded*. */
export const DISTANCE_SALES_THRESHOLD_CENTS = 1_000_000;

/** From this running total the owner's desk warns that the threshold comes near. */
const DISTANCE_SALES_WARNING_CENTS = 800_000;

/** The intra-EU distance-sales totals a payment is judged by: the Paris calendar year's and the one before. */
export type DistanceSalesTotals = { previousYearHtCents: number; yearHtCents: number };

/**
 * An intra-EU distance sale: a parcel to another Member State. France and Monaco (art. 7) are
 * French sales, never counted and never taxed elsewhere.
 */
export function isDistanceSale(country: string): boolean {
  return !countryOf(country).frenchVat;
}

/** The Paris calendar year an instant falls in: the threshold's year (art. 59c, « calendar year »). */
export function parisYear(instant: Date): number {
  return Number(parisDay(instant).slice(0, 4));
}

/**
 * What a sale adds to the running total: its value HT as a French sale (the hypothesis the
 * threshold tests), from the amount the order taxes (decision 117: what a gift card paid was taxed
 * at the card's sale).
 */
export function saleHtCents(amountDueCents: number, frenchRateBp: number): number {
  return amountDueCents - vatIncludedCents(amountDueCents, frenchRateBp);
}

export type SchemeQuestion = {
  country: string;
  /** The Paris day of the payment, "AAAA-MM-JJ". */
  paidOn: string;
  /** The day the seller's OSS registration applies from, or null. */
  ossFrom: string | null;
  totals: DistanceSalesTotals;
  /** This sale's value HT (`saleHtCents`). */
  saleHtCents: number;
};

/**
 * The one rule of the threshold (art. 59c; CGI 258 A, I-1°): French VAT unless the parcel leaves
 * France for another Member State and either the seller is in the OSS on that day, or the previous
 * calendar year's total exceeded 10 000 €, or this year's does with this sale (« as of that time »:
 * the crossing sale itself is taxed at destination).
 */
export function vatSchemeFor({ country, paidOn, ossFrom, totals, saleHtCents: sale }: SchemeQuestion): VatScheme {
  if (!isDistanceSale(country)) return "FR";
  if (ossFrom !== null && ossFrom <= paidOn) return "destination";
  if (totals.previousYearHtCents > DISTANCE_SALES_THRESHOLD_CENTS) return "destination";
  return totals.yearHtCents + sale > DISTANCE_SALES_THRESHOLD_CENTS ? "destination" : "FR";
}

/** The country whose rate a sale bears under its scheme. */
export function taxingCountry(country: string, scheme: VatScheme): string {
  return scheme === "destination" ? country : "FR";
}

/**
 * What the owner's desk says of the threshold (decision 157), or null while there is nothing to
 * say: the year's total from 8 000 €, the year it was exceeded (this one or the last), the OSS date.
 */
export type DistanceSalesNotice = {
  year: number;
  yearHtCents: number;
  crossedIn: number | null;
  ossFrom: string | null;
};

export function distanceSalesNotice(year: number, totals: DistanceSalesTotals, ossFrom: string | null): DistanceSalesNotice | null {
  const crossedIn =
    totals.yearHtCents > DISTANCE_SALES_THRESHOLD_CENTS ? year : totals.previousYearHtCents > DISTANCE_SALES_THRESHOLD_CENTS ? year - 1 : null;
  if (crossedIn === null && ossFrom === null && totals.yearHtCents < DISTANCE_SALES_WARNING_CENTS) return null;
  return { year, yearHtCents: totals.yearHtCents, crossedIn, ossFrom };
}

export const OSS_DATE_INVALID = "Date invalide : ce jour n'existe pas (format AAAA-MM-JJ)";

/** « Régime TVA des ventes dans l'UE »: the OSS date, or empty for « non inscrit ». */
export const ossRegistrationSchema = z.object({
  oss_registered_on: z
    .string()
    .trim()
    .optional()
    .refine((day) => day === undefined || isCalendarDate(day), OSS_DATE_INVALID)
    .transform((day) => day ?? null),
});
export type OssRegistrationInput = z.output<typeof ossRegistrationSchema>;
