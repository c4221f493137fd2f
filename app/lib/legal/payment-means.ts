/**
 * The payment means Stripe Checkout offers (the owner's dashboard decides, no list is sent:
 * decision 162), as a legal fact the owner keeps: « carte bancaire, PayPal, Bancontact ». The CGV
 * and help say them; SPEC's help sentence « Nous acceptons les cartes bancaires et PayPal. » stays
 * word for word, so the list must keep both.
 */

export const PAYMENT_MEANS_MAX = 200;

/** Each mean of the list, as typed: commas separate them. */
function paymentMeansOf(text: string): string[] {
  return text
    .split(",")
    .map((mean) => mean.trim())
    .filter(Boolean);
}

export const PAYMENT_MEANS_RULE =
  "Listez les moyens séparés par des virgules, carte bancaire et PayPal compris (la page d'aide les promet), par exemple « carte bancaire, PayPal, Bancontact »";

/** Whether a typed list keeps what SPEC's help promises: cards and PayPal, each mean of 2 to 40 characters. */
export function isPaymentMeansList(text: string): boolean {
  const means = paymentMeansOf(text);
  const said = means.map((mean) => mean.toLowerCase());
  return (
    means.every((mean) => mean.length >= 2 && mean.length <= 40) &&
    said.some((mean) => mean.startsWith("carte")) &&
    said.includes("paypal")
  );
}

/** The CGV's payment sentence: SPEC's two means while the fact is empty, else the owner's list. */
export function paymentSentence(meansText: string): string {
  const means = paymentMeansOf(meansText);
  const where =
    means.length === 0
      ? "Le paiement se fait par carte bancaire ou PayPal sur la page sécurisée de notre prestataire Stripe."
      : `Le paiement se fait sur la page sécurisée de notre prestataire Stripe, par l'un des moyens de paiement qu'elle vous propose pour votre commande : ${means.join(", ")}.`;
  return `${where} Vos données de carte sont transmises directement à Stripe et ne sont jamais connues ni conservées par nous. Le montant est débité à la validation du paiement.`;
}

/** Help's answer on payment means, after SPEC's sentence: the owner's list, when kept. */
export function paymentMeansHelp(meansText: string): string | null {
  const means = paymentMeansOf(meansText);
  return means.length === 0 ? null : `Selon votre commande, la page de paiement vous propose : ${means.join(", ")}.`;
}
