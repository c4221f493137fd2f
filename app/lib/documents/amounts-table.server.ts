import type { TotalRow } from "../orders/amount-rows";
import { INVOICE_COLUMNS } from "./document-rows";
import { MARGIN, MUTED, PAGE_WIDTH, type Pdf } from "./pdf.server";

/** The width and alignment of each of `INVOICE_COLUMNS` on an A4 page. */
const LAYOUT: { width: number; align: "left" | "right" }[] = [
  { width: 132, align: "left" },
  { width: 28, align: "right" },
  { width: 60, align: "right" },
  { width: 55, align: "right" },
  { width: 70, align: "right" },
  { width: 70, align: "right" },
  { width: PAGE_WIDTH - 415, align: "right" },
];

function row(doc: Pdf, cells: readonly string[], font: "regular" | "bold") {
  doc.font(font).fontSize(8.5);
  const top = doc.y;
  let x = MARGIN;
  let height = 0;
  LAYOUT.forEach((column, i) => {
    const options = { width: column.width - 4, align: column.align };
    height = Math.max(height, doc.heightOfString(cells[i], options));
    doc.text(cells[i], x, top, options);
    x += column.width;
  });
  doc.x = MARGIN;
  doc.y = top + height + 4;
}

/** The rows of `invoiceRows` under the columns' titles. */
export function linesTable(doc: Pdf, lines: string[][]) {
  if (doc.y > 700) doc.addPage();
  row(doc, INVOICE_COLUMNS, "bold");
  doc.moveTo(MARGIN, doc.y - 2).lineTo(MARGIN + PAGE_WIDTH, doc.y - 2).lineWidth(0.5).strokeColor(MUTED).stroke();
  for (const line of lines) {
    if (doc.y > 760) doc.addPage();
    row(doc, line, "regular");
  }
}

/** The total rows right-aligned under the lines, the strong one (the TTC) in bold. */
export function totalsBlock(doc: Pdf, totals: TotalRow[]) {
  doc.moveDown(0.6);
  const labelX = MARGIN + PAGE_WIDTH - 240;
  for (const { label, value, strong } of totals) {
    const top = doc.y;
    doc.font(strong ? "bold" : "regular").fontSize(10);
    doc.text(label, labelX, top, { width: 140 });
    doc.text(value, labelX + 140, top, { width: 100, align: "right" });
    doc.x = MARGIN;
    doc.y = top + 15;
  }
}
