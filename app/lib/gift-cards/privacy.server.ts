import { eq, inArray, sql } from "drizzle-orm";
import { tables, type Db } from "../platform/database.server";
import type { GiftCard } from "../platform/schema.server";

/** A card in a customer's file (GDPR art. 15): never its code, which is a means of payment. */
function cardEntry(card: GiftCard) {
  return {
    montant_centimes: card.initial_cents,
    solde_centimes: card.balance_cents,
    destinataire: card.recipient_name,
    email_destinataire: card.recipient_email,
    de_la_part_de: card.sender_name,
    message: card.message,
    envoi_le: card.send_on,
    emise_le: card.issued_at ? card.issued_at.toISOString() : null,
    valable_jusqu_au: card.expires_at ? card.expires_at.toISOString() : null,
    desactivee_le: card.disabled_at ? card.disabled_at.toISOString() : null,
  };
}

export type GiftCardsFile = { achetees: ReturnType<typeof cardEntry>[]; recues: ReturnType<typeof cardEntry>[] };

const receivedBy = (email: string) => sql`lower(${tables().gift_cards.recipient_email}) = ${email}`;

/** The cards `email` bought (through its orders `orderIds`) and the cards sent to it. */
export async function giftCardsOf(tx: Db, email: string, orderIds: number[]): Promise<GiftCardsFile> {
  const { gift_cards } = tables();
  const bought = orderIds.length ? await tx.select().from(gift_cards).where(inArray(gift_cards.order_id, orderIds)).orderBy(gift_cards.id) : [];
  const received = await tx.select().from(gift_cards).where(receivedBy(email)).orderBy(gift_cards.id);
  return { achetees: bought.map(cardEntry), recues: received.map(cardEntry) };
}

/**
 * The erasure's part (GDPR art. 17): the cards sent to `email` lose their recipient and message,
 * the cards it bought lose the message and the name its buyer wrote. The codes and balances stay: a card keeps
 * its value, and its ledger is an accounting record.
 */
export async function forgetGiftCardsOf(tx: Db, email: string, orderIds: number[], now: Date) {
  const { gift_cards } = tables();
  await tx.update(gift_cards).set({ recipient_name: "", recipient_email: "", message: "", updated_at: now }).where(receivedBy(email));
  for (const id of orderIds) {
    await tx.update(gift_cards).set({ message: "", sender_name: "", updated_at: now }).where(eq(gift_cards.order_id, id));
  }
}
