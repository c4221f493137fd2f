/**
 * What the Code de commerce asks an invoice to a business to state about its payment (L441-9),
 * for an invoice the buyer pays at the order (decision 138). Any late payment is owed, by law,
 * the penalties of L441-10 at their default rate and the fixed indemnity of D441-5: the shop sets
 * neither, so the invoice states those.
 */

/** D441-5: the fixed indemnity for recovery costs, 40 €. */
export const RECOVERY_INDEMNITY_CENTS = 4000;

/** L441-10, II: the rate when the terms set none. */
export const LATE_PAYMENT_PENALTIES =
  "taux d'intérêt de la Banque centrale européenne à son opération de refinancement la plus récente, majoré de 10 points de pourcentage";

/** L441-9 asks the terms of an early-payment discount: paid at the order, there is none. */
export const EARLY_PAYMENT_DISCOUNT = "aucun escompte pour paiement anticipé";
