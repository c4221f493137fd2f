import { eq } from "drizzle-orm";
import { formatPrice } from "../format/money";
import { formatParisDate } from "../format/paris-time";
import { shopOrigin } from "../legal/shop-settings.server";
import { db, tables } from "../platform/database.server";
import { heading, letterhead, paragraph, renderPdf } from "./pdf.server";
import type { PdfFile } from "./documents.server";
import { GIFT_CARD_LABEL, giftCardSender, printedGiftCardCode } from "../gift-cards/gift-card-rules";

/**
 * The printable card sent to the recipient, rendered at send time from the card's row (its
 * amount, code and expiry never change once issued), with the embedded font of every PDF.
 */
export async function giftCardPdf(cardId: number): Promise<PdfFile | null> {
  const { gift_cards, orders } = tables();
  const [row] = await db()
    .select({ card: gift_cards, buyer: orders.customer_name })
    .from(gift_cards)
    .leftJoin(orders, eq(orders.id, gift_cards.order_id))
    .where(eq(gift_cards.id, cardId))
    .limit(1);
  if (!row?.card.code || !row.card.issued_at) return null;
  const { card } = row;
  const from = giftCardSender(card, row.buyer);
  const origin = await shopOrigin();
  const content = await renderPdf(GIFT_CARD_LABEL, card.issued_at!, (doc) => {
    letterhead(doc, GIFT_CARD_LABEL);
    doc.moveDown(0.5).font("bold").fontSize(28).text(formatPrice(card.initial_cents), { align: "center" });
    doc.moveDown(0.3).font("regular").fontSize(12).text(`Pour ${card.recipient_name}${from ? `, de la part de ${from}` : ""}`, { align: "center" });
    if (card.message) {
      doc.moveDown(0.8).font("regular").fontSize(11).text(`« ${card.message} »`, { align: "center" });
    }
    heading(doc, "Votre code");
    doc.font("bold").fontSize(18).text(printedGiftCardCode(card.code!), { characterSpacing: 1 });
    doc.font("regular").fontSize(9.5).moveDown(0.4);
    paragraph(doc, `Valable jusqu'au ${formatParisDate(card.expires_at!)}, en une ou plusieurs fois, sur ${origin}.`);
    paragraph(doc, "Saisissez ce code dans votre panier, champ « Carte cadeau » : son solde règle tout ou partie de votre commande.");
    paragraph(doc, "Gardez ce code pour vous : quiconque le connaît peut utiliser la carte.");
  });
  return { filename: `carte-cadeau-${card.id}.pdf`, content };
}
