import { and, gte, isNotNull, lt, notInArray, sql } from "drizzle-orm";
import { parisDay, parisDayStart } from "../format/paris-time";
import { memoUntilDataChanges } from "../platform/data-memo.server";
import { db, lockKeys, tables, type Db } from "../platform/database.server";
import { COUNTRIES, type CountryCode } from "../shipping/countries";
import {
  distanceSalesNotice,
  isDistanceSale,
  parisYear,
  saleHtCents,
  taxingCountry,
  vatSchemeFor,
  type DistanceSalesNotice,
  type DistanceSalesTotals,
  type VatScheme,
} from "./distance-sales";
import { getShopSettings } from "./shop-settings.server";
import { vatIncludedCents } from "./vat";
import { vatRateAt } from "./vat-rates.server";

const FRENCH_VAT_COUNTRIES = COUNTRIES.filter((c) => c.frenchVat).map((c) => c.code);

/**
 * What of an order's total its VAT is not on, in SQL: `taxedCentsOf` of gift cards (decision 160)
 * read over many orders — a single-purpose card's payment and the multi-purpose cards it sells.
 */
function untaxedCardsSql(orders: ReturnType<typeof tables>["orders"]) {
  return sql`(case when exists (select 1 from gift_cards paying where paying.id = ${orders.gift_card_id} and paying.voucher_kind = 'multi') then 0 else ${orders.gift_card_cents} end
    + coalesce((select sum(sold.initial_cents) from gift_cards sold where sold.order_id = ${orders.id} and sold.voucher_kind = 'multi'), 0))`;
}

/**
 * The HT of the intra-EU distance sales paid in a Paris calendar year: every invoiced order (an
 * invoice number is given at payment and never taken back) delivered outside France and Monaco,
 * at what it taxes less its VAT. Credit notes do not lower it: a year once crossed stays crossed
 * (art. 59c § 2, decision 157).
 */
async function yearHtCents(reader: Db, year: number): Promise<number> {
  const { orders } = tables();
  const [row] = await reader
    .select({ ht: sql<string | number | null>`sum(${orders.total_cents} - ${orders.vat_cents} - ${untaxedCardsSql(orders)})` })
    .from(orders)
    .where(
      and(
        isNotNull(orders.invoice_number),
        gte(orders.paid_at, parisDayStart(`${year}-01-01`)),
        lt(orders.paid_at, parisDayStart(`${year + 1}-01-01`)),
        notInArray(orders.delivery_country, FRENCH_VAT_COUNTRIES),
      ),
    );
  return Number(row?.ht ?? 0);
}

async function totalsIn(reader: Db, year: number): Promise<DistanceSalesTotals> {
  return { previousYearHtCents: await yearHtCents(reader, year - 1), yearHtCents: await yearHtCents(reader, year) };
}

/** The two totals outside a payment, remembered until the data changes: a quiet shop prices a Belgian cart without a query. */
const distanceSalesTotals = memoUntilDataChanges((year: number) => totalsIn(db(), year));

type OrderVat = { vat_scheme: VatScheme; vat_rate_bp: number; vat_cents: number };

/** A sale and what its VAT is on (`taxedCentsOf` of gift cards, decision 160). */
type Sale = { country: string; taxedCents: number };

async function vatOf({ country, taxedCents }: Sale, now: Date, totals: DistanceSalesTotals): Promise<OrderVat> {
  const frenchRate = await vatRateAt("FR", now);
  const scheme = vatSchemeFor({
    country,
    paidOn: parisDay(now),
    ossFrom: (await getShopSettings()).oss_registered_on,
    totals,
    saleHtCents: saleHtCents(taxedCents, frenchRate),
  });
  const rate = scheme === "FR" ? frenchRate : await vatRateAt(taxingCountry(country, scheme) as CountryCode, now);
  return { vat_scheme: scheme, vat_rate_bp: rate, vat_cents: vatIncludedCents(taxedCents, rate) };
}

const NO_TOTALS: DistanceSalesTotals = { previousYearHtCents: 0, yearHtCents: 0 };

/**
 * The VAT a sale would bear if paid now: what the cart shows and the pending order records. The
 * payment decides again under the year's lock (`vatAtPayment`); French sales ask no total.
 */
export async function expectedVat(sale: Sale, now = new Date()): Promise<OrderVat> {
  const totals = isDistanceSale(sale.country) ? await distanceSalesTotals(parisYear(now)) : NO_TOTALS;
  return vatOf(sale, now, totals);
}

/**
 * The VAT a sale bears, fixed in the payment's transaction (decision 157). A parcel abroad takes
 * the lock of its Paris year before summing, so parallel payments read-sum-write one after the
 * other and no two of them both stay under the threshold (PostgreSQL: an advisory lock held to the
 * commit; SQLite: the one writer already serialises them). French sales take no lock.
 */
export async function vatAtPayment(tx: Db, sale: Sale, now: Date): Promise<OrderVat> {
  if (!isDistanceSale(sale.country)) return vatOf(sale, now, NO_TOTALS);
  const year = parisYear(now);
  await lockKeys(tx, [`distance-sales:${year}`]);
  return vatOf(sale, now, await totalsIn(tx, year));
}

/** The owner's desk's word on the threshold (decision 157), or null below 8 000 € with no OSS date. */
export async function distanceSalesNoticeAt(now = new Date()): Promise<DistanceSalesNotice | null> {
  const year = parisYear(now);
  return distanceSalesNotice(year, await distanceSalesTotals(year), (await getShopSettings()).oss_registered_on);
}
