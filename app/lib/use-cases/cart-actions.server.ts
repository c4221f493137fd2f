import * as z from "zod";
import {
  addItem,
  hasRoomFor,
  type LineKey,
  MAX_CART_LINES,
  quantityOf,
  removeItem,
  updateQuantity,
} from "../cart/rules";
import { sellableQuantities } from "../catalog/inventory.server";
import { purchaseRefusal } from "../catalog/product-rules";
import { EMPTY_CART, type StoredCart } from "../cart/cart.server";
import { cartLinesOf, priceCart } from "./price-cart.server";
import { defaultFormatIds, findFormatOf } from "../catalog/formats.server";
import { formatName } from "../catalog/formats";
import { getProduct } from "../catalog/catalog.server";
import { addedToast } from "../cart/added";
import { formatPrice } from "../format/money";
import { normaliseCode, validatePromoCode } from "../promo/promo.server";
import { isSetVoucherCode } from "../discovery-sets/set-rules";
import { discountLabel } from "../promo/rules";
import { findShippingMethodById, isOfferedShippingMethod } from "../shipping/shipping-methods.server";
import { deliveryCountryOf } from "../shipping/delivery-country.server";
import { countryName } from "../shipping/countries";
import type { FlashedToast, KeyedToast } from "../platform/toast.server";
import type { Lang } from "../i18n/lang";
import { giftSettings, offeredSamples } from "../gifts/gift-options.server";
import { cleanGiftMessage, GIFT_MESSAGE_MAX, GIFT_MESSAGES, tooManySamples } from "../gifts/gift-rules";
import { applyGiftCardIntent, GIFT_CARD_INTENTS, isGiftCardIntent } from "./gift-card-cart-actions.server";
import { codeAttemptRefusal } from "../cart/code-attempts.server";

const CART_INTENTS = [
  "add",
  "remove",
  "increment",
  "decrement",
  "set-quantity",
  "clear",
  "apply-promo",
  "remove-promo",
  "set-shipping",
  "set-gift",
  "set-samples",
  "country",
  ...GIFT_CARD_INTENTS,
] as const;

const intentSchema = z.object({
  intent: z.enum(CART_INTENTS),
  productId: z.coerce.number().int().positive().optional(),
  formatId: z.coerce.number().int().positive().optional(),
  quantity: z.coerce.number().int().optional(),
  code: z.string().max(64).optional(),
  shippingMethodId: z.coerce.number().int().positive().optional(),
  giftWrap: z.literal("on").optional(),
  giftMessage: z.string().optional(),
  country: z.string().max(2).optional(),
});

/** A field the cart's gift form shows its message next to, with what was typed kept. */
export type CartFieldErrors = { giftMessage?: string; samples?: string; giftCardCode?: string };

export type CartActionResult = { cart: StoredCart; toast: FlashedToast | null; errors?: CartFieldErrors };

// Keys of locales/*/toasts.json: each toast is shown in the language of the page that reads it.
export const MESSAGES = {
  outOfStock: { key: "outOfStock", detail: "outOfStock_d", type: "error" },
  noPrice: { key: "error", detail: "noPrice_d", type: "error" },
  badRequest: { key: "error", detail: "badRequest_d", type: "error" },
  cartFull: { key: "cartFull", detail: "cartFull_d", values: { max: MAX_CART_LINES }, type: "error" },
  shippingUnavailable: { key: "shipping", detail: "shippingGone_d", type: "error" },
  countryUnserved: { key: "country", detail: "countryUnserved_d", type: "error" },
} satisfies Record<string, KeyedToast>;

/**
 * « Pays de livraison »: a country an active zone serves, kept in the cookie. A chosen method that
 * does not deliver there is dropped, saying so: the cart falls back to the country's first method.
 */
async function setCountry(cart: StoredCart, requested: string | undefined): Promise<CartActionResult> {
  const country = await deliveryCountryOf(requested);
  if (country !== requested) return { cart, toast: MESSAGES.countryUnserved };
  const next: StoredCart = { ...cart, country };
  const kept = cart.shippingMethodId === undefined || (await isOfferedShippingMethod(cart.shippingMethodId, country));
  if (kept) return { cart: next, toast: { key: "countryKept", values: { country: countryName(country) }, type: "success" } };
  const method = await findShippingMethodById(cart.shippingMethodId!);
  return {
    cart: { ...next, shippingMethodId: undefined },
    toast: method
      ? { key: "methodGone", detail: "methodGone_d", values: { method: method.name, country: countryName(country) }, type: "info" }
      : { key: "methodGone", detail: "methodGoneAny_d", values: { country: countryName(country) }, type: "info" },
  };
}

/** The format a form names for this perfume (its default when it names none), or undefined. */
async function formatOfForm(productId: number, formatId: number | undefined) {
  const id = formatId ?? (await defaultFormatIds([productId])).get(productId);
  return id === undefined ? undefined : await findFormatOf(productId, id);
}

/** How a line of this format is stored: a default format names none. */
function lineKeyOf(format: { id: number; product_id: number; is_default: boolean }): LineKey {
  return format.is_default ? { id: format.product_id } : { id: format.product_id, formatId: format.id };
}

/** Stock rules for raising this format's line to `quantity`; null when allowed. */
async function stockRefusal(format: NonNullable<Awaited<ReturnType<typeof formatOfForm>>>, quantity: number, now: Date): Promise<KeyedToast | null> {
  if (!format.is_active) return MESSAGES.noPrice;
  const refusal = purchaseRefusal(format);
  if (refusal) return refusal === "no-price" ? MESSAGES.noPrice : MESSAGES.outOfStock;
  const available = (await sellableQuantities([format.id], now)).get(format.id) ?? 0;
  if (quantity > available) {
    return { key: "stockLow", detail: available > 0 ? "stockThis_d" : "stockThisNone_d", values: { count: available }, type: "error" };
  }
  return null;
}

/** "Emballage cadeau" and its message: refused next to the field, the cart left as it was. */
async function setGift(cart: StoredCart, wrap: boolean, rawMessage: string): Promise<CartActionResult> {
  const message = cleanGiftMessage(rawMessage);
  if (message.length > GIFT_MESSAGE_MAX) return { cart, toast: null, errors: { giftMessage: GIFT_MESSAGES.tooLong } };
  if (message && !wrap) return { cart, toast: null, errors: { giftMessage: GIFT_MESSAGES.needsWrap } };
  if (wrap && !(await giftSettings()).wrapOffered) return { cart, toast: { key: "giftWrap", detail: "why_d", values: { why: GIFT_MESSAGES.wrapUnavailable }, type: "error" } };
  return {
    cart: { ...cart, giftWrap: wrap, giftMessage: wrap ? message : "" },
    toast: { key: wrap ? "wrapAdded" : "wrapRemoved", type: "success" },
  };
}

/** The samples ticked: each one offered now, never more than the owner allows. */
async function setSamples(cart: StoredCart, raw: FormDataEntryValue[], now: Date): Promise<CartActionResult> {
  const ids = raw.map((v) => (typeof v === "string" && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : NaN));
  if (ids.some(Number.isNaN)) return { cart, toast: MESSAGES.badRequest };
  const chosen = [...new Set(ids)];
  const limit = (await giftSettings()).samplesPerOrder;
  if (chosen.length > limit) return { cart, toast: null, errors: { samples: tooManySamples(limit) } };
  const bottles = cart.lines.map((l) => l.id);
  if (chosen.some((id) => bottles.includes(id))) return { cart, toast: null, errors: { samples: GIFT_MESSAGES.sampleInCart } };
  const offered = new Set((await offeredSamples(now, bottles)).map((s) => s.id));
  if (chosen.some((id) => !offered.has(id))) {
    return { cart, toast: null, errors: { samples: GIFT_MESSAGES.sampleUnavailable } };
  }
  const toast: KeyedToast = chosen.length ? { key: "samples", values: { count: chosen.length }, type: "success" } : { key: "noSample", type: "info" };
  return { cart: { ...cart, samples: chosen }, toast };
}

/** A refusal of a gift section: shown next to its field, or a toast that says what went wrong. */
const isRefusal = (result: CartActionResult) => Boolean(result.errors) || result.toast?.type === "error";

/**
 * The gift options as the cart's one form shows them, whichever of its buttons sent it (an
 * « Enregistrer… » button or « Commander », issue 43): each section the form showed (its
 * `giftOptions` field) is read as it stands, an unticked box included, so nothing ticked is lost.
 * A post naming no section (an older page, a hand-made form) changes the section of its intent.
 * On a refusal the cart is left as it was; the toast is the named intent's section's own.
 */
export async function applyGiftChoices(cart: StoredCart, form: FormData, now: Date, intent?: "set-gift" | "set-samples"): Promise<CartActionResult> {
  const shown = form.getAll("giftOptions");
  const reads = (section: string, ownIntent: typeof intent) => shown.includes(section) || (shown.length === 0 && intent === ownIntent);
  let next = cart;
  let toast: FlashedToast | null = null;
  if (reads("wrap", "set-gift")) {
    const wrap = await setGift(next, form.get("giftWrap") === "on", String(form.get("giftMessage") ?? ""));
    if (isRefusal(wrap)) return { ...wrap, cart };
    next = wrap.cart;
    if (intent === "set-gift") toast = wrap.toast;
  }
  if (reads("samples", "set-samples")) {
    const samples = await setSamples(next, form.getAll("samples"), now);
    if (isRefusal(samples)) return { ...samples, cart };
    next = samples.cart;
    if (intent === "set-samples") toast = samples.toast;
  }
  return { cart: next, toast };
}

/** A discovery set's voucher in the « Code promo » field (decision 114): priced as checkout will price it. */
async function applyVoucher(cart: StoredCart, code: string, now: Date, lang: Lang): Promise<CartActionResult> {
  const view = await priceCart({ ...cart, promoCode: code }, now);
  if (view.promoError) return { cart, toast: { key: "codeInvalid", detail: "why_d", values: { why: view.promoError }, type: "error" } };
  return {
    cart: { ...cart, promoCode: code },
    toast: { key: "codeApplied", detail: "codeApplied_d", values: { saving: formatPrice(view.discountCents, lang) }, type: "success" },
  };
}

/**
 * Applies one cart form post to the stored cart. Every rule is checked here, against the
 * database, whatever the browser sent; the result is the new cart and the toast to flash, its
 * amounts written in `lang`, the language of the page it was posted from.
 */
export async function applyCartAction(cart: StoredCart, form: FormData, now = new Date(), lang: Lang = "fr"): Promise<CartActionResult> {
  // "samples" is the one field sent several times; it is read apart, below.
  const parsed = intentSchema.safeParse(Object.fromEntries([...form].filter(([name]) => name !== "samples")));
  if (!parsed.success) return { cart, toast: MESSAGES.badRequest };
  const { intent, productId, formatId, quantity, code, shippingMethodId, country } = parsed.data;
  if (intent === "set-gift" || intent === "set-samples") return applyGiftChoices(cart, form, now, intent);
  if (isGiftCardIntent(intent)) return applyGiftCardIntent(cart, intent, form, now);
  const needsProduct = ["add", "remove", "increment", "decrement", "set-quantity"].includes(intent);
  if (needsProduct && !productId) return { cart, toast: MESSAGES.badRequest };
  // A forged format id, or one of another perfume, names no line and is refused.
  const format = needsProduct ? await formatOfForm(productId!, formatId) : undefined;
  if (needsProduct && !format) return { cart, toast: MESSAGES.badRequest };
  // Lines keep the form they are stored in: a default format names none.
  const key: LineKey = format ? lineKeyOf(format) : { id: 0 };

  let next: StoredCart = cart;
  let toast: FlashedToast | null = null;
  switch (intent) {
    case "add":
    case "increment": {
      if (!hasRoomFor(cart.lines, key)) return { cart, toast: MESSAGES.cartFull };
      const refusal = await stockRefusal(format!, quantityOf(cart.lines, key) + 1, now);
      if (refusal) return { cart, toast: refusal };
      // The bottle replaces its sample: a cart never offers a perfume it holds.
      const samples = cart.samples?.filter((id) => id !== key.id);
      next = { ...cart, lines: addItem(cart.lines, key), ...(samples && { samples }) };
      // The add's toast names the perfume and its format: the page it lands on says what was added.
      if (intent === "add") toast = addedToast((await getProduct(String(key.id)))?.name ?? "Parfum", formatName(format!));
      break;
    }
    case "decrement":
      next = { ...cart, lines: updateQuantity(cart.lines, key, quantityOf(cart.lines, key) - 1) };
      break;
    case "set-quantity": {
      if (quantity === undefined) return { cart, toast: MESSAGES.badRequest };
      if (quantity > quantityOf(cart.lines, key)) {
        const refusal = await stockRefusal(format!, quantity, now);
        if (refusal) return { cart, toast: refusal };
      }
      next = { ...cart, lines: updateQuantity(cart.lines, key, quantity) };
      break;
    }
    case "remove":
      next = { ...cart, lines: removeItem(cart.lines, key) };
      break;
    case "clear":
      // The country is where the shopper lives, not a choice of this cart's.
      next = { ...EMPTY_CART, ...(cart.country && { country: cart.country }) };
      break;
    case "country": {
      const result = await setCountry(cart, country);
      if (result.toast?.type === "error") return result;
      next = result.cart;
      toast = result.toast;
      break;
    }
    case "remove-promo":
      next = { ...cart, promoCode: null };
      break;
    case "set-shipping":
      if (!shippingMethodId || !(await isOfferedShippingMethod(shippingMethodId, await deliveryCountryOf(cart.country)))) {
        return { cart, toast: MESSAGES.shippingUnavailable };
      }
      next = { ...cart, shippingMethodId };
      break;
    case "apply-promo": {
      if (normaliseCode(code)) {
        const limited = await codeAttemptRefusal(now);
        if (limited) return { cart, toast: { key: "tooMany", detail: "why_d", values: { why: limited }, type: "error" } };
      }
      if (isSetVoucherCode(normaliseCode(code))) return applyVoucher(cart, normaliseCode(code), now, lang);
      const view = await priceCart(cart, now);
      const result = await validatePromoCode(code, view.subtotalCents, now);
      if (!result.valid) {
        const blank = !result.code;
        return { cart, toast: { key: blank ? "error" : "codeInvalid", detail: "why_d", values: { why: result.error }, type: "error" } };
      }
      const saving = discountLabel(result.discount_type, result.discount_value, (cents) => formatPrice(cents, lang));
      return {
        cart: { ...cart, promoCode: result.code },
        toast: { key: "codeApplied", detail: "codeApplied_d", values: { saving }, type: "success" },
      };
    }
  }

  // A code that stops applying after the change (e.g. subtotal under its minimum) is dropped.
  const view = await priceCart(next, now);
  if (next.promoCode && view.promoError) {
    return {
      cart: { ...next, lines: cartLinesOf(view), promoCode: null },
      toast: { key: "codeRemoved", detail: "why_d", values: { why: view.promoError }, type: "info" },
    };
  }
  return { cart: { ...next, lines: cartLinesOf(view) }, toast };
}
