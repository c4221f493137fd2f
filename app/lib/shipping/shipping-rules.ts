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
 * The FAQ's delivery answer, as SPEC.md words it (shipped in 24-48h, delivered in 2-3 working days
 * in metropolitan France): the dispatch time, then each method's promise, then where we deliver.
 */
export function deliveryAnswer(promises: string[]): string {
  return [DISPATCH_SENTENCE, ...promises.map((p) => `${p}.`), "Nous livrons en France métropolitaine."].join(" ");
}

/**
 * The one sentence a page says about a method's delay, from its stored delay: help, contact, CGV
 * and cart read it, so changing a method's delay in the admin changes every page (decision 108).
 */
export function deliverySentence(method: { name: string; delay_text: string }): string {
  return method.delay_text ? `${method.name} : livré en ${method.delay_text}` : method.name;
}
