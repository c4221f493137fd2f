import { loadLegalDocument, termsInForce } from "../legal-pages/legal-pages.server";
import { shopOrigin } from "../legal/shop-settings.server";
import type { LegalText } from "../platform/schema.server";
import { findCreditNote } from "./credit-notes.server";
import { invoiceOf } from "./invoices.server";
import { creditNoteFacturXml, facturXml } from "./factur-x";
import { drawLegalDocument } from "./legal-pdf.server";
import { findLegalText, lastTermsText } from "./legal-texts.server";
import { drawCreditNote, drawInvoice, drawReceipt } from "./sale-documents-pdf.server";
import { receiptOf } from "./receipts.server";
import type { AttachmentRef } from "../mail/attachments";
import { creditNoteLabel, invoiceLabel, receiptLabel } from "../orders/invoice-label";
import { giftCardPdf } from "./gift-card-pdf.server";

/** A PDF ready to serve or attach. */
export type PdfFile = { filename: string; content: Buffer };

/**
 * The order's invoice as issued, or for an order of multi-purpose gift cards alone its receipt
 * (decision 160); null when the order was never paid. A business buyer's invoice is a Factur-X
 * (decision 125): the same file, its EN 16931 XML inside.
 */
export async function invoicePdf(orderId: number): Promise<PdfFile | null> {
  const invoice = await invoiceOf(orderId);
  if (!invoice) {
    const receipt = await receiptOf(orderId);
    return receipt ? { filename: `recu-${receiptLabel(receipt.number)}.pdf`, content: await drawReceipt(receipt.snapshot) } : null;
  }
  return { filename: `facture-${invoiceLabel(invoice.number)}.pdf`, content: await drawInvoice(invoice.snapshot, facturXml(invoice.snapshot)) };
}

/** A credit note as issued; a business buyer's is a Factur-X, as its invoice (decision 139). */
export async function creditNotePdf(creditNoteId: number): Promise<PdfFile | null> {
  const note = await findCreditNote(creditNoteId);
  if (!note) return null;
  return { filename: `avoir-${creditNoteLabel(note.number)}.pdf`, content: await drawCreditNote(note.snapshot, creditNoteFacturXml(note.snapshot)) };
}

/** A kept legal text (the CGV or withdrawal form given with an order), exactly as it was. */
async function legalTextPdf(textId: number): Promise<PdfFile | null> {
  const text = await findLegalText(textId);
  return text ? keptTextPdf(text) : null;
}

async function keptTextPdf(text: LegalText): Promise<PdfFile> {
  const name = text.kind === "terms" ? `cgv-${text.version}` : "formulaire-de-retractation";
  return { filename: `${name}.pdf`, content: await drawLegalDocument(text.document, text.created_at, await shopOrigin()) };
}

/**
 * The CGV of a version: the last text kept for it when an order was paid, else, for the version
 * in force, the text as the /cgv page shows it now; null for a version the shop never had.
 */
export async function termsPdf(version?: string): Promise<PdfFile | null> {
  const inForce = await termsInForce();
  const wanted = version ?? inForce.version;
  const kept = await lastTermsText(wanted);
  if (kept) return keptTextPdf(kept);
  if (wanted !== inForce.version) return null;
  const content = await drawLegalDocument(inForce.document, new Date(), await shopOrigin());
  return { filename: `cgv-${wanted}.pdf`, content };
}

/** The withdrawal page and its model form, with the seller's identity as it is now. */
export async function withdrawalFormPdf(): Promise<PdfFile> {
  const content = await drawLegalDocument(await loadLegalDocument("retractation"), new Date(), await shopOrigin());
  return { filename: "formulaire-de-retractation.pdf", content };
}

/** An email's attachment, rendered at send time from its immutable row; a missing row is an error to retry. */
export async function attachmentPdf(ref: AttachmentRef): Promise<PdfFile> {
  const file =
    ref.kind === "legal_text" ? await legalTextPdf(ref.id) : ref.kind === "gift_card" ? await giftCardPdf(ref.id) : await creditNotePdf(ref.id);
  if (!file) throw new Error(`Pièce jointe introuvable : ${JSON.stringify(ref)}`);
  return file;
}
