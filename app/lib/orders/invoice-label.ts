/** The invoice number as printed: "F-000042". */
export function invoiceLabel(n: number | null): string {
  return n == null ? "—" : `F-${String(n).padStart(6, "0")}`;
}
