import { formatPrice } from "../format/money";
import { formatParisDate } from "../format/paris-time";
import { creditNoteLabel, invoiceLabel, receiptLabel } from "../orders/invoice-label";
import { creditNoteRows, invoiceRows, receiptRows } from "./document-rows";
import { embedFacturX } from "./factur-x-pdf.server";
import { linesTable, totalsBlock } from "./amounts-table.server";
import { heading, letterhead, MARGIN, MUTED, paragraph, renderPdf, rule, type Pdf } from "./pdf.server";
import { distanceSaleMention, type CreditNoteSnapshot, type CustomerSnapshot, type InvoiceSnapshot, type ReceiptSnapshot, type SellerSnapshot } from "./snapshots";

const labelled = (label: string, value: string | null | undefined) => (value ? `${label} ${value}` : null);

/** The buyer's lines: the company first when the invoice is in its name, then who ordered. */
function customerLines({ company, name, address, email }: CustomerSnapshot): string[] {
  const named = [company?.name, labelled("SIREN", company?.siren), labelled("TVA intracommunautaire", company?.vatNumber), company?.address];
  return [...named, name, address, email].filter((l): l is string => Boolean(l));
}

function parties(doc: Pdf, seller: SellerSnapshot, customer: CustomerSnapshot) {
  const top = doc.y;
  doc.font("bold").fontSize(9).text("Vendeur", MARGIN, top, { width: 240 });
  doc.font("regular").fontSize(8.5).text(seller.lines.length ? seller.lines.join("\n") : "[à compléter]", { width: 240 });
  const sellerBottom = doc.y;
  doc.font("bold").fontSize(9).text("Client", MARGIN + 260, top, { width: 235 });
  doc.font("regular").fontSize(8.5).text(customerLines(customer).join("\n") || "—", { width: 235 });
  doc.x = MARGIN;
  doc.y = Math.max(sellerBottom, doc.y);
}

/** A destination-taxed sale's mention (decision 157), on the invoice and on each of its credit notes. */
const mentionOf = (snapshot: InvoiceSnapshot | CreditNoteSnapshot): string[] => {
  const mention = distanceSaleMention(snapshot);
  return mention ? [mention] : [];
};

function facts(doc: Pdf, lines: string[]) {
  rule(doc);
  doc.font("regular").fontSize(9.5);
  for (const line of lines) doc.text(line);
  rule(doc);
}

/**
 * The invoice exactly as its snapshot holds it (article 242 nonies A, annex II of the CGI); with
 * `facturXml`, a Factur-X: the same pages as a PDF/A-3 carrying that XML (decision 125).
 */
export function drawInvoice(snapshot: InvoiceSnapshot, facturXml: string | null = null): Promise<Buffer> {
  const issued = new Date(snapshot.issuedAt);
  const label = invoiceLabel(snapshot.number);
  return renderPdf(`Facture ${label}`, issued, (doc) => {
    letterhead(doc, `Facture n° ${label}`);
    parties(doc, snapshot.seller, snapshot.customer);
    facts(doc, [
      `Date de la facture : ${formatParisDate(issued)} (date de la vente et du paiement)`,
      `Commande : ${snapshot.orderReference}`,
      `Catégorie de l'opération : ${snapshot.category.toLowerCase()}`,
      ...(snapshot.customer.address ? [`Adresse de livraison : ${snapshot.customer.address.replace(/\n+/g, ", ")}`] : []),
      ...mentionOf(snapshot),
    ]);
    const rows = invoiceRows(snapshot);
    linesTable(doc, rows.lines);
    totalsBlock(doc, rows.totals);
    heading(doc, "Règlement");
    paragraph(doc, `Payée le ${formatParisDate(issued)} par carte bancaire. Prix en euros.`);
    const terms = snapshot.paymentTerms;
    if (terms) {
      // Code de commerce L441-9 and D441-5, on a business sale (decision 138).
      paragraph(doc, `Date de règlement : ${formatParisDate(terms.paidAt)} (paiement à la commande). Escompte : ${terms.earlyPaymentDiscount}.`);
      paragraph(doc, `En cas de retard de paiement : pénalités au ${terms.latePenalties}, et indemnité forfaitaire pour frais de recouvrement de ${formatPrice(terms.recoveryIndemnityCents)}.`);
    }
    if (snapshot.termsVersion) paragraph(doc, `Conditions générales de vente acceptées : version du ${snapshot.termsVersion}.`);
    doc.fillColor(MUTED);
    paragraph(doc, "Droit de rétractation : 14 jours à compter de la réception du colis (voir les conditions générales de vente).", 8);
    if (facturXml) {
      paragraph(doc, "Facture électronique Factur-X (profil EN 16931) : ses données structurées sont jointes à ce PDF.", 8);
      embedFacturX(doc, facturXml, issued);
    }
  }, { pdfA3: facturXml !== null });
}

/**
 * The « Reçu » of multi-purpose gift cards sold alone (decision 160): no supply, so no invoice and
 * no VAT; what was paid for each card, and why no VAT is stated.
 */
export function drawReceipt(snapshot: ReceiptSnapshot): Promise<Buffer> {
  const issued = new Date(snapshot.issuedAt);
  const label = receiptLabel(snapshot.number);
  return renderPdf(`Reçu ${label}`, issued, (doc) => {
    letterhead(doc, `Reçu n° ${label}`);
    parties(doc, snapshot.seller, snapshot.customer);
    facts(doc, [`Date : ${formatParisDate(issued)} (date du paiement)`, `Commande : ${snapshot.orderReference}`]);
    const rows = receiptRows(snapshot);
    for (const [name, price] of rows.lines) paragraph(doc, `${name} : ${price}`);
    totalsBlock(doc, rows.totals);
    doc.moveDown(0.8).fillColor(MUTED);
    paragraph(
      doc,
      "Bon à usages multiples (article 256 ter du code général des impôts) : sa vente n'est pas une livraison de biens et ne porte pas de TVA ; la TVA est due sur la commande qu'il paiera, au taux de son pays de livraison. Prix en euros.",
      8,
    );
  });
}

/**
 * The credit note: the refunded amount split HT / VAT at the invoice's rate, citing the invoice;
 * with `facturXml`, a Factur-X like its invoice (decision 139).
 */
export function drawCreditNote(snapshot: CreditNoteSnapshot, facturXml: string | null = null): Promise<Buffer> {
  const issued = new Date(snapshot.issuedAt);
  const label = creditNoteLabel(snapshot.number);
  return renderPdf(`Avoir ${label}`, issued, (doc) => {
    letterhead(doc, `Avoir n° ${label}`);
    parties(doc, snapshot.seller, snapshot.customer);
    facts(doc, [
      `Date de l'avoir : ${formatParisDate(issued)}`,
      `Facture d'origine : n° ${invoiceLabel(snapshot.invoiceNumber)} du ${formatParisDate(new Date(snapshot.invoiceIssuedAt))}`,
      `Commande : ${snapshot.orderReference}`,
      ...mentionOf(snapshot),
    ]);
    paragraph(doc, "Remboursement au client d'une partie ou de la totalité du prix de la commande citée (livraison de biens).");
    totalsBlock(doc, creditNoteRows(snapshot));
    doc.moveDown(0.8).fillColor(MUTED);
    paragraph(doc, "Montant remboursé sur le moyen de paiement utilisé pour la commande. Prix en euros.", 8);
    if (facturXml) {
      paragraph(doc, "Avoir électronique Factur-X (profil EN 16931) : ses données structurées sont jointes à ce PDF.", 8);
      embedFacturX(doc, facturXml, issued);
    }
  }, { pdfA3: facturXml !== null });
}
