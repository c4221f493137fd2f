import { and, asc, eq, sql } from "drizzle-orm";
import { memoUntilDataChanges } from "../platform/data-memo.server";
import { affectedRows, db, tables, withTransaction } from "../platform/database.server";
import type { ShippingMethod } from "../platform/schema.server";
import { delayText, deliverySentence, shippingCostCents } from "./shipping-rules";
import type { ShippingMethodInput } from "./shipping-schema";
import { DEFAULT_DELIVERY_COUNTRY } from "./zone-countries";
import { activeZoneOf, findShippingZoneById } from "./shipping-zones.server";
import { STALE_SAVE } from "./zone-rules";

/** What the cart offers: a method and what it costs for this cart. */
export type ShippingOption = {
  id: number;
  name: string;
  delayText: string;
  costCents: number;
  freeAboveCents: number | null;
};

/** The chosen method for a cart, or why the one the shopper chose can no longer be used. */
export type ShippingChoice = {
  options: ShippingOption[];
  selected: ShippingOption | null;
  error: string | null;
};

const SHIPPING_UNAVAILABLE =
  "Le mode de livraison choisi n'est plus proposé. Choisissez-en un autre avant de commander.";

/** Every page prices the cart with these: read once until the data changes (decision 046). */
export const listShippingMethods = memoUntilDataChanges(async (): Promise<ShippingMethod[]> => {
  const { shipping_methods } = tables();
  return db().select().from(shipping_methods).orderBy(asc(shipping_methods.display_order), asc(shipping_methods.id));
});

/**
 * The methods that deliver to a country: those of its active zone that serve it (a method limited
 * to some of its zone's countries serves only those), active or not — callers offer the active
 * ones. Until the cart asks for a country (plan, step 4), the shop delivers to France.
 */
export async function shippingMethodsFor(country: string = DEFAULT_DELIVERY_COUNTRY): Promise<ShippingMethod[]> {
  const zone = await activeZoneOf(country);
  if (!zone) return [];
  return (await listShippingMethods()).filter((m) => m.zone_id === zone.id && (m.countries.length === 0 || m.countries.includes(country)));
}

export async function findShippingMethodById(id: number): Promise<ShippingMethod | undefined> {
  const { shipping_methods } = tables();
  const [method] = await db().select().from(shipping_methods).where(eq(shipping_methods.id, id)).limit(1);
  return method;
}

function optionOf(method: ShippingMethod, discountedSubtotalCents: number): ShippingOption {
  return {
    id: method.id,
    name: method.name,
    delayText: delayText(method),
    costCents: shippingCostCents(method, discountedSubtotalCents),
    freeAboveCents: method.free_above_cents,
  };
}

/**
 * The active methods to the cart's country priced for this cart and the one that applies: the
 * stored choice if it is still offered, else the first method (the free standard one in a seeded
 * shop). A stored choice that is gone (deactivated, or an id that never existed) is reported, so
 * checkout refuses it.
 */
export async function chooseShipping(country: string, storedId: number | undefined, discountedSubtotalCents: number): Promise<ShippingChoice> {
  const options = (await shippingMethodsFor(country))
    .filter((m) => m.is_active)
    .map((m) => optionOf(m, discountedSubtotalCents));
  const chosen = storedId === undefined ? undefined : options.find((o) => o.id === storedId);
  const error = storedId !== undefined && !chosen ? SHIPPING_UNAVAILABLE : null;
  return { options, selected: chosen ?? options[0] ?? null, error };
}

/** What help, contact and the home page promise: one sentence per method offered now. */
export async function listDeliveryPromises(): Promise<string[]> {
  return (await shippingMethodsFor()).filter((m) => m.is_active).map(deliverySentence);
}

/** Whether the cart may choose this method now, for delivery to its country. */
export async function isOfferedShippingMethod(id: number, country: string): Promise<boolean> {
  return (await shippingMethodsFor(country)).some((m) => m.id === id && m.is_active);
}

function columns(input: ShippingMethodInput) {
  return {
    zone_id: input.zone_id,
    name: input.name,
    delay_text: input.delay_text,
    name_en: input.name_en ?? null,
    delay_text_en: input.delay_text_en ?? null,
    delay_min_days: input.delay_min_days ?? null,
    delay_max_days: input.delay_max_days ?? null,
    road_only: input.road_only,
    countries: input.countries,
    price_cents: input.price,
    free_above_cents: input.free_above ?? null,
    is_active: input.is_active,
    display_order: input.display_order,
  };
}

/** Why a method's save was refused, said beside one of the form's fields. */
export type MethodRefusal = { field: "name" | "zone_id" | "countries"; message: string };

/**
 * Creates (id null) or updates a method, or says why not: a zone gone, countries outside its
 * zone, or a page older than the method (its version moved since the form was shown).
 */
export async function saveShippingMethod(input: ShippingMethodInput, id: number | null): Promise<MethodRefusal | null> {
  const { shipping_methods } = tables();
  const zone = await findShippingZoneById(input.zone_id);
  if (!zone) return { field: "zone_id", message: "Cette zone n'existe plus : choisissez-en une autre." };
  const outside = input.countries.filter((c) => !zone.countries.includes(c));
  if (outside.length > 0) return { field: "countries", message: `Cochez seulement des pays de la zone « ${zone.name} », ou aucun pour tous.` };
  return withTransaction(async (tx) => {
    if (id === null) {
      await tx.insert(shipping_methods).values(columns(input));
      return null;
    }
    const updated = await tx
      .update(shipping_methods)
      .set({ ...columns(input), version: sql`${shipping_methods.version} + 1`, updated_at: new Date() })
      .where(and(eq(shipping_methods.id, id), eq(shipping_methods.version, input.version ?? -1)));
    return affectedRows(updated) === 1 ? null : { field: "name", message: STALE_SAVE };
  });
}

export async function setShippingMethodActive(id: number, active: boolean): Promise<boolean> {
  const { shipping_methods } = tables();
  const result = await withTransaction((tx) =>
    tx
      .update(shipping_methods)
      .set({ is_active: active, version: sql`${shipping_methods.version} + 1`, updated_at: new Date() })
      .where(eq(shipping_methods.id, id)),
  );
  return affectedRows(result) > 0;
}
