import type { queueEmail } from "~/lib/mail/outbox.server";
import type { Db } from "~/lib/platform/database.server";
import type { GiftCard, Order, OrderItem, Withdrawal } from "~/lib/platform/schema.server";
import { queueRecipientEmails } from "~/lib/gift-cards/gift-card-email.server";
import { getShopSettings } from "~/lib/legal/shop-settings.server";
import { queueNewsletterConfirmation } from "~/lib/newsletter/emails.server";
import {
  orderConfirmation,
  ownerNewOrder,
  ownerWithdrawalNotice,
  refundNotice,
  shippingNotice,
  withdrawalAcknowledgement,
  type OrderMailContext,
} from "~/lib/order-mail/templates.server";
import { queueReminderEmail } from "~/lib/reminders/emails.server";
import { queueInvitation, queueRefusalNotice } from "~/lib/reviews/emails.server";
import { queueBackInStock, queueConfirmation } from "~/lib/stock-alerts/emails.server";

/*
 * Every kind of email the shop sends, rendered from fixed data: what tests/integration/email-html.test.ts
 * checks, and what it writes as files when EMAIL_SAMPLES_DIR is set (docs/email.md, « Checking how
 * an email looks »). Whatever a shopper or the owner types carries HOSTILE, so each HTML part
 * shows how the markup escapes it.
 */

/** Markup, an attribute's quote and an ampersand: what a typed value must never bring into the HTML. */
export const HOSTILE = `<script>alert("x")</script> & "Cie"`;

export type SampleEmail = { subject: string; html: string; text: string };
export type QueuedEmail = Parameters<typeof queueEmail>[1];

const SITE = "https://boutique.example.fr";
const PAID_AT = new Date("2026-11-20T14:30:00Z");

const ORDER: Order = {
  id: 42,
  lang: "fr",
  reference: "MS-2026-00042",
  status: "paid",
  subtotal_cents: 11985,
  discount_cents: 1199,
  total_cents: 11276,
  promo_code: "BIENVENUE10",
  payment_provider: "demo",
  checkout_session_id: null,
  customer_email: "claire.martin@example.fr",
  customer_name: `Claire ${HOSTILE}`,
  shipping_address: `Claire Martin\n12 rue des Rosiers ${HOSTILE}\n75004 Paris`,
  paid_at: PAID_AT,
  payment_intent_id: null,
  shipping_method_id: 1,
  shipping_method_name: "Colissimo",
  shipping_cents: 490,
  vat_rate_bp: 2000,
  vat_cents: 1879,
  delivery_country: "FR",
  vat_scheme: "FR",
  terms_accepted_at: PAID_AT,
  terms_version: "2026-11-01",
  invoice_number: 17,
  carrier: `Colissimo ${HOSTILE}`,
  tracking_number: `6A123 ${HOSTILE}`,
  tracking_url: `https://www.laposte.fr/outils/suivre-vos-envois?code=6A123&x="y"`,
  shipped_at: new Date("2026-11-21T09:00:00Z"),
  delivered_at: null,
  refunded_cents: 3995,
  gift_wrap_cents: 0,
  gift_message: `Joyeux anniversaire ${HOSTILE}\nAvec tout mon amour`,
  gift_card_id: null,
  gift_card_cents: 0,
  personal_data_erased_at: null,
  expires_at: null,
  created_at: PAID_AT,
  updated_at: PAID_AT,
};

const item = (id: number, name: string, format_label: string | null, unit_price_cents: number, quantity: number): OrderItem => ({
  id,
  order_id: ORDER.id,
  product_id: id,
  name,
  format_id: id,
  format_label,
  unit_price_cents,
  quantity,
  restocked_quantity: 0,
});

const ITEMS: OrderItem[] = [item(1, "Saphir Bleu", "50 ml", 3995, 2), item(2, `Ambre ${HOSTILE}`, "100 ml", 3995, 1)];

const WITHDRAWAL: Withdrawal = {
  id: 3,
  order_id: ORDER.id,
  lines: [
    { item_id: 1, name: "Saphir Bleu (50 ml)", quantity: 1 },
    { item_id: 9, name: "Carte cadeau 50,00 €", quantity: 1 },
  ],
  reason: `Le parfum ne me convient pas ${HOSTILE}`,
  requested_at: new Date("2026-11-23T18:05:00Z"),
};

const CARD: GiftCard = {
  id: 9,
  code: "ABCD2345EFGH",
  order_id: ORDER.id,
  order_item_id: 9,
  initial_cents: 5000,
  balance_cents: 5000,
  voucher_kind: "single",
  recipient_name: `Léa ${HOSTILE}`,
  recipient_email: "lea@example.fr",
  sender_name: `Julie ${HOSTILE}`,
  message: `Pour tes trente ans ${HOSTILE}\nBises`,
  send_on: "2026-12-24",
  issued_at: PAID_AT,
  expires_at: new Date("2027-11-20T23:00:00Z"),
  disabled_at: null,
  created_at: PAID_AT,
  updated_at: PAID_AT,
};

const AWAITED = { product: { name: `Bois d'Automne ${HOSTILE}`, slug: "bois-automne" }, format: { id: 7, volume_ml: 100, label: null } };

/**
 * Every email by kind (and variant). The queued ones are taken from `queued`, where the test's
 * stand-in for `queueEmail` puts what the domain would have written to the outbox.
 */
export async function renderEmailSamples(queued: QueuedEmail[]): Promise<Record<string, SampleEmail>> {
  const settings = await getShopSettings();
  const ctx: OrderMailContext = {
    order: ORDER,
    items: ITEMS,
    settings,
    siteUrl: SITE,
    orderPageUrl: `${SITE}/commande/MS-2026-00042?cle=abc&x="y"`,
    samples: [`Rose Merveilleuse ${HOSTILE}`],
    deliveryPromise: "Livraison en 2 à 3 jours ouvrés",
    vouchers: ["Code COFFRET-7K2P : 39,95 € à valoir jusqu'au 20 mai 2027"],
    giftCards: [`La carte cadeau de 50,00 € pour Léa ${HOSTILE} sera envoyée par email à lea@example.fr le 24 décembre 2026, avec sa carte à imprimer.`],
  };
  const cardsOnly: OrderMailContext = { ...ctx, items: [item(9, "Carte cadeau", null, 5000, 1)], samples: [], vouchers: [] };
  const withdrawal = { ...ctx, withdrawal: WITHDRAWAL, refundDueBy: new Date("2026-12-08T12:00:00Z"), withdrawnCards: 1 };
  const adminUrl = `${SITE}/admin-test/commandes/42`;
  const emails: Record<string, SampleEmail> = {
    order_confirmation: orderConfirmation(ctx),
    order_confirmation_cards_only: orderConfirmation(cardsOnly),
    owner_new_order: ownerNewOrder({ ...ctx, adminUrl, lowStock: [{ name: `Saphir Bleu ${HOSTILE}`, quantity: 2 }] }),
    shipped: shippingNotice(ctx),
    refunded: refundNotice({ ...ctx, amountCents: 3995, creditNoteNumber: 4 }),
    withdrawal_acknowledgement: withdrawalAcknowledgement(withdrawal),
    owner_withdrawal: ownerWithdrawalNotice({ ...withdrawal, adminUrl }),
  };
  const tx = {} as Db;
  const take = async (kind: string, queue: () => Promise<unknown>) => {
    queued.length = 0;
    await queue();
    const [message] = queued;
    emails[kind] = { subject: message.subject, html: message.html, text: message.text };
  };
  await take("gift_card_recipient", () => queueRecipientEmails(tx, ORDER, [CARD], PAID_AT));
  await take("stock_alert_confirmation", () => queueConfirmation(tx, { id: 1, email: "a@example.fr", tokenHash: "h", lang: "fr" }, AWAITED, "jeton-1"));
  await take("back_in_stock", () => queueBackInStock(tx, { id: 1, email: "a@example.fr", emailKey: "cle-1", lang: "fr" }, AWAITED));
  await take("review_invitation", () =>
    queueInvitation(
      tx,
      { id: ORDER.id, reference: ORDER.reference, email: "claire.martin@example.fr" },
      [
        { name: "Saphir Bleu", url: `${SITE}/avis/jeton?produit=1&x="y"` },
        { name: `Ambre ${HOSTILE}`, url: `${SITE}/avis/jeton?produit=2` },
      ],
      "cle-avis",
    ),
  );
  await take("review_refused", () =>
    queueRefusalNotice(tx, { id: 5, productName: `Ambre ${HOSTILE}`, orderId: ORDER.id, email: "claire.martin@example.fr" }, "publicite"),
  );
  await take("newsletter_confirmation", () => queueNewsletterConfirmation(tx, { id: 2, email: "n@example.fr", tokenHash: "h", lang: "fr" }, "jeton-2"));
  await take("checkout_reminder", () =>
    queueReminderEmail(
      tx,
      {
        orderId: ORDER.id,
        email: "claire.martin@example.fr",
        lines: [
          { productId: 1, formatId: 1, isDefault: true, quantity: 1, name: "Saphir Bleu", available: true },
          { productId: 2, formatId: 2, isDefault: false, quantity: 1, name: `Ambre ${HOSTILE} (100 ml)`, available: false },
        ],
      },
      "jeton-3",
    ),
  );
  return emails;
}
