/**
 * The one rule that says whether a sale is made to a business (decision 138). The reform puts
 * invoices between taxable persons established in France in e-invoicing (CGI 289 bis) and
 * makes the buyer's SIREN a mention of every such invoice (CGI annex II, 242 nonies A, as
 * décret 2022-1299 amended it): a buyer whose
 * SIREN we know is a business, its invoice a Factur-X and its sale out of the B2C e-reporting;
 * any other buyer, even one that typed a company name, is a consumer. Everything that asks
 * « business or not? » (the Factur-X, the books, the forms that collect the buyer) asks here.
 */

/**
 * The company an invoice is made out to: only ever one whose SIREN is known; `address` its own
 * (billing) address when the payment page gave one, else the delivery address is the buyer's.
 */
export type BusinessBuyer = { name: string; siren: string; vatNumber: string | null; address?: string | null };

/**
 * The company a business sale is made to, or null for a consumer sale. `company` is what a
 * document kept of the company the buyer gave (invoices issued before decision 138 may name one
 * without its SIREN: those were consumer sales, and stay so).
 */
export function businessCompany<C extends { siren: string | null }>(buyer: { company?: C | null }): (C & { siren: string }) | null {
  const company = buyer.company;
  return company?.siren ? (company as C & { siren: string }) : null;
}

export function isBusinessSale(buyer: { company?: { siren: string | null } | null }): boolean {
  return businessCompany(buyer) !== null;
}

/** The SIREN of a French VAT number (FR + 2-digit key + SIREN), already checked by its key. */
export const sirenOfVatNumber = (vatNumber: string) => vatNumber.slice(4);
