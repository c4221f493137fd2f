import { decimalAmount } from "./money";

/**
 * CSV the way French Excel and accounting software open it: semicolons, CRLF, a BOM so the
 * UTF-8 accents survive, decimal commas. Orders, e-reporting and the sales journal share it.
 */
export const CSV_BOM = "\uFEFF";

/** A plain amount such as "-12,34" is not a formula, so it keeps its sign. */
const PLAIN_NUMBER = /^-?\d+(,\d+)?$/;

function csvCell(value: string | number | null): string {
  const text = value == null ? "" : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Integer cents as "12,34" or "-12,34": the only place money becomes a CSV number. */
export function csvAmount(cents: number): string {
  return decimalAmount(cents, ",");
}

/** One record: each cell escaped, joined by semicolons. */
export function csvLine(cells: (string | number | null)[]): string {
  return cells.map(csvCell).join(";");
}

/** A whole file: the BOM, the header and the records, each line ended by CRLF. */
export function csvFile(header: string[], records: (string | number | null)[][]): string {
  return `${CSV_BOM}${[header, ...records].map(csvLine).join("\r\n")}\r\n`;
}
