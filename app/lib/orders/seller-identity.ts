import type { Order, ShopSettings } from "../schema.server";

/**
 * The seller's legal identity as the law asks it on an invoice and in a confirmation email, from
 * the owner's settings; lines whose fields are still empty are left out rather than shown blank.
 */
export function sellerIdentityLines(s: ShopSettings): string[] {
  const company = [s.company_name, s.legal_form].filter(Boolean).join(", ");
  const capital = s.share_capital ? `au capital de ${s.share_capital}` : "";
  return [
    [company, capital].filter(Boolean).join(" "),
    s.address,
    s.registry_number ? `RCS ${[s.registry_city, s.registry_number].filter(Boolean).join(" ")}` : "",
    s.siret ? `SIRET ${s.siret}` : "",
    s.vat_number ? `TVA intracommunautaire ${s.vat_number}` : "",
    [s.contact_email, s.contact_phone].filter(Boolean).join(" · "),
  ].filter(Boolean);
}

/** "20 %" from basis points. */
export function vatRateLabel(bp: number): string {
  return `${(bp / 100).toLocaleString("fr-FR")}\u00a0%`;
}

/**
 * The VAT included in the order's total. Orders taken before checkout recorded it (vat_cents 0)
 * get it worked out from their total at their rate, so their invoice still states it.
 */
export function vatCentsOf(order: Pick<Order, "vat_cents" | "vat_rate_bp" | "total_cents">): number {
  if (order.vat_cents > 0 || order.total_cents === 0) return order.vat_cents;
  return order.total_cents - Math.round((order.total_cents * 10_000) / (10_000 + order.vat_rate_bp));
}

/** The invoice number as printed: "F-000042". */
export function invoiceLabel(n: number | null): string {
  return n == null ? "—" : `F-${String(n).padStart(6, "0")}`;
}
