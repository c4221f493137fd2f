import { asc, eq } from "drizzle-orm";
import { memoUntilDataChanges } from "../platform/data-memo.server";
import { getDb } from "../platform/db.server";
import { shipping_methods, type ShippingMethod } from "../platform/schema.server";
import { shippingCostCents } from "./shipping-rules";
import type { ShippingMethodInput } from "./shipping-schema";

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

export const SHIPPING_UNAVAILABLE =
  "Le mode de livraison choisi n'est plus proposé. Choisissez-en un autre avant de commander.";

/** Every page prices the cart with these: read once until the data changes (decision 046). */
export const listShippingMethods = memoUntilDataChanges((): ShippingMethod[] =>
  getDb()
    .select()
    .from(shipping_methods)
    .orderBy(asc(shipping_methods.display_order), asc(shipping_methods.id))
    .all(),
);

export function findShippingMethodById(id: number) {
  return getDb().select().from(shipping_methods).where(eq(shipping_methods.id, id)).get();
}

function optionOf(method: ShippingMethod, discountedSubtotalCents: number): ShippingOption {
  return {
    id: method.id,
    name: method.name,
    delayText: method.delay_text,
    costCents: shippingCostCents(method, discountedSubtotalCents),
    freeAboveCents: method.free_above_cents,
  };
}

/**
 * The active methods priced for this cart and the one that applies: the stored choice if it is
 * still offered, else the first method (the free standard one in a seeded shop). A stored choice
 * that is gone (deactivated, or an id that never existed) is reported, so checkout refuses it.
 */
export function chooseShipping(storedId: number | undefined, discountedSubtotalCents: number): ShippingChoice {
  const options = listShippingMethods()
    .filter((m) => m.is_active)
    .map((m) => optionOf(m, discountedSubtotalCents));
  const chosen = storedId === undefined ? undefined : options.find((o) => o.id === storedId);
  const error = storedId !== undefined && !chosen ? SHIPPING_UNAVAILABLE : null;
  return { options, selected: chosen ?? options[0] ?? null, error };
}

/** Whether the cart may choose this method now. */
export function isOfferedShippingMethod(id: number): boolean {
  return Boolean(findShippingMethodById(id)?.is_active);
}

function columns(input: ShippingMethodInput) {
  return {
    name: input.name,
    delay_text: input.delay_text,
    price_cents: input.price,
    free_above_cents: input.free_above ?? null,
    is_active: input.is_active,
    display_order: input.display_order,
  };
}

export function createShippingMethod(input: ShippingMethodInput) {
  getDb().insert(shipping_methods).values(columns(input)).run();
}

export function updateShippingMethod(id: number, input: ShippingMethodInput) {
  getDb()
    .update(shipping_methods)
    .set({ ...columns(input), updated_at: new Date() })
    .where(eq(shipping_methods.id, id))
    .run();
}

export function setShippingMethodActive(id: number, active: boolean): boolean {
  const result = getDb()
    .update(shipping_methods)
    .set({ is_active: active, updated_at: new Date() })
    .where(eq(shipping_methods.id, id))
    .run();
  return result.changes > 0;
}
