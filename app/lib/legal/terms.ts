/**
 * The date of the terms of sale in force. Change it whenever the /cgv text changes in substance:
 * each order stores the version its buyer accepted (docs/decisions/053).
 */
export const TERMS_VERSION = "2026-11-22";

export const TERMS_LABEL = "J'ai lu et j'accepte les conditions générales de vente";
