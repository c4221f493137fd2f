import { csvAmount, csvFile } from "../format/csv";
import { formatParisDate, parisDay } from "../format/paris-time";
import { vatRatePercent } from "../legal/vat";
import { countryName } from "../shipping/countries";
import { quarterOf, type BookPeriod } from "./book-periods";
import { documentColumns, inIssuedOrder, isTaxedDocument, type BookDocument } from "./books";
import type { Totals } from "./snapshots";

/**
 * The OSS books of decision 159: the quarter's return of the union scheme (art. 369f and 369g of
 * directive 2006/112/EC) and the records of art. 63c of regulation 282/2011, read from the same
 * documents as the other books.
 */

/** A sale taxed in its country of delivery, declared through the OSS (decision 157). */
const declaredThroughOss = (doc: BookDocument) => isTaxedDocument(doc) && doc.scheme === "destination";

/**
 * One line of the return. Section « sales »: per Member State and rate, the quarter's invoices
 * less the credit notes of its own invoices. Section « corrections »: per Member State, rate and
 * quarter corrected, credit notes of the quarter whose invoice was declared in an earlier one —
 * a change to an earlier return made in a later one (art. 61 of regulation 282/2011).
 */
type OssReturnRow = {
  section: "sales" | "corrections";
  country: string;
  vatRateBp: number;
  correctedQuarter: string | null;
  totals: Totals;
  invoices: number;
  creditNotes: number;
};

/** The return of the quarter `period` (the documents issued in it, as `bookDocuments` reads them). */
function ossReturnRows(documents: BookDocument[], period: BookPeriod): OssReturnRow[] {
  const rows = new Map<string, OssReturnRow>();
  for (const doc of documents.filter(declaredThroughOss)) {
    const invoiceDay = parisDay(doc.invoiceIssuedAt);
    const correctedQuarter = invoiceDay < period.from ? quarterOf(invoiceDay) : null;
    const section = correctedQuarter ? "corrections" : "sales";
    const key = `${section}|${doc.country}|${doc.vatRateBp}|${correctedQuarter}`;
    const row = rows.get(key) ?? { section, country: doc.country, vatRateBp: doc.vatRateBp, correctedQuarter, totals: { htCents: 0, vatCents: 0, ttcCents: 0 }, invoices: 0, creditNotes: 0 };
    row.totals = { htCents: row.totals.htCents + doc.totals.htCents, vatCents: row.totals.vatCents + doc.totals.vatCents, ttcCents: row.totals.ttcCents + doc.totals.ttcCents };
    if (doc.kind === "invoice") row.invoices += 1;
    else row.creditNotes += 1;
    rows.set(key, row);
  }
  const order = (r: OssReturnRow) => `${r.section === "sales" ? 0 : 1}|${r.country}|${String(r.vatRateBp).padStart(5, "0")}|${r.correctedQuarter ?? ""}`;
  return [...rows.values()].sort((a, b) => order(a).localeCompare(order(b)));
}

const SECTION_LABELS: Record<OssReturnRow["section"], string> = { sales: "Ventes du trimestre", corrections: "Corrections de trimestres antérieurs" };

/** The return's columns, documented in docs/selling-legally.md (« The OSS return »). */
const RETURN_HEADER = ["Section", "État membre de consommation", "Pays", "Taux de TVA (%)", "Trimestre corrigé", "Base HT", "TVA", "Nombre de factures", "Nombre d'avoirs"];

export function ossReturnCsv(documents: BookDocument[], period: BookPeriod): string {
  const rows = ossReturnRows(documents, period);
  const vatDue = rows.reduce((sum, r) => sum + r.totals.vatCents, 0);
  return csvFile(RETURN_HEADER, [
    ...rows.map((r) => [
      SECTION_LABELS[r.section],
      r.country,
      countryName(r.country),
      vatRatePercent(r.vatRateBp),
      r.correctedQuarter ?? "",
      csvAmount(r.totals.htCents),
      csvAmount(r.totals.vatCents),
      r.invoices,
      r.creditNotes,
    ]),
    ["Total TVA due", "", "", "", "", "", csvAmount(vatDue), "", ""],
  ]);
}

/** The register's columns (art. 63c § 1, a to l), documented in docs/selling-legally.md (« The OSS records »). */
const REGISTER_HEADER = [
  "Date",
  "Pièce",
  "Type",
  "Facture d'origine",
  "Commande",
  "État membre de consommation",
  "Désignation et quantités",
  "Base HT",
  "Taux de TVA (%)",
  "TVA",
  "Devise",
  "Date du paiement",
  "Montant du paiement",
  "Lieu de départ",
  "Lieu d'arrivée",
  "Adresse de livraison",
  "Éléments de preuve",
  "Client",
];

/** What placed the customer in the Member State (art. 63c § 1 k): the address typed, then the carrier's parcel. */
function evidenceOf(doc: BookDocument): string {
  const { carrier, trackingNumber } = doc.sale;
  const parcel = carrier && trackingNumber ? ` ; transporteur ${carrier} n° ${trackingNumber}` : "";
  return `adresse de livraison saisie à la commande${parcel}`;
}

/** The OSS records of the period: one line per invoice or credit note of a sale declared through the OSS, in the order issued. */
export function ossRegisterCsv(documents: BookDocument[]): string {
  return csvFile(
    REGISTER_HEADER,
    inIssuedOrder(documents.filter(declaredThroughOss)).map((d) => [
      ...documentColumns(d),
      d.country,
      d.sale.description,
      csvAmount(d.totals.htCents),
      vatRatePercent(d.vatRateBp),
      csvAmount(d.totals.vatCents),
      "EUR",
      // A credit note's payment is its refund, made the day it was issued.
      d.kind === "invoice" ? (d.sale.paidAt ? formatParisDate(d.sale.paidAt) : "") : formatParisDate(d.issuedAt),
      csvAmount(d.totals.ttcCents),
      "France",
      countryName(d.country),
      d.sale.deliveryAddress ?? "",
      evidenceOf(d),
      d.customer,
    ]),
  );
}
