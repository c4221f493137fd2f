import { createCookieSessionStorage } from "@remix-run/node";
import * as z from "zod";
import { MAX_CART_LINES, mergeLines } from "./rules";
import { cookieOptions } from "../platform/cookies.server";
import { GIFT_MESSAGE_MAX, MAX_SAMPLE_CHOICES } from "../gifts/gift-rules";
import { storedGiftCardsSchema } from "../gift-cards/cart-gift-cards.server";

const storedCartSchema = z.object({
  lines: z
    .array(
      z.object({
        id: z.number().int().positive(),
        formatId: z.number().int().positive().optional(),
        quantity: z.number().int().min(1),
      }),
    )
    .catch([])
    // Merged before anything counts them, so a repeated format can never pass a stock check twice.
    .transform((lines) => mergeLines(lines).slice(0, MAX_CART_LINES)),
  promoCode: z.string().nullable().catch(null),
  // Absent until the shopper picks a method: the cart then shows the first one offered.
  shippingMethodId: z.number().int().positive().optional().catch(undefined),
  // The gift options (decision 096), absent when none was chosen; checked again against the
  // settings at every pricing.
  giftWrap: z.boolean().optional().catch(undefined),
  giftMessage: z.string().max(GIFT_MESSAGE_MAX).optional().catch(undefined),
  samples: z.array(z.number().int().positive()).max(MAX_SAMPLE_CHOICES).optional().catch(undefined),
  // Gift cards bought, with their recipients, and the code of the card that pays (decision 116).
  giftCards: storedGiftCardsSchema,
  giftCardCode: z.string().max(40).optional().catch(undefined),
  // The delivery country chosen in the cart (decision 161), absent for France; whether it is still
  // served is asked at every pricing.
  country: z.string().regex(/^[A-Z]{2}$/).optional().catch(undefined),
});
export type StoredCart = z.infer<typeof storedCartSchema>;

/** A cart after "Vider le panier" or a paid order: nothing chosen. */
export const EMPTY_CART: StoredCart = { lines: [], promoCode: null };

/** Whether anything was chosen that a paid order must clear. */
export function holdsChoices(stored: StoredCart): boolean {
  return (
    stored.lines.length > 0 ||
    stored.promoCode !== null ||
    Boolean(stored.giftWrap || stored.giftMessage || stored.samples?.length || stored.giftCards?.length || stored.giftCardCode)
  );
}

function storage(request: Request) {
  return createCookieSessionStorage({
    cookie: { name: "__cart", maxAge: 60 * 60 * 24 * 30, ...cookieOptions(request) },
  });
}

/** The cart as kept in its signed cookie: ids, quantities, the promo code and the shipping choice. */
export async function readStoredCart(request: Request): Promise<StoredCart> {
  // Most pages are asked for without a cart: no session to open for them.
  if (!request.headers.get("Cookie")?.includes("__cart=")) return { ...EMPTY_CART, lines: [] };
  const session = await storage(request).getSession(request.headers.get("Cookie"));
  return storedCartSchema.parse({
    lines: session.get("lines") ?? [],
    promoCode: session.get("promoCode") ?? null,
    shippingMethodId: session.get("shippingMethodId") ?? undefined,
    giftWrap: session.get("giftWrap"),
    giftMessage: session.get("giftMessage"),
    samples: session.get("samples"),
    giftCards: session.get("giftCards"),
    giftCardCode: session.get("giftCardCode"),
    country: session.get("country"),
  });
}

export async function commitStoredCart(request: Request, cart: StoredCart): Promise<string> {
  const s = storage(request);
  const session = await s.getSession(request.headers.get("Cookie"));
  session.set("lines", cart.lines);
  session.set("promoCode", cart.promoCode);
  if (cart.shippingMethodId === undefined) session.unset("shippingMethodId");
  else session.set("shippingMethodId", cart.shippingMethodId);
  for (const key of ["giftWrap", "giftMessage", "samples", "giftCards", "giftCardCode", "country"] as const) {
    if (cart[key] === undefined) session.unset(key);
    else session.set(key, cart[key]);
  }
  return s.commitSession(session);
}
