import { formatPrice } from "../format/money";

/**
 * The one rule of a shipping method's cost: its price, or nothing once the subtotal after the
 * promo discount reaches its "free above" amount (docs/decisions/052).
 */
export function shippingCostCents(
  method: { price_cents: number; free_above_cents: number | null },
  discountedSubtotalCents: number,
): number {
  if (method.free_above_cents != null && discountedSubtotalCents >= method.free_above_cents) return 0;
  return method.price_cents;
}

/** How long an order takes to leave the shop, whatever the method (SPEC: shipped in 24-48h). */
export const DISPATCH_SENTENCE = "Votre commande est expédiée sous 24 à 48 h ouvrées.";

/**
 * The one sentence a page says about a method's delay, from its stored delay: help, contact, CGV
 * and cart read it, so changing a method's delay in the admin changes every page (decision 108).
 */
export function deliverySentence(method: { name: string; delay_text: string }): string {
  return method.delay_text ? `${method.name} : livré en ${method.delay_text}` : method.name;
}

/**
 * A method as the CGV and the help page offer it: its delay, then what it costs (« offerte », its
 * price, and from which amount it is free), so both pages say the same of each method.
 */
export function deliveryOffer(method: { name: string; delay_text: string; price_cents: number; free_above_cents: number | null }): string {
  const price = method.price_cents === 0 ? "offerte" : `${formatPrice(method.price_cents)} TTC`;
  const free =
    method.free_above_cents != null && method.price_cents > 0 ? `, offerte dès ${formatPrice(method.free_above_cents)} d'achat après réduction` : "";
  return `${deliverySentence(method)}, ${price}${free}.`;
}
