import { addCalendarDays, formatParisDate, formatParisDateTime, parisDay, parisDayEnd } from "../format/paris-time";
import type { Order, OrderStatus } from "../platform/schema.server";

/** L221-18: fourteen days from the day the goods are received. */
export const WITHDRAWAL_DAYS = 14;
/**
 * A parcel the owner shipped but never marked delivered is taken as received this many days after
 * shipment: generous beside the 48 h to 3 days of our methods, so no shopper loses days to a
 * forgotten « Marquer livrée » (docs/decisions/088).
 */
const ASSUMED_TRANSIT_DAYS = 7;
/** L221-24: the refund is due within fourteen days of being told of the withdrawal. */
const REFUND_DAYS = 14;

const UNPAID: OrderStatus[] = ["pending", "failed", "expired"];

/** The Paris day `days` after the one `date` falls on, as "YYYY-MM-DD". */
function parisDayAfter(date: Date, days: number): string {
  return addCalendarDays(parisDay(date), days);
}

export type Period = { closesAt: Date | null; basis: "not_shipped" | "delivered" | "assumed_delivered" };

/**
 * When the withdrawal period ends: the last second of the fourteenth Paris day after delivery (the
 * day of receipt does not count). Before shipment it has not started, so it is open from payment.
 */
export function withdrawalPeriod(order: Pick<Order, "shipped_at" | "delivered_at">): Period {
  if (order.delivered_at) return { closesAt: parisDayEnd(parisDayAfter(order.delivered_at, WITHDRAWAL_DAYS)), basis: "delivered" };
  if (order.shipped_at) {
    return {
      closesAt: parisDayEnd(parisDayAfter(order.shipped_at, ASSUMED_TRANSIT_DAYS + WITHDRAWAL_DAYS)),
      basis: "assumed_delivered",
    };
  }
  return { closesAt: null, basis: "not_shipped" };
}

/** The last second the owner may refund a withdrawal told on `requestedAt` (L221-24). */
export function refundDueBy(requestedAt: Date): Date {
  return parisDayEnd(parisDayAfter(requestedAt, REFUND_DAYS));
}

/** Why this order cannot be withdrawn from now, in French with its dates; null when it can. */
export function withdrawalRefusal(
  order: Pick<Order, "status" | "paid_at" | "shipped_at" | "delivered_at">,
  now = new Date(),
): string | null {
  if (UNPAID.includes(order.status) || !order.paid_at) {
    return "Cette commande n'a pas été payée : aucun contrat n'a été conclu, il n'y a rien à annuler.";
  }
  if (order.status === "refund_due") {
    return "Cette commande a été payée trop tard pour être honorée : elle vous est remboursée intégralement, sans démarche de votre part.";
  }
  if (order.status === "refunded") return "Cette commande a déjà été intégralement remboursée.";
  const { closesAt, basis } = withdrawalPeriod(order);
  if (!closesAt || now.getTime() <= closesAt.getTime()) return null;
  const start =
    basis === "delivered"
      ? `Livrée le ${formatParisDate(order.delivered_at!)}, elle pouvait faire l'objet d'une rétractation pendant ${WITHDRAWAL_DAYS} jours`
      : `Expédiée le ${formatParisDate(order.shipped_at!)}, elle est réputée livrée ${ASSUMED_TRANSIT_DAYS} jours plus tard et pouvait faire l'objet d'une rétractation pendant ${WITHDRAWAL_DAYS} jours ensuite`;
  return `Le délai de rétractation de cette commande a pris fin le ${formatParisDateTime(closesAt)}. ${start} (article L221-18 du Code de la consommation). Pour un produit défectueux, la garantie légale de conformité reste due : écrivez-nous.`;
}
