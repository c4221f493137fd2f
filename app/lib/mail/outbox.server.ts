import { and, desc, eq, isNull, ne } from "drizzle-orm";
import { getDb, type Db } from "../platform/db.server";
import { email_outbox, type OutboxMessage } from "../platform/schema.server";
import type { RenderedEmail } from "./templates.server";
import type { AttachmentRef } from "../documents/snapshots";

/** A transaction of the shop's database, or the database itself. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export const EMAIL_KIND_LABELS: Record<string, string> = {
  order_confirmation: "Confirmation au client",
  owner_new_order: "Nouvelle commande (propriétaire)",
  shipped: "Avis d'expédition",
  refunded: "Avis de remboursement",
  withdrawal_acknowledgement: "Accusé de réception de rétractation",
  owner_withdrawal: "Rétractation (propriétaire)",
  stock_alert_confirmation: "Confirmation d'alerte de retour en stock",
  back_in_stock: "Alerte de retour en stock",
};

/**
 * Queues a message in the caller's transaction, so it exists exactly when the event that causes
 * it does. The same `dedupeKey` twice (a replayed webhook, a double click) queues nothing more.
 */
export function queueEmail(
  tx: Tx,
  message: RenderedEmail & {
    dedupeKey: string;
    orderId: number | null;
    kind: string;
    to: string;
    attachments?: AttachmentRef[];
    headers?: Record<string, string>;
  },
): boolean {
  const inserted = tx
    .insert(email_outbox)
    .values({
      dedupe_key: message.dedupeKey,
      order_id: message.orderId,
      kind: message.kind,
      to_address: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: message.attachments ?? [],
      headers: message.headers ?? {},
    })
    .onConflictDoNothing()
    .run();
  return inserted.changes === 1;
}

export function messagesOfOrder(orderId: number): OutboxMessage[] {
  return getDb()
    .select()
    .from(email_outbox)
    .where(eq(email_outbox.order_id, orderId))
    .orderBy(desc(email_outbox.created_at), desc(email_outbox.id))
    .all();
}

export function findMessage(id: number): OutboxMessage | undefined {
  return getDb().select().from(email_outbox).where(eq(email_outbox.id, id)).get();
}

/**
 * "Renvoyer": the message goes back to the queue as it was written. A message still waiting is
 * left alone, so a double click sends it once.
 */
export function requeueMessage(id: number, now = new Date()): boolean {
  const updated = getDb()
    .update(email_outbox)
    .set({ status: "pending", attempts: 0, next_attempt_at: now, last_error: null })
    .where(and(eq(email_outbox.id, id), ne(email_outbox.status, "pending"), isNull(email_outbox.body_dropped_at)))
    .run();
  return updated.changes === 1;
}
