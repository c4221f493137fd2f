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

/**
 * The one sentence a page says about a method's delay, from its stored delay: help, contact, CGV
 * and cart read it, so changing a method's delay in the admin changes every page (decision 108).
 */
export function deliverySentence(method: DelayOf): string {
  const delay = delayText(method);
  return delay ? `${method.name} : livré en ${delay}` : method.name;
}

type DelayOf = { name: string; delay_text: string; delay_min_days?: number | null; delay_max_days?: number | null };

/**
 * A method's delay as words: its own sentence (France's methods keep SPEC's words), else its
 * working days, « 3 à 5 jours ouvrés », or « 2 jours ouvrés » when the two are equal.
 */
export function delayText(method: DelayOf): string {
  if (method.delay_text) return method.delay_text;
  const { delay_min_days: min, delay_max_days: max } = method;
  if (min == null || max == null) return "";
  const days = (n: number) => `${n} jour${n > 1 ? "s" : ""} ouvré${n > 1 ? "s" : ""}`;
  return min === max ? days(max) : `${min} à ${days(max)}`;
}

/**
 * A method as the CGV and the help page offer it: its delay, then what it costs (« offerte », its
 * price, and from which amount it is free), so both pages say the same of each method.
 */
export function deliveryOffer(method: DelayOf & { price_cents: number; free_above_cents: number | null }): string {
  const price = method.price_cents === 0 ? "offerte" : `${formatPrice(method.price_cents)} TTC`;
  const free =
    method.free_above_cents != null && method.price_cents > 0 ? `, offerte dès ${formatPrice(method.free_above_cents)} d'achat après réduction` : "";
  return `${deliverySentence(method)}, ${price}${free}.`;
}
