import { formatLongDay } from "../format/paris-time";

/**
 * The version of the terms of sale in force: the date they took effect, and « .N » for the Nth
 * version of that day (decision 127). Change it whenever the /cgv text changes in substance: each
 * order stores the version its buyer accepted (docs/decisions/053). 2026-11-26.2: gift cards,
 * the discovery set's voucher. 2026-11-28: one refund rule for gift cards and set vouchers
 * (decision 144), and where the EU notice on the legal guarantee is shown (decision 141).
 * 2026-11-28.2: the set's voucher pays each perfume's full bottle (decision 155); PayPal beside cards.
 */
export const TERMS_VERSION = "2026-11-28.2";

/**
 * The same terms with the sections a zone abroad adds (deliveries per zone, one price TTC
 * everywhere, returns from abroad, Rome I: decision 162). Which text is in force follows the active
 * zones, and each version names one text: change this one with TERMS_VERSION, and alone when only
 * the sections abroad change.
 */
export const TERMS_VERSION_ABROAD = "2026-11-28.3";

/** The version of the CGV text shown now: the abroad one while a zone abroad is active. */
export const termsVersionOf = (abroad: boolean) => (abroad ? TERMS_VERSION_ABROAD : TERMS_VERSION);

/** "22 novembre 2026", or "26 novembre 2026, révision 2": a terms version as a reader says it. */
export function formatTermsVersion(version: string): string {
  const [date, revision] = version.split(".");
  const day = formatLongDay(date);
  return revision ? `${day}, révision ${revision}` : day;
}
