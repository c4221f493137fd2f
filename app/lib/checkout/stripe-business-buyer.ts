import { sirenOfVatNumber, type BusinessBuyer } from "../legal/business-sale";
import { isValidFrenchVatNumber, isValidSiren, isValidSiret } from "../legal/identity";
import { formatShippingAddress } from "./demo-schema";

/** What Stripe Checkout's tax ID collection leaves on a completed session's customer_details. */
export type StripeBusinessDetails = {
  name?: string | null;
  business_name?: string | null;
  tax_ids?: { type: string; value: string | null }[] | null;
  /** The billing address Checkout collects with the card. */
  address?: { line1?: string | null; line2?: string | null; postal_code?: string | null; city?: string | null; country?: string | null } | null;
};

/** The company's own address, as the invoice prints it, when Checkout gave a whole one. */
function billingAddress(address: StripeBusinessDetails["address"]): string | null {
  if (!address?.line1 || !address.postal_code || !address.city) return null;
  return formatShippingAddress({ line1: address.line1, line2: address.line2, postalCode: address.postal_code, city: address.city, country: address.country ?? "FR" });
}

const compact = (value: string | null) => (value ?? "").replace(/[\s.]/g, "").toUpperCase();

/**
 * The company a Stripe buyer asked the invoice for (Checkout's « J'achète en tant qu'entreprise »,
 * decision 125), or null for an individual. Stripe checks a VAT number's shape, not the French
 * key, and asks no SIREN (its form collects the EU VAT number in France): the keys are checked here
 * as on the demo page, the SIREN is the French VAT number's last 9 digits (or a fr_siren /
 * fr_siret id's), and an identifier that fails its key, or a VAT number of another country, is
 * left off the invoice rather than printed unchecked. Without a SIREN the sale is a consumer's
 * (decision 138): the invoice is the person's, as the Checkout page's text warns
 * (`BUSINESS_CHECKOUT_TEXT`). The company's name is `business_name`; API versions before it put
 * the legal entity's name in `name` when a tax ID was given.
 */
export function businessBuyerOfStripe(details: StripeBusinessDetails | null | undefined): BusinessBuyer | null {
  if (!details) return null;
  let vatNumber: string | null = null;
  let siren: string | null = null;
  for (const { type, value } of details.tax_ids ?? []) {
    const id = compact(value);
    if (type === "eu_vat" && isValidFrenchVatNumber(id)) vatNumber = id;
    else if (type === "fr_siren" && isValidSiren(id)) siren = id;
    else if (type === "fr_siret" && isValidSiret(id)) siren = id.slice(0, 9);
    else console.warn(`Identifiant fiscal Stripe écarté de la facture (${type}) : clé ou pays non reconnus.`);
  }
  // The VAT number's own SIREN wins over another id given beside it, as on the demo page.
  if (vatNumber) siren = sirenOfVatNumber(vatNumber);
  const name = details.business_name?.trim() || (details.tax_ids?.length ? details.name?.trim() : "") || "";
  if (!name) return null;
  if (!siren) {
    console.warn("Achat Stripe au nom d'une société sans SIREN ni numéro de TVA français valable : facture de particulier.");
    return null;
  }
  const address = billingAddress(details.address);
  return { name: name.slice(0, 120), siren, vatNumber, ...(address ? { address } : {}) };
}

/**
 * What Stripe Checkout shows above its « Payer » button (`custom_text.submit`): the rule of
 * decision 138 for a buyer ticking « J'achète en tant qu'entreprise », which asks only the VAT number.
 */
export const BUSINESS_CHECKOUT_TEXT =
  "Achat pour une entreprise : indiquez son numéro de TVA intracommunautaire français (FR…), qui contient son SIREN, pour recevoir une facture électronique à son nom. Sans lui, l'achat est celui d'un particulier.";
