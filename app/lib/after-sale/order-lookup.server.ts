import { asc, eq, inArray } from "drizzle-orm";
import { tables, withTransaction } from "../platform/database.server";
import { takeSlotIn, tryAgainIn, type Bucket } from "../platform/rate-limit.server";
import type { Order, OrderItem } from "../platform/schema.server";
import { normaliseEmail } from "../format/email-address";

const MINUTE = 60_000;

/**
 * Tries at « Suivre ma commande » and « Renoncer au contrat ici » (docs/decisions/087): per client,
 * what a shopper hunting for a typo needs and a guesser cannot live on; per reference, from
 * anywhere, so a guesser spread over many addresses gets 5 emails a quarter-hour against one order.
 */
export const LOOKUP_LIMITS = {
  client: { max: 10, windowMs: 15 * MINUTE },
  reference: { max: 5, windowMs: 15 * MINUTE },
} as const;

function lookupBuckets(reference: string, client: string): Bucket[] {
  return [
    { key: `order-lookup:client:${client}`, ...LOOKUP_LIMITS.client },
    { key: `order-lookup:reference:${reference}`, ...LOOKUP_LIMITS.reference },
  ];
}

/** The one answer for a wrong reference and a wrong email, so nobody learns which orders exist. */
export const NOT_FOUND = "Aucune commande ne correspond à cette référence et à cet email. Vérifiez-les dans votre email de confirmation.";

export type Lookup =
  | { ok: true; order: Order; items: OrderItem[] }
  | { ok: false; reason: "unknown" }
  | { ok: false; reason: "limited"; message: string };

const sameEmail = (a: string | null, b: string) => a != null && normaliseEmail(a) === normaliseEmail(b);

/**
 * The order with this reference bought with this email. The try is counted in every bucket before
 * the order is read, in the same write transaction, so parallel requests never get past the
 * limit; a right answer gives its slots back, so a shopper who checks often is never refused.
 */
export function lookUpOrder(reference: string, email: string, client: string, now = new Date()): Promise<Lookup> {
  const { order_items, orders, rate_limit_hits } = tables();
  return withTransaction(async (tx) => {
    const slot = await takeSlotIn(tx, lookupBuckets(reference, client), now);
    if (!slot.allowed) {
      return {
        ok: false,
        reason: "limited",
        message: `Trop de tentatives pour retrouver une commande. ${tryAgainIn(slot.retryAfterMs)}`,
      } as const;
    }
    const [order] = await tx.select().from(orders).where(eq(orders.reference, reference)).limit(1);
    if (!order || !sameEmail(order.customer_email, email)) return { ok: false, reason: "unknown" } as const;
    await tx.delete(rate_limit_hits).where(inArray(rate_limit_hits.id, slot.hitIds));
    const items = await tx.select().from(order_items).where(eq(order_items.order_id, order.id)).orderBy(asc(order_items.id));
    return { ok: true, order, items } as const;
  });
}
