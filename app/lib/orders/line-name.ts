/**
 * An order line as every document names it (emails, invoices, Stripe, the admin, the CSV):
 * "Minuit Profond (100 ml)". Lines from before formats have no format and keep their name alone.
 */
export function orderLineName(item: { name: string; format_label: string | null }): string {
  return item.format_label ? `${item.name} (${item.format_label})` : item.name;
}
