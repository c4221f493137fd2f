import { and, eq } from "drizzle-orm";
import { db, tables, withTransaction } from "../platform/database.server";
import { isUniqueViolation } from "../platform/unique-violation.server";
import { countriesByName, type CountryCode } from "../shipping/countries";
import type { PackagingRegistration, PackagingRegistrationInput } from "./packaging-registrations";

/** Every registration, in French order of the countries' names. */
export async function listPackagingRegistrations(): Promise<PackagingRegistration[]> {
  const { packaging_registrations: t } = tables();
  const rows = await db()
    .select({ country: t.country, register: t.register, number: t.number, note: t.note, version: t.version })
    .from(t);
  const rank = (r: PackagingRegistration) => countriesByName().findIndex((c) => c.code === r.country);
  return (rows as PackagingRegistration[]).sort((a, b) => rank(a) - rank(b));
}

/** A country's new row; "taken" when it already has one (one row per country, the unique index says so). */
export async function addPackagingRegistration(input: PackagingRegistrationInput): Promise<"added" | "taken"> {
  const { packaging_registrations: t } = tables();
  try {
    await withTransaction((tx) =>
      tx.insert(t).values({ country: input.country, register: input.register, number: input.number, note: input.note }),
    );
    return "added";
  } catch (error) {
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
}

/**
 * Saves a country's row if it is still the version the form showed; "stale" when another save
 * (or a removal) came first, so a form left open never overwrites a newer number.
 */
export async function updatePackagingRegistration(input: PackagingRegistrationInput & { version: number }): Promise<"saved" | "stale"> {
  const { packaging_registrations: t } = tables();
  const saved = await withTransaction((tx) =>
    tx
      .update(t)
      .set({ register: input.register, number: input.number, note: input.note, version: input.version + 1, updated_at: new Date() })
      .where(and(eq(t.country, input.country), eq(t.version, input.version)))
      .returning({ id: t.id }),
  );
  return saved.length > 0 ? "saved" : "stale";
}

/** Removes a country's row if it is still the version the page showed. */
export async function removePackagingRegistration(country: CountryCode, version: number): Promise<"removed" | "stale"> {
  const { packaging_registrations: t } = tables();
  const removed = await withTransaction((tx) =>
    tx.delete(t).where(and(eq(t.country, country), eq(t.version, version))).returning({ id: t.id }),
  );
  return removed.length > 0 ? "removed" : "stale";
}
