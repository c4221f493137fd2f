import { amountDueCents } from "./gift-card-rules";
import { formatPrice } from "../format/money";

/**
 * Stripe's line when a gift card pays part of the order (decision 116): one line of exactly what
 * is left to pay, named so, since a coupon cannot reach the shipping the card also pays. Null
 * when no card pays: the order's own lines go to Stripe as before.
 */
export function stripeLinesAfterGiftCard(order: { reference: string; total_cents: number; gift_card_cents: number }) {
  if (order.gift_card_cents === 0) return null;
  return [
    {
      quantity: 1,
      price_data: {
        currency: "eur",
        unit_amount: amountDueCents(order),
        product_data: {
          name: `Commande ${order.reference} : ${formatPrice(order.total_cents)}, dont ${formatPrice(order.gift_card_cents)} réglés par carte cadeau`,
        },
      },
    },
  ];
}
