import type { Order, OrderStatus } from "../platform/schema.server";

/**
 * Every change an order's status can take, and the statuses each may start from: the one table
 * the fulfilment (payments), the owner's moves (ship, deliver, refund) and the screens read, each
 * inside the transaction that makes the change (docs/decisions/084). Anything not listed is
 * refused and changes nothing.
 *
 * - "pay": the provider says money arrived (a Stripe webhook, /success). A payment can land after
 *   the order expired or failed (a late async payment): the money is there, so it is recorded.
 * - "pay_demo": "Payer" on the demo page, where no money moves: only a pending order, so an
 *   "Annuler" that won the race is never undone.
 * - "fail" / "expire": only a pending order; a late failure never undoes a payment.
 * - "ship", "deliver", "refund": the owner's moves after payment.
 */
const ORDER_CHANGES = {
  pay: ["pending", "expired", "failed"],
  pay_demo: ["pending"],
  fail: ["pending"],
  expire: ["pending"],
  ship: ["paid", "partially_refunded"],
  deliver: ["shipped", "partially_refunded"],
  refund: ["paid", "shipped", "delivered", "partially_refunded", "refund_due"],
} as const satisfies Record<string, readonly OrderStatus[]>;

export type OrderChange = keyof typeof ORDER_CHANGES;

/**
 * Whether `change` applies to the order now. A partly refunded order keeps going on its own
 * track: shipped once, then delivered, refunded further.
 */
export function canChange(order: Pick<Order, "status" | "shipped_at" | "delivered_at">, change: OrderChange): boolean {
  if (!(ORDER_CHANGES[change] as readonly OrderStatus[]).includes(order.status)) return false;
  if (order.status !== "partially_refunded") return true;
  if (change === "ship") return order.shipped_at == null;
  if (change === "deliver") return order.shipped_at != null && order.delivered_at == null;
  return true;
}

/** Money has been received for it: a payment arriving again answers with the order as it is. */
export function paymentReceived(status: OrderStatus): boolean {
  return !(ORDER_CHANGES.pay as readonly OrderStatus[]).includes(status);
}

/** What the status alone does not say: a refund under way, a withdrawal the shopper asked for. */
export type OrderWork = { refundPending: boolean; withdrawalRequested: boolean };

/**
 * Whether the shop still owes this order's customer something, so it must keep their name, email
 * and address (an erasure on request and the retention job both wait for it to close,
 * docs/decisions/091): a payment still awaited, a parcel still to send (the same rule that lets
 * "ship" apply, so a partly refunded order not yet shipped counts), money owed back (refund_due, a
 * refund under way), or a withdrawal whose order can still be refunded (only a full refund ends it).
 */
export function hasWorkLeft(order: Pick<Order, "status" | "shipped_at" | "delivered_at">, work: OrderWork): boolean {
  if (order.status === "pending" || order.status === "refund_due" || work.refundPending) return true;
  if (canChange(order, "ship")) return true;
  return work.withdrawalRequested && canChange(order, "refund");
}

/**
 * The orders that count as sold, for the best sellers, the revenue chart and the customer file
 * alike (decision 106): money received and kept, at least in part. A fully refunded order is a
 * sale undone and counts for nothing; a payment that came too late (refund_due) was never a sale.
 * A partly refunded order stays sold for what it kept: its total less the money refunded, and
 * its bottles less those put back in stock (a refund that leaves the bottles with the customer
 * takes money off, not bottles).
 */
export const SOLD_STATUSES = ["paid", "shipped", "delivered", "partially_refunded"] as const satisfies readonly OrderStatus[];

function isSold(status: OrderStatus): boolean {
  return (SOLD_STATUSES as readonly OrderStatus[]).includes(status);
}

/** What the shop kept of an order, in cents: its total less the refunds, 0 when it is not sold. */
export function soldCents(order: Pick<Order, "status" | "total_cents" | "refunded_cents">): number {
  return isSold(order.status) ? order.total_cents - order.refunded_cents : 0;
}

/** The bottles of one line that stay sold: those not put back in stock, 0 when the order is not sold. */
export function soldBottles(status: OrderStatus, item: { quantity: number; restocked_quantity: number }): number {
  return isSold(status) ? item.quantity - item.restocked_quantity : 0;
}
