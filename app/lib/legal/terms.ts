/**
 * The date of the terms of sale in force. Change it whenever the /cgv text changes in substance:
 * each order stores the version its buyer accepted (docs/decisions/053).
 */
export const TERMS_VERSION = "2026-11-26";

export const TERMS_LABEL = "J'ai lu et j'accepte les conditions générales de vente";

/** "22 novembre 2026": a terms version (a calendar date) as a reader says it. */
export function formatTermsVersion(version: string): string {
  const [y, m, d] = version.split("-").map(Number);
  return new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
}
