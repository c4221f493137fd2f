/** The invoice number as printed: "F-000042". */
export function invoiceLabel(n: number | null): string {
  return n == null ? "—" : `F-${String(n).padStart(6, "0")}`;
}

/** "A-000003": a credit note's number as printed, beside the invoices' "F-…". */
export function creditNoteLabel(n: number): string {
  return `A-${String(n).padStart(6, "0")}`;
}

/** "R-000007": a receipt's number (decision 160), its own sequence beside the invoices' and credit notes'. */
export function receiptLabel(n: number): string {
  return `R-${String(n).padStart(6, "0")}`;
}
