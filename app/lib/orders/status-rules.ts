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
