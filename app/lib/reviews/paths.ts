import { INTL_LOCALE } from "../format/money";
import type { Lang } from "../i18n/lang";

/** The public page on how reviews are collected, checked and moderated (L111-7-2, D111-10). */
export const REVIEWS_POLICY_PATH = "/avis-clients";

/** The review form of one order line, opened by the order's signed token (decision 110). */
export const reviewFormPath = (orderToken: string, itemId: number) => `/suivi-commande/${orderToken}/avis/${itemId}`;

/** The page that stops the review invitations of one address. */
export const invitationOptOutPath = (emailKey: string) => `/avis/desinscription/${emailKey}`;

// One formatter: `toLocaleString` with options builds a new one each call, which the home's loader
// paid on every request (a quarter of a cached page's throughput, `npm run bench`, 2026-11-28).
const ratingFormats: Partial<Record<Lang, Intl.NumberFormat>> = {};

/** "4,5": the average as a French reader writes it ("4.5" in English). */
export const ratingText = (value: number, lang: Lang = "fr") =>
  (ratingFormats[lang] ??= new Intl.NumberFormat(INTL_LOCALE[lang], { maximumFractionDigits: 1 })).format(value);
