import { decimalAmount } from "../format/money";
import { parisDay } from "../format/paris-time";
import { escapeXml } from "../format/xml";
import { businessCompany } from "../legal/business-sale";
import { invoiceLabel } from "../orders/invoice-label";
import type { InvoiceSnapshot } from "./snapshots";

/**
 * The invoice of a business buyer as EN 16931 data: the UN/CEFACT Cross Industry Invoice (CII
 * D16B) of the Factur-X 1.07 « EN 16931 » profile, embedded in its PDF (decision 125). Built from
 * the snapshot only, so the XML says what the printed invoice says, to the cent.
 */

/** The name Factur-X gives the embedded file, and its profile as the XMP states it. */
export const FACTUR_X_FILENAME = "factur-x.xml";
export const FACTUR_X_CONFORMANCE = "EN 16931";
const EN16931_GUIDELINE = "urn:cen.eu:en16931:2017";

/** UNTDID 1001: 380, commercial invoice. */
const COMMERCIAL_INVOICE = "380";
/** UNTDID 5305: S, standard rate; the shop sells at one rate (decision 051). */
const STANDARD_RATE = "S";
/** UN/ECE rec. 20: C62, « one », a unit. */
const UNIT = "C62";
/** ISO 6523 ICD 0002: the SIREN, as the French CIUS identifies a company. */
const SIREN_SCHEME = "0002";

type Address = { lines: string[]; postcode: string | null; city: string | null; country: string };

/**
 * A French address typed as one text (« 8 rue de la Paix\n75002 Paris ») split into the fields
 * EN 16931 names: the line holding a 5-digit postcode gives the postcode and the city, the lines
 * before it the street; a last line of two letters is the country, France otherwise (the shop
 * ships to France only).
 */
export function splitAddress(text: string | null): Address {
  const parts = (text ?? "").split(/\n|,/).map((p) => p.trim()).filter(Boolean);
  const last = parts.at(-1);
  const country = last && /^[A-Za-z]{2}$/.test(last) ? (parts.pop() as string).toUpperCase() : "FR";
  const at = parts.findIndex((p) => /^\d{5}\s+\S/.test(p));
  if (at < 0) return { lines: parts.slice(0, 3), postcode: null, city: null, country };
  const [, postcode, city] = /^(\d{5})\s+(.+)$/.exec(parts[at])!;
  return { lines: parts.slice(0, at).slice(0, 3), postcode, city, country };
}

const el = (name: string, content: string, attrs = "") => `<${name}${attrs}>${content}</${name}>`;
const text = (name: string, value: string) => el(name, escapeXml(value));
const amount = (name: string, cents: number, attrs = "") => el(name, decimalAmount(cents), attrs);
const percent = (rateBp: number) => (rateBp / 100).toFixed(2);

function addressXml({ lines, postcode, city, country }: Address): string {
  const named = ["ram:LineOne", "ram:LineTwo", "ram:LineThree"];
  return el(
    "ram:PostalTradeAddress",
    (postcode ? text("ram:PostcodeCode", postcode) : "") +
      lines.map((line, i) => text(named[i], line)).join("") +
      (city ? text("ram:CityName", city) : "") +
      text("ram:CountryID", country),
  );
}

type Party = { name: string; siren: string | null; vatNumber: string | null; address: string | null };

function partyXml(tag: string, { name, siren, vatNumber, address }: Party): string {
  return el(
    tag,
    text("ram:Name", name) +
      (siren ? el("ram:SpecifiedLegalOrganization", el("ram:ID", escapeXml(siren), ` schemeID="${SIREN_SCHEME}"`)) : "") +
      addressXml(splitAddress(address)) +
      (vatNumber ? el("ram:SpecifiedTaxRegistration", el("ram:ID", escapeXml(vatNumber), ' schemeID="VA"')) : ""),
  );
}

const categoryTax = (rateBp: number) =>
  text("ram:TypeCode", "VAT") + text("ram:CategoryCode", STANDARD_RATE) + el("ram:RateApplicablePercent", percent(rateBp));

/**
 * The CII XML of an invoice in a company's name, or null when it cannot be a valid EN 16931
 * invoice: an individual's invoice (they stay plain PDFs), or one issued before the seller's
 * identifiers were kept field by field, or a seller without a VAT number (BR-S-02).
 *
 * EN 16931 forbids a negative line (BR-27): the snapshot's negative lines (the promo code, the
 * part a gift card paid) become document-level allowances at the same rate, which is what they
 * are. A line's net price is stated for its whole quantity (BT-149, base quantity), so quantity ×
 * price equals its net amount exactly, whatever the rounding of one bottle's HT.
 */
export function facturXml(invoice: InvoiceSnapshot): string | null {
  const company = businessCompany(invoice.customer);
  const seller = invoice.seller.ids;
  if (!company || !seller?.vatNumber) return null;
  const rate = invoice.vatRateBp;
  const charged = invoice.lines.filter((l) => l.totalHtCents >= 0);
  const allowances = invoice.lines.filter((l) => l.totalHtCents < 0);
  const lineTotal = charged.reduce((sum, l) => sum + l.totalHtCents, 0);
  const allowanceTotal = -allowances.reduce((sum, l) => sum + l.totalHtCents, 0);
  const { htCents, vatCents, ttcCents } = invoice.totals;

  const lineItems = charged.map((line, i) =>
    el(
      "ram:IncludedSupplyChainTradeLineItem",
      el("ram:AssociatedDocumentLineDocument", text("ram:LineID", String(i + 1))) +
        el("ram:SpecifiedTradeProduct", text("ram:Name", line.label)) +
        el(
          "ram:SpecifiedLineTradeAgreement",
          el("ram:NetPriceProductTradePrice", amount("ram:ChargeAmount", line.totalHtCents) + el("ram:BasisQuantity", String(line.quantity), ` unitCode="${UNIT}"`)),
        ) +
        el("ram:SpecifiedLineTradeDelivery", el("ram:BilledQuantity", String(line.quantity), ` unitCode="${UNIT}"`)) +
        el(
          "ram:SpecifiedLineTradeSettlement",
          el("ram:ApplicableTradeTax", categoryTax(line.vatRateBp)) +
            el("ram:SpecifiedTradeSettlementLineMonetarySummation", amount("ram:LineTotalAmount", line.totalHtCents)),
        ),
    ),
  );

  const allowanceXml = allowances.map((line) =>
    el(
      "ram:SpecifiedTradeAllowanceCharge",
      el("ram:ChargeIndicator", el("udt:Indicator", "false")) +
        amount("ram:ActualAmount", -line.totalHtCents) +
        text("ram:Reason", line.label) +
        el("ram:CategoryTradeTax", categoryTax(line.vatRateBp)),
    ),
  );

  const sellerParty: Party = { name: invoice.seller.name, siren: seller.siret.replace(/\s/g, "").slice(0, 9) || null, vatNumber: seller.vatNumber, address: seller.address };
  const buyerParty: Party = { name: company.name, siren: company.siren, vatNumber: company.vatNumber, address: invoice.customer.address };

  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    el(
      "rsm:CrossIndustryInvoice",
      el("rsm:ExchangedDocumentContext", el("ram:GuidelineSpecifiedDocumentContextParameter", text("ram:ID", EN16931_GUIDELINE))) +
        el(
          "rsm:ExchangedDocument",
          text("ram:ID", invoiceLabel(invoice.number)) +
            text("ram:TypeCode", COMMERCIAL_INVOICE) +
            el("ram:IssueDateTime", el("udt:DateTimeString", parisDay(new Date(invoice.issuedAt)).replace(/-/g, ""), ' format="102"')) +
            el("ram:IncludedNote", text("ram:Content", `Catégorie de l'opération : ${invoice.category.toLowerCase()}. Facture acquittée.`)),
        ) +
        el(
          "rsm:SupplyChainTradeTransaction",
          lineItems.join("") +
            el(
              "ram:ApplicableHeaderTradeAgreement",
              partyXml("ram:SellerTradeParty", sellerParty) +
                partyXml("ram:BuyerTradeParty", buyerParty) +
                el("ram:SellerOrderReferencedDocument", text("ram:IssuerAssignedID", invoice.orderReference)),
            ) +
            el("ram:ApplicableHeaderTradeDelivery", "") +
            el(
              "ram:ApplicableHeaderTradeSettlement",
              text("ram:InvoiceCurrencyCode", "EUR") +
                el("ram:ApplicableTradeTax", amount("ram:CalculatedAmount", vatCents) + text("ram:TypeCode", "VAT") + amount("ram:BasisAmount", htCents) + text("ram:CategoryCode", STANDARD_RATE) + el("ram:RateApplicablePercent", percent(rate))) +
                allowanceXml.join("") +
                el(
                  "ram:SpecifiedTradeSettlementHeaderMonetarySummation",
                  amount("ram:LineTotalAmount", lineTotal) +
                    (allowanceTotal > 0 ? amount("ram:AllowanceTotalAmount", allowanceTotal) : "") +
                    amount("ram:TaxBasisTotalAmount", htCents) +
                    amount("ram:TaxTotalAmount", vatCents, ' currencyID="EUR"') +
                    amount("ram:GrandTotalAmount", ttcCents) +
                    // Paid at the order: nothing is due (BT-113, BT-115).
                    amount("ram:TotalPrepaidAmount", ttcCents) +
                    amount("ram:DuePayableAmount", 0),
                ),
            ),
        ),
      ' xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"' +
        ' xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"' +
        ' xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"' +
        ' xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100"',
    )
  );
}
