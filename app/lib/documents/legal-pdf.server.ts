import { brand } from "../brand";
import type { Block, Inline, LegalDocument, WithdrawalForm } from "../legal/legal-document";
import { heading, letterhead, MARGIN, paragraph, renderPdf, type Pdf } from "./pdf.server";

/** A link keeps its words; a link to the shop's own pages is spelled out, since paper has no links. */
function inlineText(inline: Inline, origin: string): string {
  if (typeof inline === "string") return inline;
  if (inline.href.startsWith("/")) return `${inline.text} (${origin}${inline.href})`;
  return inline.href.startsWith("mailto:") || inline.text === inline.href ? inline.text : `${inline.text} (${inline.href})`;
}

function block(doc: Pdf, b: Block, origin: string) {
  if (typeof b === "string") return paragraph(doc, b);
  if (Array.isArray(b)) return paragraph(doc, b.map((i) => inlineText(i, origin)).join(""));
  for (const item of b.list) paragraph(doc, `•  ${inlineText(item, origin)}`);
}

const BOX_PADDING = 10;
const BOX_SIZE = 8.5;

/** What a block reads on paper, one string per paragraph. */
function blockLines(b: Block, origin: string): string[] {
  if (typeof b === "string") return [b];
  if (Array.isArray(b)) return [b.map((i) => inlineText(i, origin)).join("")];
  return b.list.map((item) => inlineText(item, origin));
}

/**
 * A section the law wants framed (the D211-2 box): its title and text inside a ruled border, kept
 * on one page so the border holds it whole.
 */
function framedSection(doc: Pdf, section: LegalDocument["sections"][number], origin: string) {
  const width = doc.page.width - 2 * MARGIN - 2 * BOX_PADDING;
  const lines = section.blocks.flatMap((b) => blockLines(b, origin));
  doc.font("bold").fontSize(11);
  let height = doc.heightOfString(section.heading, { width }) + 6;
  doc.font("regular").fontSize(BOX_SIZE);
  for (const line of lines) height += doc.heightOfString(line, { width }) + doc.currentLineHeight() * 0.35;
  const bottom = doc.page.height - doc.page.margins.bottom;
  if (doc.y + height + 2 * BOX_PADDING > bottom) doc.addPage();
  doc.moveDown(0.6);
  const top = doc.y;
  const x = MARGIN + BOX_PADDING;
  doc.font("bold").fontSize(11).text(section.heading, x, top + BOX_PADDING, { width }).moveDown(0.3);
  doc.font("regular").fontSize(BOX_SIZE);
  for (const line of lines) doc.text(line, x, doc.y, { width }).moveDown(0.35);
  doc.rect(MARGIN, top, doc.page.width - 2 * MARGIN, doc.y - top + BOX_PADDING / 2).lineWidth(1).stroke();
  doc.x = MARGIN;
  doc.y += BOX_PADDING;
}

const BLANK = "........................................................................................................................";

/** The model form of the annex to article R221-1 of the Code de la consommation, to fill by hand. */
function withdrawalForm(doc: Pdf, form: WithdrawalForm) {
  doc.addPage();
  heading(doc, "Formulaire de rétractation");
  paragraph(doc, "(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)");
  paragraph(doc, `À l'attention de : ${form.addressee.join(", ")}`);
  paragraph(
    doc,
    "Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :",
  );
  paragraph(doc, BLANK);
  for (const label of [
    "Commandé le (*)/reçu le (*) :",
    "Nom du (des) consommateur(s) :",
    "Adresse du (des) consommateur(s) :",
    "Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :",
    "Date :",
  ]) {
    paragraph(doc, label);
    paragraph(doc, BLANK);
  }
  paragraph(doc, "(*) Rayez la mention inutile.", 8);
}

/** A legal text (CGV, withdrawal page and form) on paper: the same blocks the page renders. */
export function drawLegalDocument(document: LegalDocument, date: Date, origin: string): Promise<Buffer> {
  return renderPdf(`${document.title} | ${brand.name}`, date, (doc) => {
    letterhead(doc, document.title);
    for (const b of document.intro) block(doc, b, origin);
    for (const section of document.sections) {
      if (section.framed) {
        framedSection(doc, section, origin);
        continue;
      }
      heading(doc, section.heading);
      for (const b of section.blocks) block(doc, b, origin);
    }
    if (document.withdrawalForm) withdrawalForm(doc, document.withdrawalForm);
  });
}
