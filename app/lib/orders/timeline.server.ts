import { asc, eq } from "drizzle-orm";
import { db, tables, type Db } from "../platform/database.server";
import type { OrderEvent } from "../platform/schema.server";

/** Who did it, for what the shopper did themselves (the online withdrawal function). */
export const CUSTOMER_ACTOR = "client";

/** Who did it, for what the shop itself did (a payment recorded from Stripe or the demo page). */
export const SYSTEM_ACTOR = "système";

export const EVENT_LABELS: Record<string, string> = {
  paid: "Paiement reçu",
  refund_due: "Payée trop tard : à rembourser",
  shipped: "Expédiée",
  delivered: "Livrée",
  refunded: "Remboursement",
  refund_refused: "Remboursement refusé",
  restocked: "Flacons remis en stock",
  email_resent: "Email renvoyé",
  withdrawal_requested: "Rétractation demandée",
  sample_left_out: "Échantillon non joint",
};

export async function recordEvent(tx: Db, orderId: number, type: keyof typeof EVENT_LABELS, actor: string, detail = "", at = new Date()) {
  const { order_events } = tables();
  await tx.insert(order_events).values({ order_id: orderId, type, actor, detail, created_at: at });
}

export async function eventsOf(orderId: number): Promise<OrderEvent[]> {
  const { order_events } = tables();
  return db()
    .select()
    .from(order_events)
    .where(eq(order_events.order_id, orderId))
    .orderBy(asc(order_events.created_at), asc(order_events.id));
}
