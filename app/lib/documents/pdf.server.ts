import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { brand } from "../brand";

export type Pdf = PDFKit.PDFDocument;

// PDF's standard fonts have no U+202F, the narrow no-break space of French money from Intl
// ("39,95 €"): DejaVu Sans has it and the euro sign (public/fonts/LICENSE-dejavu.txt).
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  fonts ??= {
    regular: fs.readFileSync(path.resolve("public/fonts/DejaVuSans.ttf")),
    bold: fs.readFileSync(path.resolve("public/fonts/DejaVuSans-Bold.ttf")),
  };
  return fonts;
}

export const MARGIN = 50;
export const PAGE_WIDTH = 595.28 - 2 * MARGIN;
const INK = "#0d0c0a";
export const MUTED = "#55514a";
const GOLD = "#7d622c";

/**
 * Draws an A4 document and returns its bytes. Dated with the document's own date rather than
 * now, so the same stored document renders the same way whenever it is asked for. `pdfA3` asks
 * pdfkit for PDF/A-3b (its XMP identification, the sRGB output intent), which a Factur-X is.
 */
export function renderPdf(title: string, date: Date, draw: (doc: Pdf) => void, { pdfA3 = false } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    lang: "fr-FR",
    info: { Title: title, Author: brand.name, CreationDate: date },
    ...(pdfA3 ? { subset: "PDF/A-3b" as const, pdfVersion: "1.7" as const } : {}),
  });
  const { regular, bold } = loadFonts();
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  doc.font("regular").fillColor(INK);
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    draw(doc);
    doc.end();
  });
}

/** The brand's name in gold, the document's title and a rule under them. */
export function letterhead(doc: Pdf, title: string) {
  doc.font("bold").fontSize(18).fillColor(GOLD).text(brand.name.toUpperCase());
  doc.moveDown(0.3).font("regular").fontSize(15).fillColor(INK).text(title);
  rule(doc);
}

export function rule(doc: Pdf) {
  doc.moveDown(0.5);
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + PAGE_WIDTH, doc.y).lineWidth(0.5).strokeColor(MUTED).stroke();
  doc.moveDown(0.5);
}

export function heading(doc: Pdf, text: string) {
  doc.moveDown(0.6).font("bold").fontSize(11).fillColor(INK).text(text).moveDown(0.2).font("regular").fontSize(9.5);
}

export function paragraph(doc: Pdf, text: string, size = 9.5) {
  doc.font("regular").fontSize(size).fillColor(INK).text(text, { align: "left" }).moveDown(0.35);
}
