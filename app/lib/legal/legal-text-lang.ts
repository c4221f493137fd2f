import type { Lang } from "../i18n/lang";

/**
 * The language of the legal texts (CGV, withdrawal form) given to a buyer who orders in `lang`,
 * the one function an order's kept texts go through (decision 169). French is the reference and
 * always written; the English texts and their version come with step 7 of docs/i18n-plan.md
 * (`locales/*\/legal.json`, `TERMS_VERSION` per language), which joins here at merge. Until then
 * an English order is given, and keeps, the French text under its French version, marked `fr`.
 */
export function legalTextLang(lang: Lang): Lang {
  return lang === "en" ? "fr" : lang;
}
