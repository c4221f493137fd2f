import { and, asc, eq, ne } from "drizzle-orm";
import type { PromoInput } from "./promo-schema";
import { affectedRows, db, tables, withTransaction } from "../platform/database.server";
import { parisDayEnd, parisDayStart } from "../format/paris-time";
import type { PromoCode } from "../platform/schema.server";
import { saveUnlessTaken } from "../platform/unique-violation.server";

export async function listPromos(): Promise<PromoCode[]> {
  const { promo_codes } = tables();
  return db().select().from(promo_codes).orderBy(asc(promo_codes.code));
}

export async function findPromoById(id: number): Promise<PromoCode | undefined> {
  const { promo_codes } = tables();
  const [row] = await db().select().from(promo_codes).where(eq(promo_codes.id, id)).limit(1);
  return row;
}

export async function codeTaken(code: string, exceptId?: number): Promise<boolean> {
  const { promo_codes } = tables();
  const [row] = await db()
    .select({ id: promo_codes.id })
    .from(promo_codes)
    .where(exceptId ? and(eq(promo_codes.code, code), ne(promo_codes.id, exceptId)) : eq(promo_codes.code, code))
    .limit(1);
  return Boolean(row);
}

// Dates are whole Paris days: a code runs from the start of its first day to the end of its last.
const dayStart = (day: string | undefined) => (day ? parisDayStart(day) : null);
const dayEnd = (day: string | undefined) => (day ? parisDayEnd(day) : null);

function columns(input: PromoInput) {
  return {
    code: input.code,
    is_active: input.is_active,
    discount_type: input.discount_type,
    discount_value: input.discount_value,
    starts_at: dayStart(input.starts_at),
    ends_at: dayEnd(input.ends_at),
    max_uses: input.max_uses,
    min_subtotal_cents: input.min_subtotal_cents,
  };
}

/** Creates (id null) or updates one; "taken" when a parallel save took the code after `codeTaken` said it was free. */
export function savePromo(id: number | null, input: PromoInput) {
  return saveUnlessTaken(tables().promo_codes, id, columns(input));
}

export async function setPromoActive(id: number, active: boolean): Promise<boolean> {
  const { promo_codes } = tables();
  const result = await withTransaction((tx) =>
    tx.update(promo_codes).set({ is_active: active, updated_at: new Date() }).where(eq(promo_codes.id, id)),
  );
  return affectedRows(result) > 0;
}

export async function deletePromo(id: number): Promise<boolean> {
  const { promo_codes } = tables();
  return affectedRows(await withTransaction((tx) => tx.delete(promo_codes).where(eq(promo_codes.id, id)))) > 0;
}
