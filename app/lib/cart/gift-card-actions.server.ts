import type { StoredCart } from "./cart.server";
import { MAX_GIFT_CARDS_IN_CART, type GiftCardChoice } from "../gift-cards/gift-card-rules";

type AddGiftCardResult = { ok: true; cart: StoredCart } | { ok: false; error: string };

/** A card chosen on /carte-cadeau, added to the cart when there is room for it. */
export function addGiftCard(cart: StoredCart, choice: GiftCardChoice): AddGiftCardResult {
  const cards = cart.giftCards ?? [];
  if (cards.length >= MAX_GIFT_CARDS_IN_CART) {
    return { ok: false, error: `Votre panier contient déjà ${MAX_GIFT_CARDS_IN_CART} cartes cadeaux : commandez-les avant d'en ajouter une autre.` };
  }
  return { ok: true, cart: { ...cart, giftCards: [...cards, choice] } };
}
