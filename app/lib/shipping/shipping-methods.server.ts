import { asc, eq } from "drizzle-orm";
import { memoUntilDataChanges } from "../platform/data-memo.server";
import { affectedRows, db, tables, withTransaction } from "../platform/database.server";
import type { ShippingMethod } from "../platform/schema.server";
import { deliverySentence, shippingCostCents } from "./shipping-rules";
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
export const listShippingMethods = memoUntilDataChanges(async (): Promise<ShippingMethod[]> => {
  const { shipping_methods } = tables();
  return db().select().from(shipping_methods).orderBy(asc(shipping_methods.display_order), asc(shipping_methods.id));
});

export async function findShippingMethodById(id: number): Promise<ShippingMethod | undefined> {
  const { shipping_methods } = tables();
  const [method] = await db().select().from(shipping_methods).where(eq(shipping_methods.id, id)).limit(1);
  return method;
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
export async function chooseShipping(storedId: number | undefined, discountedSubtotalCents: number): Promise<ShippingChoice> {
  const options = (await listShippingMethods())
    .filter((m) => m.is_active)
    .map((m) => optionOf(m, discountedSubtotalCents));
  const chosen = storedId === undefined ? undefined : options.find((o) => o.id === storedId);
  const error = storedId !== undefined && !chosen ? SHIPPING_UNAVAILABLE : null;
  return { options, selected: chosen ?? options[0] ?? null, error };
}

/** What help, contact and the home page promise: one sentence per method offered now. */
export async function listDeliveryPromises(): Promise<string[]> {
  return (await listShippingMethods()).filter((m) => m.is_active).map(deliverySentence);
}

/** Whether the cart may choose this method now. */
export async function isOfferedShippingMethod(id: number): Promise<boolean> {
  return Boolean((await findShippingMethodById(id))?.is_active);
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

export async function createShippingMethod(input: ShippingMethodInput) {
  const { shipping_methods } = tables();
  await withTransaction((tx) => tx.insert(shipping_methods).values(columns(input)));
}

export async function updateShippingMethod(id: number, input: ShippingMethodInput) {
  const { shipping_methods } = tables();
  await withTransaction((tx) =>
    tx
      .update(shipping_methods)
      .set({ ...columns(input), updated_at: new Date() })
      .where(eq(shipping_methods.id, id)),
  );
}

export async function setShippingMethodActive(id: number, active: boolean): Promise<boolean> {
  const { shipping_methods } = tables();
  const result = await withTransaction((tx) =>
    tx.update(shipping_methods).set({ is_active: active, updated_at: new Date() }).where(eq(shipping_methods.id, id)),
  );
  return affectedRows(result) > 0;
}
