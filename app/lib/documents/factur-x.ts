import { decimalAmount, formatPrice } from "../format/money";
import { formatParisDate, parisDay } from "../format/paris-time";
import { escapeXml } from "../format/xml";
import { businessCompany } from "../legal/business-sale";
import { creditNoteLabel, invoiceLabel } from "../orders/invoice-label";
import { buyerAddresses, saleTotals, type CreditNoteSnapshot, type CustomerSnapshot, type InvoiceSnapshot, type SellerSnapshot, type Totals } from "./snapshots";

/**
 * The invoice (decision 125) or credit note (decision 139) of a business buyer as EN 16931 data:
 * the UN/CEFACT Cross Industry Invoice (CII D16B) of the Factur-X 1.07 « EN 16931 » profile,
 * embedded in its PDF. Built from the snapshot only, so the XML says what the printed document
 * says, to the cent; what a snapshot does not hold (mentions added after it was issued) it does
 * not say either, so a document once issued never changes.
 */

/** The name Factur-X gives the embedded file, and its profile as the XMP states it. */
export const FACTUR_X_FILENAME = "factur-x.xml";
export const FACTUR_X_CONFORMANCE = "EN 16931";
const EN16931_GUIDELINE = "urn:cen.eu:en16931:2017";

/** UNTDID 1001: 380, commercial invoice; 381, credit note. */
const COMMERCIAL_INVOICE = "380";
const CREDIT_NOTE = "381";
/**
 * UNTDID 4451 subject codes of a note (BT-21), as the French CIUS reads them: AAB the early-payment
 * discount, PMD the late-payment penalties, PMT the fixed indemnity for recovery costs.
 */
const NOTE_SUBJECT = { discount: "AAB", penalties: "PMD", indemnity: "PMT" } as const;
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

const day102 = (iso: string) => parisDay(new Date(iso)).replace(/-/g, "");

type Note = { content: string; subject?: string };
type ChargedLine = { label: string; quantity: number; totalHtCents: number; vatRateBp: number };

/** A document as CII states it: everything below is read from one snapshot. */
type CiiDocument = {
  typeCode: string;
  id: string;
  issuedAt: string;
  notes: Note[];
  lines: ChargedLine[];
  /** Document-level allowances, positive amounts (BG-20). */
  allowances: { label: string; amountCents: number; vatRateBp: number }[];
  seller: Party;
  buyer: Party;
  /** BG-15, when the goods went elsewhere than the buyer's address. */
  deliveryAddress: string | null;
  orderReference: string;
  vatRateBp: number;
  /** Tax basis, VAT and grand total (BT-109, BT-110, BT-112): the lines less the allowances. */
  totals: Totals;
  /** BT-20 and BT-9: how and when it was paid, on invoices issued since decision 138. */
  paymentTerms: { text: string; paidAt: string } | null;
  /** BT-25, BT-26: the invoice a credit note corrects. */
  precedingInvoice: { id: string; issuedAt: string } | null;
};

function lineXml(line: ChargedLine, i: number): string {
  return el(
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
  );
}

function ciiXml(doc: CiiDocument): string {
  const lineTotal = doc.lines.reduce((sum, l) => sum + l.totalHtCents, 0);
  const allowanceTotal = doc.allowances.reduce((sum, a) => sum + a.amountCents, 0);
  const allowanceXml = doc.allowances.map((a) =>
    el(
      "ram:SpecifiedTradeAllowanceCharge",
      el("ram:ChargeIndicator", el("udt:Indicator", "false")) +
        amount("ram:ActualAmount", a.amountCents) +
        text("ram:Reason", a.label) +
        el("ram:CategoryTradeTax", categoryTax(a.vatRateBp)),
    ),
  );
  const { htCents, vatCents, ttcCents } = doc.totals;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    el(
      "rsm:CrossIndustryInvoice",
      el("rsm:ExchangedDocumentContext", el("ram:GuidelineSpecifiedDocumentContextParameter", text("ram:ID", EN16931_GUIDELINE))) +
        el(
          "rsm:ExchangedDocument",
          text("ram:ID", doc.id) +
            text("ram:TypeCode", doc.typeCode) +
            el("ram:IssueDateTime", el("udt:DateTimeString", day102(doc.issuedAt), ' format="102"')) +
            doc.notes.map((n) => el("ram:IncludedNote", text("ram:Content", n.content) + (n.subject ? text("ram:SubjectCode", n.subject) : ""))).join(""),
        ) +
        el(
          "rsm:SupplyChainTradeTransaction",
          doc.lines.map(lineXml).join("") +
            el(
              "ram:ApplicableHeaderTradeAgreement",
              partyXml("ram:SellerTradeParty", doc.seller) +
                partyXml("ram:BuyerTradeParty", doc.buyer) +
                el("ram:SellerOrderReferencedDocument", text("ram:IssuerAssignedID", doc.orderReference)),
            ) +
            el("ram:ApplicableHeaderTradeDelivery", doc.deliveryAddress ? el("ram:ShipToTradeParty", addressXml(splitAddress(doc.deliveryAddress))) : "") +
            el(
              "ram:ApplicableHeaderTradeSettlement",
              text("ram:InvoiceCurrencyCode", "EUR") +
                el("ram:ApplicableTradeTax", amount("ram:CalculatedAmount", vatCents) + text("ram:TypeCode", "VAT") + amount("ram:BasisAmount", htCents) + text("ram:CategoryCode", STANDARD_RATE) + el("ram:RateApplicablePercent", percent(doc.vatRateBp))) +
                allowanceXml.join("") +
                (doc.paymentTerms
                  ? el(
                      "ram:SpecifiedTradePaymentTerms",
                      // Paid at the order: the date payment was due (L441-9) is the date it was made.
                      text("ram:Description", doc.paymentTerms.text) + el("ram:DueDateDateTime", el("udt:DateTimeString", day102(doc.paymentTerms.paidAt), ' format="102"')),
                    )
                  : "") +
                el(
                  "ram:SpecifiedTradeSettlementHeaderMonetarySummation",
                  amount("ram:LineTotalAmount", lineTotal) +
                    (allowanceTotal > 0 ? amount("ram:AllowanceTotalAmount", allowanceTotal) : "") +
                    amount("ram:TaxBasisTotalAmount", htCents) +
                    amount("ram:TaxTotalAmount", vatCents, ' currencyID="EUR"') +
                    amount("ram:GrandTotalAmount", ttcCents) +
                    // Paid (or, for a credit note, refunded) when issued: nothing is due (BT-113, BT-115).
                    amount("ram:TotalPrepaidAmount", ttcCents) +
                    amount("ram:DuePayableAmount", 0),
                ) +
                (doc.precedingInvoice
                  ? el(
                      "ram:InvoiceReferencedDocument",
                      text("ram:IssuerAssignedID", doc.precedingInvoice.id) +
                        el("ram:FormattedIssueDateTime", el("qdt:DateTimeString", day102(doc.precedingInvoice.issuedAt), ' format="102"')),
                    )
                  : ""),
            ),
        ),
      ' xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"' +
        ' xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"' +
        ' xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"' +
        ' xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100"',
    )
  );
}

/** Seller and buyer as the document kept them, or null when it cannot be a valid EN 16931 document. */
function partiesOf(seller: SellerSnapshot, customer: CustomerSnapshot) {
  const company = businessCompany(customer);
  const ids = seller.ids;
  if (!company || !ids?.vatNumber) return null;
  const { billing, delivery } = buyerAddresses(customer);
  return {
    seller: { name: seller.name, siren: ids.siret.replace(/\s/g, "").slice(0, 9) || null, vatNumber: ids.vatNumber, address: ids.address },
    buyer: { name: company.name, siren: company.siren, vatNumber: company.vatNumber, address: billing },
    deliveryAddress: delivery,
  };
}

/**
 * The CII XML of an invoice in a company's name, or null when it cannot be a valid EN 16931
 * invoice: a consumer sale (`businessCompany`, decision 138; they stay plain PDFs), or one issued
 * before the seller's identifiers were kept field by field, or a seller without a VAT number (BR-S-02).
 *
 * EN 16931 forbids a negative line (BR-27): the promo code becomes a document-level allowance at
 * the same rate, which is what it is. What a gift card paid is a payment (decision 139): it adds
 * to the prepaid amount (BT-113), with a note saying its VAT was invoiced at the card's sale;
 * invoices issued before kept it as a negative line, and still state it as an allowance. A line's
 * net price is stated for its whole quantity (BT-149, base quantity), so quantity × price equals
 * its net amount exactly, whatever the rounding of one bottle's HT.
 */
export function facturXml(invoice: InvoiceSnapshot): string | null {
  const parties = partiesOf(invoice.seller, invoice.customer);
  if (!parties) return null;
  const terms = invoice.paymentTerms;
  const card = invoice.giftCardPaid;
  const notes: Note[] = [
    { content: `Catégorie de l'opération : ${invoice.category.toLowerCase()}. Facture acquittée.` },
    ...(card
      ? [{ content: `Payé par carte cadeau : ${formatPrice(card.ttcCents)} TTC, dont TVA ${formatPrice(card.vatCents)} facturée à la vente de la carte (bon à usage unique) ; TVA due au titre de cette facture : ${formatPrice(invoice.totals.vatCents)}.` }]
      : []),
    ...(invoice.giftCardPayment ? [{ content: `Payé par carte cadeau (bon à usages multiples) : ${formatPrice(invoice.giftCardPayment)} TTC, compris dans le montant payé.` }] : []),
    // EN 16931 forbids a line « not subject to VAT » (category O) beside standard-rate lines and
    // with the seller's VAT number (BR-O-11, BR-O-02): the cards sold stay out of the lines and
    // totals, as they stay out of the VAT, and are named here (decision 160).
    ...(invoice.outsideVatLines ?? []).map((l) => ({
      content: `${l.label} : ${formatPrice(l.totalTtcCents)} payés avec la commande, hors facture (article 256 ter du CGI).`,
    })),
    ...(terms
      ? [
          { content: `Escompte : ${terms.earlyPaymentDiscount}.`, subject: NOTE_SUBJECT.discount },
          { content: `Pénalités de retard : ${terms.latePenalties}.`, subject: NOTE_SUBJECT.penalties },
          { content: `Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : ${formatPrice(terms.recoveryIndemnityCents)}.`, subject: NOTE_SUBJECT.indemnity },
        ]
      : []),
  ];
  return ciiXml({
    typeCode: COMMERCIAL_INVOICE,
    id: invoiceLabel(invoice.number),
    issuedAt: invoice.issuedAt,
    notes,
    lines: invoice.lines.filter((l) => l.totalHtCents >= 0),
    allowances: invoice.lines.filter((l) => l.totalHtCents < 0).map((l) => ({ label: l.label, amountCents: -l.totalHtCents, vatRateBp: l.vatRateBp })),
    ...parties,
    orderReference: invoice.orderReference,
    vatRateBp: invoice.vatRateBp,
    totals: saleTotals(invoice),
    paymentTerms: terms ? { text: `Payée le ${formatParisDate(terms.paidAt)}, à la commande.`, paidAt: terms.paidAt } : null,
    precedingInvoice: null,
  });
}

/**
 * The CII XML of a business buyer's credit note (type 381, decision 139), citing the invoice it
 * corrects (BT-25, BT-26), or null as for its invoice. Its snapshot keeps the refund's totals,
 * not lines: one line states the amount credited on that invoice, at its rate.
 */
export function creditNoteFacturXml(note: CreditNoteSnapshot): string | null {
  const parties = partiesOf(note.seller, note.customer);
  if (!parties) return null;
  const invoice = invoiceLabel(note.invoiceNumber);
  return ciiXml({
    typeCode: CREDIT_NOTE,
    id: creditNoteLabel(note.number),
    issuedAt: note.issuedAt,
    notes: [{ content: `Avoir sur la facture ${invoice} : remboursement de tout ou partie du prix (livraison de biens), effectué sur le moyen de paiement de la commande.` }],
    lines: [{ label: `Remboursement sur la facture ${invoice}`, quantity: 1, totalHtCents: note.totals.htCents, vatRateBp: note.vatRateBp }],
    allowances: [],
    ...parties,
    orderReference: note.orderReference,
    vatRateBp: note.vatRateBp,
    totals: note.totals,
    paymentTerms: null,
    precedingInvoice: { id: invoice, issuedAt: note.invoiceIssuedAt },
  });
}
