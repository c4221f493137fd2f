import { formatPrice } from "../format/money";
import type { Lang } from "../i18n/lang";
import { formatVatRate, orderVatCents } from "../legal/vat";
import { GIFT_WRAP_LABEL, wrapPriceText } from "../gifts/gift-rules";
import { orderLineName } from "./line-name";
import { giftCardPaymentLabel, type VoucherKind } from "../gift-cards/gift-card-rules";

/*
 * The one place an order's amounts become rows of text (decision 106): the success and demo
 * payment pages, the shopper's order page, the admin's order and printable sheet and the emails
 * all print these rows and nothing of their own; the invoice and credit-note PDFs print their
 * snapshot's rows in the same shape (`TotalRow`, documents/document-rows.ts). Pure, without a
 * server import, so components render it in the browser too.
 */

/** An order's amounts as frozen at checkout, in integer cents: what every page and email shows. */
export type OrderAmounts = {
  items: { name: string; quantity: number; unitPriceCents: number }[];
  subtotalCents: number;
  discountCents: number;
  promoCode: string | null;
  /** Null: no gift wrap; its price otherwise (0: offered). */
  giftWrapCents: number | null;
  /** The names of the free samples in the parcel. */
  samples: string[];
  shippingMethodName: string | null;
  shippingCents: number;
  totalCents: number;
  vatRateBp: number;
  vatCents: number;
  refundedCents: number;
  /** What a gift card paid of the total (decision 116); 0: none. */
  giftCardCents: number;
  /** The kind of the card that paid (decision 160): it names the row; absent, single-purpose. */
  giftCardKind?: VoucherKind | null;
};

type OrderRow = {
  subtotal_cents: number;
  discount_cents: number;
  promo_code: string | null;
  gift_wrap_cents: number | null;
  shipping_method_name: string | null;
  shipping_cents: number;
  total_cents: number;
  vat_rate_bp: number;
  vat_cents: number;
  refunded_cents: number;
  /** Absent on amounts built before gift cards (tests, old snapshots): none paid. */
  gift_card_cents?: number;
  /** The paying card's kind, when the caller read it (decision 160). */
  gift_card_kind?: VoucherKind | null;
};
type ItemRow = { name: string; format_label: string | null; quantity: number; unit_price_cents: number };

/**
 * The amounts of an order as stored (its row and lines), with the samples actually given. The VAT
 * is `orderVatCents`: an order from before VAT was recorded states the VAT its invoice states.
 */
export function amountsOfOrder(order: OrderRow, items: ItemRow[], samples: string[]): OrderAmounts {
  return {
    items: items.map((i) => ({ name: orderLineName(i), quantity: i.quantity, unitPriceCents: i.unit_price_cents })),
    subtotalCents: order.subtotal_cents,
    discountCents: order.discount_cents,
    promoCode: order.promo_code,
    giftWrapCents: order.gift_wrap_cents,
    samples,
    shippingMethodName: order.shipping_method_name,
    shippingCents: order.shipping_cents,
    totalCents: order.total_cents,
    vatRateBp: order.vat_rate_bp,
    vatCents: orderVatCents(order),
    refundedCents: order.refunded_cents,
    giftCardCents: order.gift_card_cents ?? 0,
    giftCardKind: order.gift_card_kind ?? null,
  };
}

/** « Réduction (code BIENVENUE10) »: as invoices have always named it, so every place agrees with them. */
export function discountLineLabel(promoCode: string | null): string {
  return `Réduction${promoCode ? ` (code ${promoCode})` : ""}`;
}

export function shippingLineLabel(methodName: string | null): string {
  return methodName ? `Livraison (${methodName})` : "Livraison";
}

/** Whether an order travels by post: one of gift cards alone has no shipping method (decision 116). */
export function travelsByPost(shippingMethodName: string | null): boolean {
  return shippingMethodName !== null;
}

/** A shipping price as the cart, the owner's methods and every order say it. */
export function shippingPriceText(cents: number): string {
  return cents === 0 ? "Offerte" : formatPrice(cents);
}

type LineRow = { name: string; quantity: number; unitPrice: string; total: string };

export type TotalRow = {
  key: "subtotal" | "discount" | "wrap" | "samples" | "shipping" | "gift_cards_bought" | "total" | "vat" | "gift_card" | "due" | "refunded";
  label: string;
  value: string;
  strong: boolean;
};

export type AmountRows = { lines: LineRow[]; totals: TotalRow[] };

/**
 * The lines (name, quantity, unit price, total), then sub-total, discount, gift wrap, samples,
 * shipping (« Offerte » when free; none when nothing is posted), total TTC, the VAT it includes and what was refunded. Every
 * charge is shown even when free, so the rows always add up to the total.
 */
const row = (key: TotalRow["key"], label: string, value: string, strong = false): TotalRow => ({ key, label, value, strong });

export function amountRows(a: OrderAmounts, lang: Lang = "fr"): AmountRows {
  const totals: TotalRow[] = [row("subtotal", "Sous-total", formatPrice(a.subtotalCents, lang))];
  if (a.discountCents > 0) totals.push(row("discount", discountLineLabel(a.promoCode), `−${formatPrice(a.discountCents, lang)}`));
  if (a.giftWrapCents !== null) totals.push(row("wrap", GIFT_WRAP_LABEL, wrapPriceText(a.giftWrapCents)));
  if (a.samples.length > 0) totals.push(row("samples", "Échantillons offerts", a.samples.join(", ")));
  if (travelsByPost(a.shippingMethodName)) totals.push(row("shipping", shippingLineLabel(a.shippingMethodName), shippingPriceText(a.shippingCents)));
  totals.push(row("total", "Total TTC", formatPrice(a.totalCents, lang), true));
  // Multi-purpose gift cards sold alone are outside VAT (decision 160): their order's rate is 0.
  if (a.vatRateBp > 0) totals.push(row("vat", `dont TVA ${formatVatRate(a.vatRateBp)}`, formatPrice(a.vatCents, lang)));
  if (a.giftCardCents > 0) {
    totals.push(row("gift_card", giftCardPaymentLabel(a.giftCardKind), `−${formatPrice(a.giftCardCents, lang)}`));
    // A card that pays it all leaves no bank payment to show (decision 124).
    if (a.totalCents > a.giftCardCents) totals.push(row("due", "Réglé par carte bancaire", formatPrice(a.totalCents - a.giftCardCents, lang), true));
  }
  if (a.refundedCents > 0) totals.push(row("refunded", "Remboursé", `−${formatPrice(a.refundedCents, lang)}`));
  return {
    lines: a.items.map((i) => ({
      name: i.name,
      quantity: i.quantity,
      unitPrice: formatPrice(i.unitPriceCents, lang),
      total: formatPrice(i.unitPriceCents * i.quantity, lang),
    })),
    totals,
  };
}

/** A cart's amounts before checkout, named as an order's: what the drawer and the cart page show. */
export type CartAmounts = Pick<
  OrderAmounts,
  "subtotalCents" | "discountCents" | "promoCode" | "giftWrapCents" | "samples" | "shippingMethodName" | "shippingCents" | "totalCents"
> & {
  bottles: number;
  /** The gift cards the cart buys. */
  giftCardsCents: number;
  /** What is left to pay once the gift card given pays its part. */
  amountDueCents: number;
  /** The kind of that card (decision 160). */
  giftCardKind?: VoucherKind | null;
  /** The VAT that amount includes, at the delivery country's expected rate. */
  vatCents: number;
};

/**
 * The cart's rows, by the same builder as an order's: a sub-total naming the bottles, the same
 * labels and prices for the discount, wrap, samples and shipping, the cards bought, the total,
 * then what a gift card pays, what is left to pay and the VAT it includes.
 */
export function cartTotalRows(c: CartAmounts, lang: Lang = "fr"): TotalRow[] {
  const totals: TotalRow[] = [];
  if (c.bottles > 0) totals.push(row("subtotal", `Sous-total (${c.bottles} article${c.bottles > 1 ? "s" : ""})`, formatPrice(c.subtotalCents, lang)));
  if (c.discountCents > 0) totals.push(row("discount", discountLineLabel(c.promoCode), `−${formatPrice(c.discountCents, lang)}`));
  if (c.giftWrapCents !== null) totals.push(row("wrap", GIFT_WRAP_LABEL, wrapPriceText(c.giftWrapCents)));
  if (c.samples.length > 0) totals.push(row("samples", "Échantillons offerts", c.samples.join(", ")));
  if (travelsByPost(c.shippingMethodName)) totals.push(row("shipping", shippingLineLabel(c.shippingMethodName), shippingPriceText(c.shippingCents)));
  if (c.giftCardsCents > 0) totals.push(row("gift_cards_bought", "Cartes cadeaux", formatPrice(c.giftCardsCents, lang)));
  totals.push(row("total", "Total TTC", formatPrice(c.totalCents, lang), true));
  if (c.amountDueCents < c.totalCents) {
    totals.push(row("gift_card", giftCardPaymentLabel(c.giftCardKind), `−${formatPrice(c.totalCents - c.amountDueCents, lang)}`));
    totals.push(row("due", "Reste à payer", formatPrice(c.amountDueCents, lang), true));
  }
  totals.push(row("vat", "TVA incluse (taux du pays de livraison)", formatPrice(c.vatCents, lang)));
  return totals;
}
