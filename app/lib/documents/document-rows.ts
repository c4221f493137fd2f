import { formatPrice } from "../format/money";
import { formatVatRate } from "../legal/vat";
import type { TotalRow } from "../orders/amount-rows";
import { MULTI_PURPOSE_PAYMENT_LABEL } from "../gift-cards/gift-card-rules";
import { outsideVatCents, saleTotals, type CreditNoteSnapshot, type InvoiceSnapshot, type ReceiptSnapshot, type Totals } from "./snapshots";

/*
 * The rows of an issued invoice or credit note, read from its snapshot only (decision 086), in the
 * shape of an order's rows (decision 106). Here rather than beside them in orders/amount-rows.ts:
 * documents read orders, never the other way (decision 128).
 */

/** The columns of an invoice's lines (article 242 nonies A of the CGI's annex II). */
export const INVOICE_COLUMNS = ["Désignation", "Qté", "PU HT", "Taux TVA", "Montant TVA", "Total HT", "Total TTC"] as const;

/** `paidCents`: the TTC paid, when it holds more than the HT and VAT (multi-purpose cards sold, outside VAT: decision 160). */
function documentTotals(totals: Totals, rateBp: number, ttcLabel: string, paidCents = totals.ttcCents): TotalRow[] {
  return [
    { key: "subtotal", label: "Total HT", value: formatPrice(totals.htCents), strong: false },
    { key: "vat", label: `TVA ${formatVatRate(rateBp)}`, value: formatPrice(totals.vatCents), strong: false },
    { key: "total", label: ttcLabel, value: formatPrice(paidCents), strong: true },
  ];
}

/**
 * An issued invoice's rows, from its snapshot only (decision 086): one cell per column of
 * `INVOICE_COLUMNS` for each line, then total HT, VAT and total TTC. The live order never enters.
 * A multi-purpose card sold (decision 160) has its TTC only: outside VAT, in the total paid alone.
 */
export function invoiceRows(snapshot: InvoiceSnapshot): { lines: string[][]; totals: TotalRow[] } {
  const sale = saleTotals(snapshot);
  return {
    lines: [
      ...snapshot.lines.map((l) => [
        l.label,
        String(l.quantity),
        formatPrice(l.unitHtCents),
        formatVatRate(l.vatRateBp),
        formatPrice(l.vatCents),
        formatPrice(l.totalHtCents),
        formatPrice(l.totalTtcCents),
      ]),
      ...(snapshot.outsideVatLines ?? []).map((l) => [l.label, "1", "—", "—", "—", "—", formatPrice(l.totalTtcCents)]),
    ],
    totals: [...documentTotals(sale, snapshot.vatRateBp, "Total TTC", sale.ttcCents + outsideVatCents(snapshot)), ...giftCardRows(snapshot)],
  };
}

/**
 * What a gift card paid, under the totals (decision 139): a payment, then what was left to pay,
 * and the VAT this invoice collects, the card's having been invoiced at its sale (decision 117).
 */
function giftCardRows(snapshot: InvoiceSnapshot): TotalRow[] {
  const { giftCardPaid: card, giftCardPayment, totals, vatRateBp } = snapshot;
  if (giftCardPayment) {
    // A multi-purpose card is a plain payment: the VAT above is the whole sale's (decision 160).
    const paid = totals.ttcCents + outsideVatCents(snapshot) - giftCardPayment;
    return [
      { key: "gift_card", label: MULTI_PURPOSE_PAYMENT_LABEL, value: `−${formatPrice(giftCardPayment)}`, strong: false },
      { key: "due", label: "Payé à la commande", value: formatPrice(paid), strong: false },
    ];
  }
  if (!card) return [];
  return [
    { key: "gift_card", label: `Payé par carte cadeau (TVA de ${formatPrice(card.vatCents)} facturée à sa vente)`, value: `−${formatPrice(card.ttcCents)}`, strong: false },
    { key: "due", label: `Payé à la commande, dont TVA ${formatVatRate(vatRateBp)} due sur cette facture : ${formatPrice(totals.vatCents)}`, value: formatPrice(totals.ttcCents), strong: false },
  ];
}

/** An issued credit note's rows, from its snapshot only: the refund HT, its VAT and TTC. */
export function creditNoteRows(snapshot: CreditNoteSnapshot): TotalRow[] {
  return documentTotals(snapshot.totals, snapshot.vatRateBp, "Montant remboursé TTC");
}

/** A receipt's rows (decision 160): each card's price, outside VAT, and the total paid. */
export function receiptRows(snapshot: ReceiptSnapshot): { lines: string[][]; totals: TotalRow[] } {
  return {
    lines: snapshot.lines.map((l) => [l.label, formatPrice(l.totalTtcCents)]),
    totals: [{ key: "total", label: "Total payé", value: formatPrice(snapshot.totalCents), strong: true }],
  };
}
