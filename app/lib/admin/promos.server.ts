import { and, asc, eq, ne } from "drizzle-orm";
import type { PromoInput } from "./schemas";
import { getDb } from "../platform/db.server";
import { parisDayEnd, parisDayStart } from "../format/paris-time";
import { promo_codes, type PromoCode } from "../platform/schema.server";

export function listPromos(): PromoCode[] {
  return getDb().select().from(promo_codes).orderBy(asc(promo_codes.code)).all();
}

export function findPromoById(id: number) {
  return getDb().select().from(promo_codes).where(eq(promo_codes.id, id)).get();
}

export function codeTaken(code: string, exceptId?: number) {
  return Boolean(
    getDb()
      .select({ id: promo_codes.id })
      .from(promo_codes)
      .where(exceptId ? and(eq(promo_codes.code, code), ne(promo_codes.id, exceptId)) : eq(promo_codes.code, code))
      .get(),
  );
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

export function createPromo(input: PromoInput) {
  return getDb().insert(promo_codes).values(columns(input)).returning().all()[0];
}

export function updatePromo(id: number, input: PromoInput) {
  return getDb()
    .update(promo_codes)
    .set({ ...columns(input), updated_at: new Date() })
    .where(eq(promo_codes.id, id))
    .returning()
    .all()[0];
}

export function setPromoActive(id: number, active: boolean) {
  return (
    getDb()
      .update(promo_codes)
      .set({ is_active: active, updated_at: new Date() })
      .where(eq(promo_codes.id, id))
      .run().changes > 0
  );
}

export function deletePromo(id: number) {
  return getDb().delete(promo_codes).where(eq(promo_codes.id, id)).run().changes > 0;
}
