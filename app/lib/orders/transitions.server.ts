import { and, eq, sql } from "drizzle-orm";
import { getDb } from "../platform/db.server";
import { kickSender } from "../mail/sender.server";
import { formatPrice } from "../format/money";
import { order_events, order_items, orders, products, type Order, type OrderStatus } from "../platform/schema.server";
import { getStripe } from "../checkout/stripe.server";
import { queueRefundEmail, queueShippedEmail } from "./order-emails.server";
import { recordEvent } from "./timeline.server";

export type OrderMove = "ship" | "deliver" | "refund";

/**
 * Every move the owner can make, and the statuses it may start from: the one table the screen
 * (which buttons to show) and the server (what to accept) both read. A partly refunded order keeps
 * going: it can still be shipped, then delivered, and refunded further.
 */
export const ALLOWED_MOVES: Record<OrderMove, readonly OrderStatus[]> = {
  ship: ["paid", "partially_refunded"],
  deliver: ["shipped", "partially_refunded"],
  refund: ["paid", "shipped", "delivered", "partially_refunded", "refund_due"],
};

/** Whether `move` applies to the order now; partly refunded orders also need the right step. */
export function canMove(order: Pick<Order, "status" | "shipped_at" | "delivered_at">, move: OrderMove): boolean {
  if (!ALLOWED_MOVES[move].includes(order.status)) return false;
  if (order.status !== "partially_refunded") return true;
  if (move === "ship") return order.shipped_at == null;
  if (move === "deliver") return order.shipped_at != null && order.delivered_at == null;
  return true;
}

export type MoveResult = { ok: true; order: Order } | { ok: false; reason: string };

const REFUSED: Record<OrderMove, string> = {
  ship: "Seule une commande payée et pas encore expédiée peut être expédiée.",
  deliver: "Seule une commande expédiée peut être marquée livrée.",
  refund: "Cette commande ne peut pas être remboursée.",
};

type Common = { orderId: number; actor: string; siteUrl: string; now?: Date };

function itemsOf(orderId: number) {
  return getDb().select().from(order_items).where(eq(order_items.order_id, orderId)).all();
}

export function shipOrder(
  input: Common & { carrier: string; trackingNumber: string; trackingUrl?: string | null },
): MoveResult {
  const now = input.now ?? new Date();
  const result = getDb().transaction(
    (tx): MoveResult => {
      const order = tx.select().from(orders).where(eq(orders.id, input.orderId)).get();
      if (!order) return { ok: false, reason: "Cette commande n'existe pas." };
      if (!canMove(order, "ship")) return { ok: false, reason: REFUSED.ship };
      const updated = tx
        .update(orders)
        .set({
          status: order.status === "paid" ? "shipped" : order.status,
          carrier: input.carrier,
          tracking_number: input.trackingNumber,
          tracking_url: input.trackingUrl ?? null,
          shipped_at: now,
          updated_at: now,
        })
        .where(eq(orders.id, order.id))
        .returning()
        .get();
      recordEvent(tx, order.id, "shipped", input.actor, `${input.carrier}, suivi ${input.trackingNumber}`, now);
      queueShippedEmail(tx, updated, itemsOf(order.id), input.siteUrl);
      return { ok: true, order: updated };
    },
    { behavior: "immediate" },
  );
  if (result.ok) kickSender();
  return result;
}

export function deliverOrder(input: Omit<Common, "siteUrl">): MoveResult {
  const now = input.now ?? new Date();
  return getDb().transaction(
    (tx): MoveResult => {
      const order = tx.select().from(orders).where(eq(orders.id, input.orderId)).get();
      if (!order) return { ok: false, reason: "Cette commande n'existe pas." };
      if (!canMove(order, "deliver")) return { ok: false, reason: REFUSED.deliver };
      const updated = tx
        .update(orders)
        .set({ status: order.status === "shipped" ? "delivered" : order.status, delivered_at: now, updated_at: now })
        .where(eq(orders.id, order.id))
        .returning()
        .get();
      recordEvent(tx, order.id, "delivered", input.actor, "", now);
      return { ok: true, order: updated };
    },
    { behavior: "immediate" },
  );
}

/**
 * Whether the order's bottles were taken from stock and not yet put back: a late payment
 * (refund_due) never took any, and restocked ones are back already.
 */
export function holdsStock(order: Pick<Order, "id" | "status">): boolean {
  if (order.status === "refund_due") return false;
  const restocked = getDb()
    .select({ id: order_events.id })
    .from(order_events)
    .where(and(eq(order_events.order_id, order.id), eq(order_events.type, "restocked")))
    .get();
  return !restocked;
}

const ALREADY_RECORDED = "Ce remboursement a déjà été enregistré (la commande a changé depuis l'affichage du formulaire).";

export function refundableCents(order: Pick<Order, "total_cents" | "refunded_cents">): number {
  return Math.max(0, order.total_cents - order.refunded_cents);
}

/**
 * Gives money back: through Stripe's Refunds API on the order's payment intent, or as a recorded
 * demo refund. Stripe is asked first, outside any transaction; the order changes only if Stripe
 * agreed. A form carries the refunded total it was shown with (`refundedBefore`): a second click
 * of it finds the total moved and is refused. Two clicks at the very same moment share Stripe's
 * idempotency key (made of that same total), so Stripe refunds once, and the transaction applies
 * once: the second sees the refunded total has moved.
 */
export async function refundOrder(
  input: Common & { amountCents: number | null; restock: boolean; refundedBefore?: number },
): Promise<MoveResult> {
  const now = input.now ?? new Date();
  const order = getDb().select().from(orders).where(eq(orders.id, input.orderId)).get();
  if (!order) return { ok: false, reason: "Cette commande n'existe pas." };
  if (!canMove(order, "refund")) return { ok: false, reason: REFUSED.refund };
  if (input.refundedBefore != null && input.refundedBefore !== order.refunded_cents) {
    return { ok: false, reason: ALREADY_RECORDED };
  }
  const left = refundableCents(order);
  const amount = input.amountCents ?? left;
  if (amount <= 0) return { ok: false, reason: "Cette commande a déjà été entièrement remboursée." };
  if (amount > left) return { ok: false, reason: `Le montant dépasse ce qui reste à rembourser (${formatPrice(left)}).` };

  let via = "remboursement de démonstration";
  if (order.payment_provider === "stripe") {
    const stripe = getStripe();
    if (!stripe || !order.payment_intent_id) {
      return { ok: false, reason: "Paiement Stripe introuvable pour cette commande : remboursez-la depuis le tableau de bord Stripe." };
    }
    try {
      const refund = await stripe.refunds.create(
        { payment_intent: order.payment_intent_id, amount, metadata: { order_reference: order.reference } },
        { idempotencyKey: `refund-${order.reference}-${order.refunded_cents}-${amount}` },
      );
      via = `Stripe ${refund.id}`;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      getDb().transaction((tx) =>
        recordEvent(tx, order.id, "refund_refused", input.actor, `${formatPrice(amount)} : ${reason}`, now),
      );
      return { ok: false, reason: `Stripe a refusé le remboursement : ${reason}` };
    }
  }

  const result = getDb().transaction(
    (tx): MoveResult => {
      const current = tx.select().from(orders).where(eq(orders.id, order.id)).get()!;
      if (current.refunded_cents !== order.refunded_cents) {
        return { ok: false, reason: ALREADY_RECORDED };
      }
      const refunded = current.refunded_cents + amount;
      const items = itemsOf(order.id);
      const restock = input.restock && holdsStock(current);
      const updated = tx
        .update(orders)
        .set({
          refunded_cents: refunded,
          status: refunded >= current.total_cents ? "refunded" : "partially_refunded",
          updated_at: now,
        })
        .where(eq(orders.id, order.id))
        .returning()
        .get();
      if (restock) {
        for (const item of items) {
          if (item.product_id == null) continue;
          tx.update(products)
            .set({
              stock_quantity: sql`${products.stock_quantity} + ${item.quantity}`,
              stock_status: "in_stock",
              updated_at: now,
            })
            .where(eq(products.id, item.product_id))
            .run();
        }
        recordEvent(tx, order.id, "restocked", input.actor, items.map((i) => `${i.quantity} × ${i.name}`).join(", "), now);
      }
      recordEvent(tx, order.id, "refunded", input.actor, `${formatPrice(amount)} (${via})`, now);
      queueRefundEmail(tx, updated, items, amount, input.siteUrl);
      return { ok: true, order: updated };
    },
    { behavior: "immediate" },
  );
  if (result.ok) kickSender();
  return result;
}
