import { csvAmount, csvFile } from "../format/csv";
import { calendarDaysBetween, formatParisDate, isCalendarDate, parisDay } from "../format/paris-time";
import { vatRatePercent } from "../legal/vat";
import { creditNoteLabel, invoiceLabel, receiptLabel } from "../orders/invoice-label";
import { businessCompany } from "../legal/business-sale";
import type { VatScheme } from "../legal/distance-sales";
import { countryName } from "../shipping/countries";
import { quarterOf, readQuarter, type BookPeriod } from "./book-periods";
import type { CreditNoteSnapshot, InvoiceSnapshot, ReceiptSnapshot, Totals } from "./snapshots";

/** The files of « Livres comptables »: decision 108's two, and the OSS return and records (decision 159). */
const BOOK_KINDS = ["ereporting", "journal", "oss", "oss-registre"] as const;
export type BookKind = (typeof BOOK_KINDS)[number];

/** The OSS books are asked for by calendar quarter, the others by period. */
export const isOssBook = (kind: string) => kind === "oss" || kind === "oss-registre";

const MAX_PERIOD_DAYS = 366;

export const BOOK_ERRORS = {
  kind: "Choisissez l'e-reporting, le journal des ventes, la déclaration OSS ou le registre OSS",
  from: "Indiquez la date de début au format AAAA-MM-JJ",
  to: "Indiquez la date de fin au format AAAA-MM-JJ",
  order: "La date de fin doit suivre la date de début",
  length: "Une période d'un an au plus",
  quarter: "Indiquez le trimestre au format AAAA-Tn (par exemple 2027-T1)",
} as const;

type BookRequest = BookPeriod & { kind: BookKind };
type BookFields = keyof BookRequest | "quarter";
export type BookQuery = { values: Record<BookFields, string>; errors: Partial<Record<BookFields, string>> };

/** What is wrong with a period the owner typed, field by field; empty when it can be read. */
function periodErrors(period: BookPeriod): BookQuery["errors"] {
  if (!isCalendarDate(period.from)) return { from: BOOK_ERRORS.from };
  if (!isCalendarDate(period.to)) return { to: BOOK_ERRORS.to };
  if (period.to < period.from) return { to: BOOK_ERRORS.order };
  const days = calendarDaysBetween(period.from, period.to);
  return days > MAX_PERIOD_DAYS ? { to: BOOK_ERRORS.length } : {};
}

/**
 * The book asked for, as the screen's form and the command give it (dates "AAAA-MM-JJ", Paris
 * days; a quarter "AAAA-Tn" for the OSS books): the values as typed, to show again, and the
 * errors of the fields the book reads.
 */
export function readBookQuery(input: { from?: string | null; to?: string | null; kind?: string | null; quarter?: string | null }): BookQuery {
  const values = {
    from: (input.from ?? "").trim(),
    to: (input.to ?? "").trim(),
    kind: (input.kind ?? "ereporting").trim(),
    quarter: (input.quarter ?? "").trim().toUpperCase(),
  };
  if (!(BOOK_KINDS as readonly string[]).includes(values.kind)) return { values, errors: { ...periodErrors(values), kind: BOOK_ERRORS.kind } };
  if (isOssBook(values.kind)) return { values, errors: readQuarter(values.quarter) ? {} : { quarter: BOOK_ERRORS.quarter } };
  return { values, errors: periodErrors(values) };
}

/** The request, once readBookQuery found no error: an OSS book's period is its quarter's days. */
export function bookRequestOf(query: BookQuery): BookRequest | null {
  if (Object.keys(query.errors).length) return null;
  const kind = query.values.kind as BookKind;
  const period = isOssBook(kind) ? readQuarter(query.values.quarter)! : { from: query.values.from, to: query.values.to };
  return { kind, ...period };
}

/**
 * Goods sold to individuals, subject to French VAT: category TLB1 of the e-reporting of B2C
 * transactions (« livraisons de biens soumises à la TVA »; the invoices say « Livraison de biens »).
 */
const EREPORTING_CATEGORY = "TLB1";

/**
 * An invoice or a credit note as the books see it: amounts signed (a credit note's negative). A
 * receipt of multi-purpose cards, and what a refund gave back of them (« Remboursement de reçu »),
 * are in the journal only: no supply, outside VAT (decision 160), their amount in TTC alone.
 */
export type BookDocument = {
  kind: "invoice" | "credit_note" | "receipt" | "receipt_refund";
  label: string;
  issuedAt: Date;
  /** The invoice a credit note corrects; none for an invoice. */
  correctedInvoice: string | null;
  orderReference: string;
  customer: string;
  /** The business buyer's identifiers, on a business sale only. */
  buyerSiren: string | null;
  buyerVatNumber: string | null;
  paymentProvider: "stripe" | "demo";
  vatRateBp: number;
  /** Where the parcel went and whose VAT the sale bore (decision 157); documents before it read as French sales in France. */
  country: string;
  scheme: VatScheme;
  /** The invoice's issue: a credit note's is its invoice's, the quarter an OSS correction refers to. */
  invoiceIssuedAt: Date;
  /** What the OSS records add (art. 63c): the goods, the payment and the transport. */
  sale: SaleRecord;
  totals: Totals;
  /**
   * A business sale (`isBusinessSale`, decision 138): in e-invoicing, not in the e-reporting of
   * sales to individuals. The journal lists it all the same.
   */
  business: boolean;
};

/** The OSS records' facts of a sale, read from the invoice's lines and the order (decision 159). */
type SaleRecord = {
  /** The invoice's lines: « Minuit Profond (50 ml) × 2 ; Livraison (Livraison standard UE) × 1 » */
  description: string;
  deliveryAddress: string | null;
  paidAt: Date | null;
  carrier: string | null;
  trackingNumber: string | null;
};

/** The order's facts the snapshots do not hold, as books.server.ts reads them. */
type OrderFacts = { paymentProvider: BookDocument["paymentProvider"]; paidAt: Date | null; carrier: string | null; trackingNumber: string | null };

function saleRecord(invoice: Pick<InvoiceSnapshot, "lines" | "customer">, order: OrderFacts): SaleRecord {
  return {
    description: invoice.lines.map((l) => `${l.label} × ${l.quantity}`).join(" ; "),
    deliveryAddress: invoice.customer.address,
    paidAt: order.paidAt,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
  };
}

/** What the books take of the buyer: the name shown, and a business sale's identifiers (the one rule). */
function buyerOf(customer: InvoiceSnapshot["customer"]) {
  const company = businessCompany(customer);
  return {
    customer: customer.company?.name ?? customer.name ?? "",
    buyerSiren: company?.siren ?? null,
    buyerVatNumber: company?.vatNumber ?? null,
    business: company !== null,
  };
}

/** An invoice has the order's one rate (decision 051): its totals are that rate's. */
export function invoiceDocument(snapshot: InvoiceSnapshot, order: OrderFacts): BookDocument {
  return {
    kind: "invoice",
    label: invoiceLabel(snapshot.number),
    issuedAt: new Date(snapshot.issuedAt),
    correctedInvoice: null,
    orderReference: snapshot.orderReference,
    ...buyerOf(snapshot.customer),
    paymentProvider: order.paymentProvider,
    vatRateBp: snapshot.vatRateBp,
    country: snapshot.deliveryCountry ?? "FR",
    scheme: snapshot.vatScheme ?? "FR",
    invoiceIssuedAt: new Date(snapshot.issuedAt),
    sale: saleRecord(snapshot, order),
    totals: snapshot.totals,
  };
}

const OUTSIDE_VAT_SALE: SaleRecord = { description: "", deliveryAddress: null, paidAt: null, carrier: null, trackingNumber: null };

/** A « Reçu » (decision 160): the cards' price, outside VAT, in the journal's TTC alone. */
export function receiptDocument(snapshot: ReceiptSnapshot, order: OrderFacts): BookDocument {
  return {
    kind: "receipt",
    label: receiptLabel(snapshot.number),
    issuedAt: new Date(snapshot.issuedAt),
    correctedInvoice: null,
    orderReference: snapshot.orderReference,
    ...buyerOf(snapshot.customer),
    paymentProvider: order.paymentProvider,
    vatRateBp: 0,
    country: "FR",
    scheme: "FR",
    invoiceIssuedAt: new Date(snapshot.issuedAt),
    sale: OUTSIDE_VAT_SALE,
    totals: { htCents: 0, vatCents: 0, ttcCents: snapshot.totalCents },
  };
}

/**
 * What a refund took back of the multi-purpose cards an order sold (decision 160): a prepayment
 * given back, no credit note; `document` is the receipt, or the invoice of an order that sold
 * bottles too, that stated their sale.
 */
export function receiptRefundDocument(refund: { completedAt: Date; cents: number; document: string; orderReference: string; customer: string }, order: OrderFacts): BookDocument {
  return {
    kind: "receipt_refund",
    label: "",
    issuedAt: refund.completedAt,
    correctedInvoice: refund.document,
    orderReference: refund.orderReference,
    customer: refund.customer,
    buyerSiren: null,
    buyerVatNumber: null,
    business: false,
    paymentProvider: order.paymentProvider,
    vatRateBp: 0,
    country: "FR",
    scheme: "FR",
    invoiceIssuedAt: refund.completedAt,
    sale: OUTSIDE_VAT_SALE,
    totals: { htCents: 0, vatCents: 0, ttcCents: 0 - refund.cents },
  };
}

/** Invoices and credit notes: the taxed sales every book but the journal reads. */
export const isTaxedDocument = (d: BookDocument) => d.kind === "invoice" || d.kind === "credit_note";

/** A credit note takes back from the sales: its amounts count negative (0 - x: a zero stays 0, not -0). */
export function creditNoteDocument(snapshot: CreditNoteSnapshot, invoice: InvoiceSnapshot, order: OrderFacts): BookDocument {
  const { htCents, vatCents, ttcCents } = snapshot.totals;
  return {
    kind: "credit_note",
    label: creditNoteLabel(snapshot.number),
    issuedAt: new Date(snapshot.issuedAt),
    correctedInvoice: invoiceLabel(snapshot.invoiceNumber),
    orderReference: snapshot.orderReference,
    ...buyerOf(snapshot.customer),
    paymentProvider: order.paymentProvider,
    vatRateBp: snapshot.vatRateBp,
    country: snapshot.deliveryCountry ?? "FR",
    scheme: snapshot.vatScheme ?? "FR",
    invoiceIssuedAt: new Date(snapshot.invoiceIssuedAt),
    sale: saleRecord(invoice, order),
    totals: { htCents: 0 - htCents, vatCents: 0 - vatCents, ttcCents: 0 - ttcCents },
  };
}

/** One day and rate of the e-reporting: what was invoiced, what credit notes took back, the net. */
type EReportingRow = {
  day: string;
  vatRateBp: number;
  invoices: number;
  creditNotes: number;
  invoiced: Totals;
  credited: Totals;
  net: Totals;
};

const zero = (): Totals => ({ htCents: 0, vatCents: 0, ttcCents: 0 });
const add = (a: Totals, b: Totals): Totals => ({ htCents: a.htCents + b.htCents, vatCents: a.vatCents + b.vatCents, ttcCents: a.ttcCents + b.ttcCents });

/**
 * The transaction data of the period, per Paris day and VAT rate (the daily totals the B2C
 * e-reporting asks for): sales to individuals taxable in France only, so sales to businesses and
 * sales taxed in their country of delivery (declared through the OSS, decision 159) are left out.
 * Credited amounts are negative, so net = invoiced + credited.
 */
export function eReportingRows(documents: BookDocument[]): EReportingRow[] {
  const rows = new Map<string, EReportingRow>();
  for (const doc of documents.filter((d) => isTaxedDocument(d) && !d.business && d.scheme === "FR")) {
    const day = parisDay(doc.issuedAt);
    const key = `${day}|${doc.vatRateBp}`;
    const row = rows.get(key) ?? { day, vatRateBp: doc.vatRateBp, invoices: 0, creditNotes: 0, invoiced: zero(), credited: zero(), net: zero() };
    if (doc.kind === "invoice") {
      row.invoices += 1;
      row.invoiced = add(row.invoiced, doc.totals);
    } else {
      row.creditNotes += 1;
      row.credited = add(row.credited, doc.totals);
    }
    row.net = add(row.net, doc.totals);
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => a.day.localeCompare(b.day) || a.vatRateBp - b.vatRateBp);
}

const amounts = (t: Totals) => [csvAmount(t.htCents), csvAmount(t.vatCents), csvAmount(t.ttcCents)];

const EREPORTING_HEADER = [
  "Date",
  "Catégorie d'opération",
  "Devise",
  "Taux de TVA (%)",
  "Nombre de factures",
  "Nombre d'avoirs",
  "Factures HT",
  "Factures TVA",
  "Factures TTC",
  "Avoirs HT",
  "Avoirs TVA",
  "Avoirs TTC",
  "Net HT",
  "Net TVA",
  "Net TTC",
];

export function eReportingCsv(documents: BookDocument[]): string {
  return csvFile(
    EREPORTING_HEADER,
    eReportingRows(documents).map((r) => [
      formatParisDate(r.day),
      EREPORTING_CATEGORY,
      "EUR",
      vatRatePercent(r.vatRateBp),
      r.invoices,
      r.creditNotes,
      ...amounts(r.invoiced),
      ...amounts(r.credited),
      ...amounts(r.net),
    ]),
  );
}

const PAYMENT_LABELS: Record<BookDocument["paymentProvider"], string> = { stripe: "Stripe", demo: "Démo" };

/** The journal's columns, documented in docs/selling-legally.md (« Journal des ventes »). */
const JOURNAL_HEADER = [
  "Date",
  "Pièce",
  "Type",
  "Facture d'origine",
  "Commande",
  "Client",
  "SIREN client",
  "N° TVA client",
  "Mode de paiement",
  "Pays de livraison",
  "Régime TVA",
  "Taux de TVA (%)",
  "Montant HT",
  "Montant TVA",
  "Montant TTC",
];

/** Documents in the order they were issued (number order within a second): the books' one order. */
export function inIssuedOrder(documents: BookDocument[]): BookDocument[] {
  return [...documents].sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime() || a.label.localeCompare(b.label));
}

/** The columns every book's line starts with: the day, the number, the kind, the invoice corrected, the order. */
const DOCUMENT_TYPES: Record<BookDocument["kind"], string> = { invoice: "Facture", credit_note: "Avoir", receipt: "Reçu", receipt_refund: "Remboursement de reçu" };

export function documentColumns(d: BookDocument): string[] {
  return [formatParisDate(d.issuedAt), d.label, DOCUMENT_TYPES[d.kind], d.correctedInvoice ?? "", d.orderReference];
}

/** The sales journal: one line per document and VAT rate, in the order they were issued. */
export function journalCsv(documents: BookDocument[]): string {
  return csvFile(
    JOURNAL_HEADER,
    inIssuedOrder(documents).map((d) => [
      ...documentColumns(d),
      d.customer,
      d.buyerSiren ?? "",
      d.buyerVatNumber ?? "",
      PAYMENT_LABELS[d.paymentProvider],
      ...(isTaxedDocument(d)
        ? [countryName(d.country), d.scheme === "destination" ? `OSS ${countryName(d.country)}` : "France", vatRatePercent(d.vatRateBp)]
        : ["", "Hors champ", ""]),
      ...amounts(d.totals),
    ]),
  );
}

const FILE_NAMES: Record<BookKind, string> = { ereporting: "e-reporting", journal: "journal-des-ventes", oss: "declaration-oss", "oss-registre": "registre-oss" };

/** The file's name: « e-reporting-2026-11-01-au-2026-11-30.csv », « declaration-oss-2027-T1.csv ». */
export function bookFilename(kind: BookKind, period: BookPeriod): string {
  return `${FILE_NAMES[kind]}-${isOssBook(kind) ? quarterOf(period.from) : `${period.from}-au-${period.to}`}.csv`;
}
