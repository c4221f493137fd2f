import type { VatScheme } from "../legal/distance-sales";
import { formatVatRate, splitVat } from "../legal/vat";
import { countryName } from "../shipping/countries";
import { orderLineName } from "../orders/line-name";
import { GIFT_WRAP_LABEL } from "../gifts/gift-rules";
import { discountLineLabel, shippingLineLabel } from "../orders/amount-rows";
import { MULTI_PURPOSE_CARD_LINE, taxedCentsOf, type VoucherKind } from "../gift-cards/gift-card-rules";

/**
 * The seller as an invoice or a credit note printed it: name and the legal mentions' lines; and,
 * on invoices issued since decision 125, the identifiers a Factur-X states field by field.
 */
export type SellerSnapshot = { name: string; lines: string[]; ids?: { siret: string; vatNumber: string; address: string } };

/** One line of an invoice: a perfume, the discount (negative), the gift wrap or the shipping. Cents. */
export type InvoiceLine = {
  label: string;
  quantity: number;
  unitHtCents: number;
  vatRateBp: number;
  vatCents: number;
  totalHtCents: number;
  totalTtcCents: number;
};

export type Totals = { htCents: number; vatCents: number; ttcCents: number };

/**
 * The buyer as a document names it: `address` is where the goods went; `company` when a business
 * buyer asked for the invoice in its name (with its own address, when Stripe gave a billing
 * address, since decision 138; it has no SIREN only on invoices issued before that decision).
 */
export type CustomerSnapshot = {
  name: string | null;
  email: string | null;
  address: string | null;
  company?: { name: string; siren: string | null; vatNumber: string | null; address?: string | null };
};

/**
 * The buyer's own address and where the goods went, when it differs (CGI annex II, 242 nonies A,
 * as décret 2022-1299 amended it; decision 138). A company kept with its billing address is
 * billed there; anyone else is billed at the delivery address, which then needs no second mention.
 */
export function buyerAddresses(customer: CustomerSnapshot): { billing: string | null; delivery: string | null } {
  const billing = customer.company?.address ?? customer.address;
  return { billing, delivery: billing !== customer.address ? customer.address : null };
}

/**
 * The payment mentions the Code de commerce asks of an invoice to a business (L441-9, D441-5),
 * fixed at issue on a business sale since decision 138: the date it was paid (the due date of an
 * invoice paid at the order), early-payment discount, late-payment penalties and the fixed
 * indemnity for recovery costs.
 */
export type BusinessPaymentTerms = { paidAt: string; earlyPaymentDiscount: string; latePenalties: string; recoveryIndemnityCents: number };

/** Everything an invoice shows, fixed at the payment (docs/decisions/086). Dates are ISO strings. */
export type InvoiceSnapshot = {
  number: number;
  issuedAt: string;
  orderReference: string;
  /** Article 242 nonies A of the CGI's annex II: the category of the operation. */
  category: string;
  seller: SellerSnapshot;
  customer: CustomerSnapshot;
  lines: InvoiceLine[];
  vatRateBp: number;
  /**
   * Where the parcel went and whose VAT the sale bore, since decision 157. Invoices issued before
   * lack them: they were French sales delivered in France.
   */
  deliveryCountry?: string;
  vatScheme?: VatScheme;
  totals: Totals;
  termsVersion: string | null;
  /** On a business sale, since decision 138. */
  paymentTerms?: BusinessPaymentTerms;
  /**
   * What a gift card paid, since decision 139: a payment, not a line. Its VAT was invoiced at the
   * card's sale (decision 117), so `totals` are what this invoice taxes (the lines less the card),
   * while the lines state the whole sale.
   */
  giftCardPaid?: Totals;
  /**
   * What a multi-purpose card paid (decision 160), TTC: a plain payment, its VAT inside `totals`,
   * which then state the whole sale.
   */
  giftCardPayment?: number;
  /**
   * The multi-purpose cards the order sold (decision 160): no supply, outside VAT, in the TTC the
   * buyer paid but in none of `totals`.
   */
  outsideVatLines?: OutsideVatLine[];
  /** The CGV and withdrawal form given with the order (rows of legal_texts), when known. */
  termsTextId: number | null;
  withdrawalFormTextId: number | null;
};

/** A line outside the scope of VAT: a multi-purpose card sold (decision 160). */
export type OutsideVatLine = { label: string; totalTtcCents: number };

/**
 * The « Reçu » of an order of multi-purpose cards alone (decision 160), fixed at the payment: no
 * supply, so no invoice and no VAT. `number` in its own gap-free sequence (« R-… »).
 */
export type ReceiptSnapshot = {
  number: number;
  issuedAt: string;
  orderReference: string;
  seller: SellerSnapshot;
  customer: CustomerSnapshot;
  lines: OutsideVatLine[];
  totalCents: number;
};

export type CreditNoteSnapshot = {
  number: number;
  issuedAt: string;
  orderReference: string;
  invoiceNumber: number;
  invoiceIssuedAt: string;
  seller: SellerSnapshot;
  customer: CustomerSnapshot;
  vatRateBp: number;
  /** Copied from the invoice it corrects (decision 157), whatever the threshold on the note's day. */
  deliveryCountry?: string;
  vatScheme?: VatScheme;
  totals: Totals;
};

/**
 * The mention a destination-taxed distance sale prints on its invoice and credit notes (decision
 * 157): the country whose VAT applies, its rate, and the scheme it is declared through.
 */
export function distanceSaleMention(document: { deliveryCountry?: string; vatScheme?: VatScheme; vatRateBp: number }): string | null {
  if (document.vatScheme !== "destination" || !document.deliveryCountry) return null;
  return `Vente à distance — TVA ${countryName(document.deliveryCountry)} ${formatVatRate(document.vatRateBp)} (guichet unique OSS)`;
}

/** A document attached to an email, named by what it is; the sender renders it. */
export const OPERATION_CATEGORY = "Livraison de biens";

type PricedOrder = {
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  total_cents: number;
  vat_rate_bp: number;
  promo_code: string | null;
  shipping_method_name: string | null;
  gift_wrap_cents: number | null;
  gift_card_cents?: number;
};
type PricedItem = { id?: number; name: string; format_label: string | null; unit_price_cents: number; quantity: number };

/** The order's gift cards as its invoice sees them (`vouchersOf`, decision 160). */
type InvoiceVouchers = { paying: VoucherKind | null; outsideVatItemIds: number[] };

const SINGLE_PURPOSE_ONLY: InvoiceVouchers = { paying: "single", outsideVatItemIds: [] };

export type InvoiceAmounts = {
  lines: InvoiceLine[];
  totals: Totals;
  giftCardPaid: Totals | null;
  giftCardPayment: number | null;
  outsideVatLines: OutsideVatLine[];
};

/**
 * The invoice's lines with HT, VAT and TTC each. The order's VAT was computed once on its total
 * (decision 051); each line's VAT is split from its own TTC, and the cent or two by which their
 * sum may differ from the order's VAT goes to the largest line, so the lines add up to exactly
 * the totals the customer paid and the order states.
 *
 * What a gift card paid is no line (decision 139): it is a payment, kept beside the lines with
 * the VAT its sale already invoiced (decision 117). The lines then state the whole sale (their
 * VAT the order's plus the card's), and the totals what this invoice taxes: the lines less the card.
 *
 * A multi-purpose card (decision 160) is the other way round: what it paid is a plain payment
 * (`giftCardPayment`), the totals tax the whole sale; the multi-purpose cards the order sells are
 * no supply and leave the lines for `outsideVatLines`, in no total. The taxed amount is the one
 * rule's (`taxedCentsOf`), on which the order's VAT was computed.
 */
export function invoiceLines(order: PricedOrder, items: PricedItem[], orderVatCents: number, vouchers: InvoiceVouchers = SINGLE_PURPOSE_ONLY): InvoiceAmounts {
  const rate = order.vat_rate_bp;
  const line = (label: string, quantity: number, unitTtc: number, totalTtc: number): InvoiceLine => {
    const { htCents, vatCents } = splitVat(totalTtc, rate);
    return { label, quantity, unitHtCents: splitVat(unitTtc, rate).htCents, vatRateBp: rate, vatCents, totalHtCents: htCents, totalTtcCents: totalTtc };
  };
  const outside = new Set(vouchers.outsideVatItemIds);
  const isOutside = (i: PricedItem) => i.id !== undefined && outside.has(i.id);
  const outsideVatLines = items.filter(isOutside).map((i) => ({ label: MULTI_PURPOSE_CARD_LINE, totalTtcCents: i.unit_price_cents * i.quantity }));
  const outsideCents = outsideVatLines.reduce((sum, l) => sum + l.totalTtcCents, 0);
  const lines = items
    .filter((i) => !isOutside(i))
    .map((i) => line(orderLineName(i), i.quantity, i.unit_price_cents, i.unit_price_cents * i.quantity));
  if (order.discount_cents > 0) lines.push(line(discountLineLabel(order.promo_code), 1, -order.discount_cents, -order.discount_cents));
  if (order.gift_wrap_cents) lines.push(line(GIFT_WRAP_LABEL, 1, order.gift_wrap_cents, order.gift_wrap_cents));
  // An invoice lists what was charged: a free shipping or an offered wrap adds no line.
  if (order.shipping_cents > 0) lines.push(line(shippingLineLabel(order.shipping_method_name), 1, order.shipping_cents, order.shipping_cents));
  const card = order.gift_card_cents ?? 0;
  const giftCardPaid = card > 0 && vouchers.paying !== "multi" ? { ...splitVat(card, rate), ttcCents: card } : null;
  const drift = orderVatCents + (giftCardPaid?.vatCents ?? 0) - lines.reduce((sum, l) => sum + l.vatCents, 0);
  if (drift !== 0 && lines.length > 0) {
    const largest = lines.reduce((a, b) => (b.totalTtcCents > a.totalTtcCents ? b : a));
    largest.vatCents += drift;
    largest.totalHtCents -= drift;
  }
  const taxed = taxedCentsOf({ total_cents: order.total_cents, gift_card_cents: card }, { paying: vouchers.paying, soldOutsideVatCents: outsideCents });
  return {
    lines,
    totals: { htCents: taxed - orderVatCents, vatCents: orderVatCents, ttcCents: taxed },
    giftCardPaid,
    giftCardPayment: card > 0 && vouchers.paying === "multi" ? card : null,
    outsideVatLines,
  };
}

/** What the multi-purpose cards an invoice lists as sold come to (decision 160): paid, outside VAT. */
export function outsideVatCents(invoice: Pick<InvoiceSnapshot, "outsideVatLines">): number {
  return (invoice.outsideVatLines ?? []).reduce((sum, l) => sum + l.totalTtcCents, 0);
}

/**
 * The whole sale an invoice states: its totals plus what a gift card paid (decision 139), which
 * are its lines' sums. An invoice without a card, or issued before, states its totals.
 */
export function saleTotals(invoice: Pick<InvoiceSnapshot, "totals" | "giftCardPaid">): Totals {
  const card = invoice.giftCardPaid;
  const { htCents, vatCents, ttcCents } = invoice.totals;
  return card ? { htCents: htCents + card.htCents, vatCents: vatCents + card.vatCents, ttcCents: ttcCents + card.ttcCents } : invoice.totals;
}

/** `part` / `whole` of `amount`, in integer cents, rounded half up (the amounts here are never negative). */
function shareOf(amount: number, part: number, whole: number): number {
  return Math.floor((2 * amount * part + whole) / (2 * whole));
}

/**
 * The HT and VAT of a credit note refunding `refundTtcCents`, after the order's earlier credit notes
 * (`earlier`). Splitting each refund on its own drifts by a cent per note (39,95 € refunded as
 * 10 + 10 + the rest: 33,28 € HT against the invoice's 33,29 €). So the notes taken together
 * credit the invoice's own HT and VAT in proportion to the TTC refunded so far, and this note takes
 * that share minus what the earlier notes already took: the sum never drifts, and a full refund
 * lands exactly on the invoice's totals. The invoice has one rate (the order's); with several, the
 * same sum would run per rate.
 */
export function creditNoteTotals(invoice: Totals, earlier: Totals[], refundTtcCents: number): Totals {
  const before = earlier.reduce((sum, t) => ({ vat: sum.vat + t.vatCents, ttc: sum.ttc + t.ttcCents }), { vat: 0, ttc: 0 });
  const credited = Math.min(before.ttc + refundTtcCents, invoice.ttcCents);
  const vatCents = invoice.ttcCents > 0 ? shareOf(invoice.vatCents, credited, invoice.ttcCents) - before.vat : 0;
  return { htCents: refundTtcCents - vatCents, vatCents, ttcCents: refundTtcCents };
}
