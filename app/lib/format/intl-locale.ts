import type { Lang } from "../i18n/lang";

/** The locale `Intl` formats money, dates and numbers with in each language (« 39,95 € » / « €39.95 »). */
export const INTL_LOCALE: Readonly<Record<Lang, string>> = { fr: "fr-FR", en: "en-GB" };
