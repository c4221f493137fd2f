import { formatLongDay } from "../format/paris-time";
import type { Lang } from "../i18n/lang";

/**
 * The version of the terms of sale in force: the date they took effect, and « .N » for the Nth
 * version of that day (decision 127). Change it whenever the /cgv text changes in substance: each
 * order stores the version its buyer accepted (docs/decisions/053). 2026-11-26.2: gift cards,
 * the discovery set's voucher. 2026-11-28: one refund rule for gift cards and set vouchers
 * (decision 144), and where the EU notice on the legal guarantee is shown (decision 141).
 * 2026-11-28.2: the set's voucher pays each perfume's full bottle (decision 155); PayPal beside cards.
 * 2026-11-28.4: the languages of the contract (section 12, decision 169); .6 and .7 below, the
 * multi-purpose gift cards (decision 160).
 */
export const TERMS_VERSION = "2026-11-28.4";

/**
 * The same terms with the sections a zone abroad adds (deliveries per zone, one price TTC
 * everywhere, returns from abroad, Rome I: decision 162). Which text is in force follows the active
 * zones, and each version names one text: change this one with TERMS_VERSION, and alone when only
 * the sections abroad change.
 */
export const TERMS_VERSION_ABROAD = "2026-11-28.5";

/**
 * The texts once gift cards are multi-purpose (decision 160): the « 7 bis » of the cards sold from
 * the switch date, with the zones abroad (the text of the opening) or after they closed again.
 */
export const TERMS_VERSION_ABROAD_MULTI_PURPOSE = "2026-11-28.6";
export const TERMS_VERSION_MULTI_PURPOSE = "2026-11-28.7";

type TermsTexts = { france: string; abroad: string; franceMultiPurpose: string; abroadMultiPurpose: string };

/**
 * The version of each language's texts (decision 169): French is the reference, English its
 * translation. A change of substance bumps both the same day; a correction of the English wording
 * alone bumps only `en`. A unit test fails when a French version is newer than the English one,
 * so no English page shows terms older than the French.
 */
export const TERMS_VERSIONS: Readonly<Record<Lang, TermsTexts>> = {
  fr: { france: TERMS_VERSION, abroad: TERMS_VERSION_ABROAD, franceMultiPurpose: TERMS_VERSION_MULTI_PURPOSE, abroadMultiPurpose: TERMS_VERSION_ABROAD_MULTI_PURPOSE },
  en: { france: "2026-11-28.4", abroad: "2026-11-28.5", franceMultiPurpose: "2026-11-28.7", abroadMultiPurpose: "2026-11-28.6" },
};

/**
 * The version of the CGV text shown now in a language: the abroad one while a zone abroad is
 * active, each with its multi-purpose cards' « 7 bis » once the switch date is set. One version, one text.
 */
export function termsVersionOf(abroad: boolean, multiPurposeCards = false, lang: Lang = "fr"): string {
  const texts = TERMS_VERSIONS[lang];
  if (multiPurposeCards) return abroad ? texts.abroadMultiPurpose : texts.franceMultiPurpose;
  return abroad ? texts.abroad : texts.france;
}

const REVISION: Readonly<Record<Lang, string>> = { fr: "révision", en: "revision" };

/** "22 novembre 2026", or "26 novembre 2026, révision 2" ("26 November 2026, revision 2"): a terms version as a reader says it. */
export function formatTermsVersion(version: string, lang: Lang = "fr"): string {
  const [date, revision] = version.split(".");
  const day = formatLongDay(date, lang);
  return revision ? `${day}, ${REVISION[lang]} ${revision}` : day;
}
