import { and, desc, eq, isNull, ne } from "drizzle-orm";
import { affectedRows, db, tables, withTransaction, type Db } from "../platform/database.server";
import type { OutboxMessage } from "../platform/schema.server";
import type { RenderedEmail } from "./layout.server";
import type { AttachmentRef } from "./attachments";

export const EMAIL_KIND_LABELS: Record<string, string> = {
  order_confirmation: "Confirmation au client",
  owner_new_order: "Nouvelle commande (propriétaire)",
  shipped: "Avis d'expédition",
  refunded: "Avis de remboursement",
  withdrawal_acknowledgement: "Accusé de réception de rétractation",
  owner_withdrawal: "Rétractation (propriétaire)",
  stock_alert_confirmation: "Confirmation d'alerte de retour en stock",
  back_in_stock: "Alerte de retour en stock",
  gift_card_recipient: "Carte cadeau au destinataire",
  review_invitation: "Invitation à donner un avis",
  review_refused: "Avis non publié (motif)",
  newsletter_confirmation: "Confirmation d'inscription à la lettre d'information",
  checkout_reminder: "Rappel de panier",
};

/**
 * Queues a message in the caller's transaction, so it exists exactly when the event that causes
 * it does. The same `dedupeKey` twice (a replayed webhook, a double click) queues nothing more.
 */
export async function queueEmail(
  tx: Db,
  message: RenderedEmail & {
    dedupeKey: string;
    orderId: number | null;
    kind: string;
    to: string;
    attachments?: AttachmentRef[];
    headers?: Record<string, string>;
    /** Not sent before this instant (a gift card's sending date); at once otherwise. */
    notBefore?: Date;
  },
): Promise<boolean> {
  const { email_outbox } = tables();
  const inserted = await tx
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
      ...(message.notBefore ? { next_attempt_at: message.notBefore } : {}),
    })
    .onConflictDoNothing();
  return affectedRows(inserted) === 1;
}

export async function messagesOfOrder(orderId: number): Promise<OutboxMessage[]> {
  const { email_outbox } = tables();
  return db()
    .select()
    .from(email_outbox)
    .where(eq(email_outbox.order_id, orderId))
    .orderBy(desc(email_outbox.created_at), desc(email_outbox.id));
}

export async function findMessage(id: number): Promise<OutboxMessage | undefined> {
  const { email_outbox } = tables();
  const [message] = await db().select().from(email_outbox).where(eq(email_outbox.id, id)).limit(1);
  return message;
}

/**
 * "Renvoyer": the message goes back to the queue as it was written. A message still waiting is
 * left alone, so a double click sends it once.
 */
export async function requeueMessage(id: number, now = new Date()): Promise<boolean> {
  const { email_outbox } = tables();
  const updated = await withTransaction((tx) =>
    tx
      .update(email_outbox)
      .set({ status: "pending", attempts: 0, next_attempt_at: now, last_error: null })
      .where(and(eq(email_outbox.id, id), ne(email_outbox.status, "pending"), isNull(email_outbox.body_dropped_at))),
  );
  return affectedRows(updated) === 1;
}
