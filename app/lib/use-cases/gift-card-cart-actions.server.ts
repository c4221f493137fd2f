import { formatPrice } from "../format/money";
import type { Toast } from "../platform/toast.server";
import type { StoredCart } from "../cart/cart.server";
import { priceCart } from "./price-cart.server";
import { codeAttemptRefusal } from "../cart/code-attempts.server";
import { giftCardCodeSchema, normaliseGiftCardCode } from "../gift-cards/gift-card-rules";

/** The cart intents of gift cards, handled here rather than in the cart's own switch. */
export const GIFT_CARD_INTENTS = ["apply-gift-card", "remove-gift-card", "remove-gift-card-line"] as const;
type GiftCardIntent = (typeof GIFT_CARD_INTENTS)[number];

export function isGiftCardIntent(intent: string): intent is GiftCardIntent {
  return (GIFT_CARD_INTENTS as readonly string[]).includes(intent);
}

type Result = { cart: StoredCart; toast: Toast | null; errors?: { giftCardCode?: string } };

/** « Appliquer », « Retirer » and the removal of a card bought, from the cart's forms. */
export async function applyGiftCardIntent(cart: StoredCart, intent: GiftCardIntent, form: FormData, now: Date): Promise<Result> {
  if (intent === "remove-gift-card") {
    return { cart: { ...cart, giftCardCode: undefined }, toast: { title: "Carte cadeau retirée", type: "info" } };
  }
  if (intent === "remove-gift-card-line") {
    const index = Number(form.get("index"));
    const cards = cart.giftCards ?? [];
    if (!Number.isInteger(index) || index < 0 || index >= cards.length) {
      return { cart, toast: { title: "Erreur", description: "Action sur le panier invalide.", type: "error" } };
    }
    return { cart: { ...cart, giftCards: cards.filter((_, i) => i !== index) }, toast: { title: "Carte cadeau retirée du panier", type: "info" } };
  }
  const parsed = giftCardCodeSchema.safeParse({ giftCardCode: form.get("giftCardCode") ?? "" });
  if (!parsed.success) return { cart, toast: null, errors: { giftCardCode: parsed.error.issues[0].message } };
  const limited = await codeAttemptRefusal(now);
  if (limited) return { cart, toast: null, errors: { giftCardCode: limited } };
  const code = normaliseGiftCardCode(parsed.data.giftCardCode);
  const view = await priceCart({ ...cart, giftCardCode: code }, now);
  if (!view.giftCard || view.giftCard.error) return { cart, toast: null, errors: { giftCardCode: view.giftCard?.error ?? "Code invalide." } };
  return {
    cart: { ...cart, giftCardCode: code },
    toast: { title: "Carte cadeau appliquée", description: `Elle règle ${formatPrice(view.giftCard.appliedCents)} de votre commande.`, type: "success" },
  };
}
