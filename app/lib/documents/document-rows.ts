import { formatPrice } from "../format/money";
import { formatVatRate } from "../legal/vat";
import type { TotalRow } from "../orders/amount-rows";
import { saleTotals, type CreditNoteSnapshot, type InvoiceSnapshot, type Totals } from "./snapshots";

/*
 * The rows of an issued invoice or credit note, read from its snapshot only (decision 086), in the
 * shape of an order's rows (decision 106). Here rather than beside them in orders/amount-rows.ts:
 * documents read orders, never the other way (decision 128).
 */

/** The columns of an invoice's lines (article 242 nonies A of the CGI's annex II). */
export const INVOICE_COLUMNS = ["Désignation", "Qté", "PU HT", "Taux TVA", "Montant TVA", "Total HT", "Total TTC"] as const;

function documentTotals(totals: Totals, rateBp: number, ttcLabel: string): TotalRow[] {
  return [
    { key: "subtotal", label: "Total HT", value: formatPrice(totals.htCents), strong: false },
    { key: "vat", label: `TVA ${formatVatRate(rateBp)}`, value: formatPrice(totals.vatCents), strong: false },
    { key: "total", label: ttcLabel, value: formatPrice(totals.ttcCents), strong: true },
  ];
}

/**
 * An issued invoice's rows, from its snapshot only (decision 086): one cell per column of
 * `INVOICE_COLUMNS` for each line, then total HT, VAT and total TTC. The live order never enters.
 */
export function invoiceRows(snapshot: InvoiceSnapshot): { lines: string[][]; totals: TotalRow[] } {
  return {
    lines: snapshot.lines.map((l) => [
      l.label,
      String(l.quantity),
      formatPrice(l.unitHtCents),
      formatVatRate(l.vatRateBp),
      formatPrice(l.vatCents),
      formatPrice(l.totalHtCents),
      formatPrice(l.totalTtcCents),
    ]),
    totals: [...documentTotals(saleTotals(snapshot), snapshot.vatRateBp, "Total TTC"), ...giftCardRows(snapshot)],
  };
}

/**
 * What a gift card paid, under the totals (decision 139): a payment, then what was left to pay,
 * and the VAT this invoice collects, the card's having been invoiced at its sale (decision 117).
 */
function giftCardRows({ giftCardPaid: card, totals, vatRateBp }: InvoiceSnapshot): TotalRow[] {
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
