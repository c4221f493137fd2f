import { formatPrice } from "../format/money";
import { formatVatRate } from "../legal/vat";
import { MARGIN, MUTED, PAGE_WIDTH, type Pdf } from "./pdf.server";
import type { InvoiceLine, Totals } from "./snapshots";

type Column = { title: string; width: number; value: (l: InvoiceLine) => string; align: "left" | "right" };

const COLUMNS: Column[] = [
  { title: "Désignation", width: 132, value: (l) => l.label, align: "left" },
  { title: "Qté", width: 28, value: (l) => String(l.quantity), align: "right" },
  { title: "PU HT", width: 60, value: (l) => formatPrice(l.unitHtCents), align: "right" },
  { title: "Taux TVA", width: 55, value: (l) => formatVatRate(l.vatRateBp), align: "right" },
  { title: "Montant TVA", width: 70, value: (l) => formatPrice(l.vatCents), align: "right" },
  { title: "Total HT", width: 70, value: (l) => formatPrice(l.totalHtCents), align: "right" },
  { title: "Total TTC", width: PAGE_WIDTH - 415, value: (l) => formatPrice(l.totalTtcCents), align: "right" },
];

function row(doc: Pdf, cells: string[], font: "regular" | "bold") {
  doc.font(font).fontSize(8.5);
  const top = doc.y;
  let x = MARGIN;
  let height = 0;
  COLUMNS.forEach((column, i) => {
    const options = { width: column.width - 4, align: column.align };
    height = Math.max(height, doc.heightOfString(cells[i], options));
    doc.text(cells[i], x, top, options);
    x += column.width;
  });
  doc.x = MARGIN;
  doc.y = top + height + 4;
}

/** The lines with, for each, unit price HT, VAT rate and amount, totals HT and TTC. */
export function linesTable(doc: Pdf, lines: InvoiceLine[]) {
  if (doc.y > 700) doc.addPage();
  row(doc, COLUMNS.map((c) => c.title), "bold");
  doc.moveTo(MARGIN, doc.y - 2).lineTo(MARGIN + PAGE_WIDTH, doc.y - 2).lineWidth(0.5).strokeColor(MUTED).stroke();
  for (const line of lines) {
    if (doc.y > 760) doc.addPage();
    row(doc, COLUMNS.map((c) => c.value(line)), "regular");
  }
}

/** Total HT, VAT at its rate and total TTC, right-aligned under the lines. */
export function totalsBlock(doc: Pdf, totals: Totals, rateBp: number, ttcLabel = "Total TTC") {
  const rows: [string, string][] = [
    ["Total HT", formatPrice(totals.htCents)],
    [`TVA ${formatVatRate(rateBp)}`, formatPrice(totals.vatCents)],
    [ttcLabel, formatPrice(totals.ttcCents)],
  ];
  doc.moveDown(0.6);
  const labelX = MARGIN + PAGE_WIDTH - 240;
  for (const [label, amount] of rows) {
    const top = doc.y;
    const bold = label === ttcLabel;
    doc.font(bold ? "bold" : "regular").fontSize(10);
    doc.text(label, labelX, top, { width: 140 });
    doc.text(amount, labelX + 140, top, { width: 100, align: "right" });
    doc.x = MARGIN;
    doc.y = top + 15;
  }
}
