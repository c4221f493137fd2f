import { and, asc, eq, gt } from "drizzle-orm";
import { memoUntilDataChanges } from "../platform/data-memo.server";
import { affectedRows, db, tables, withTransaction } from "../platform/database.server";
import type { VatRate } from "../platform/schema.server";
import type { CountryCode } from "../shipping/countries";
import { isFutureRate, PAST_RATE_REFUSED, RATE_IN_FORCE, rateAt, rateStates, SAME_DAY_REFUSED, vatDayOf, type VatRateInput } from "./vat-rates";

/**
 * Every rate row, remembered until the data changes like the shop's settings (decisions 046, 122):
 * the checkout and the settlement read them on every order without a query of their own.
 */
const vatRateRows = memoUntilDataChanges(async (): Promise<VatRate[]> => {
  const { vat_rates } = tables();
  return db().select().from(vat_rates).orderBy(asc(vat_rates.country), asc(vat_rates.valid_from));
});

/** The rate in force in `country` at an instant, on that country's calendar day (decision 158). */
export async function vatRateAt(country: CountryCode, instant: Date): Promise<number> {
  return rateAt(await vatRateRows(), country, instant);
}

/** The rows as « Taux de TVA » lists them, each with its state today. */
export async function listVatRates(now = new Date()) {
  return rateStates(await vatRateRows(), now);
}

/** A row the owner may still change: one whose first day has not come (an issued invoice never changes). */
export async function findFutureVatRate(id: number, now = new Date()) {
  return (await listVatRates(now)).find((r) => r.id === id && r.state === "future");
}

type Refusal = { field: string; message: string };

/**
 * Adds a rate (id null) or changes a future one, from a day after today in its country; null when
 * saved, else the field's refusal. A changed row is rewritten only while its day is still ahead,
 * checked in the write's transaction, so a row whose day came while the dialog was open stays.
 */
export async function saveVatRate(input: VatRateInput, id: number | null, now = new Date()): Promise<Refusal | null> {
  if (!isFutureRate(input, now)) return { field: "valid_from", message: PAST_RATE_REFUSED };
  const { vat_rates } = tables();
  const values = { country: input.country, rate_bp: input.rate, valid_from: input.valid_from, source: input.source ?? "" };
  return withTransaction(async (tx): Promise<Refusal | null> => {
    const [taken] = await tx
      .select({ id: vat_rates.id })
      .from(vat_rates)
      .where(and(eq(vat_rates.country, input.country), eq(vat_rates.valid_from, input.valid_from)));
    if (taken && taken.id !== id) return { field: "valid_from", message: SAME_DAY_REFUSED };
    if (id === null) {
      await tx.insert(vat_rates).values(values);
      return null;
    }
    const [row] = await tx.select().from(vat_rates).where(eq(vat_rates.id, id));
    if (!row || !isFutureRate(row, now)) return { field: "valid_from", message: RATE_IN_FORCE };
    await tx.update(vat_rates).set(values).where(eq(vat_rates.id, id));
    return null;
  });
}

/**
 * Deletes a rate that has not started yet. The date is checked in the delete itself, so a row
 * whose day came while the owner looked at the list stays.
 */
export async function deleteFutureVatRate(id: number, now = new Date()): Promise<boolean> {
  const row = await findFutureVatRate(id, now);
  if (!row) return false;
  const { vat_rates } = tables();
  const today = vatDayOf(row.country as CountryCode, now);
  const deleted = await withTransaction((tx) => tx.delete(vat_rates).where(and(eq(vat_rates.id, id), gt(vat_rates.valid_from, today))));
  return affectedRows(deleted) > 0;
}
