import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sellableQuantities } from "~/lib/catalog/inventory.server";
import { lockHeldRows, paymentDeadline } from "~/lib/holds/holds.server";
import { nextInvoiceNumber } from "~/lib/orders/invoice.server";
import { createPendingOrder, type OrderSnapshot } from "~/lib/orders/orders.server";
import { db, isPostgres, tables, withTransaction } from "~/lib/platform/database.server";
import { findPromo, isUsedUp, usesTaken } from "~/lib/promo/promo.server";

// The holds of checkout and the invoice numbers of payment on PostgreSQL's concurrent writers at
// READ COMMITTED (decision 099): without the row locks taken before the holds are counted, the
// spike let 10 orders through for 3 bottles; without the key's lock, two payments read one MAX.
// On the database the PostgreSQL pass gives this file (tests/setup-env.ts).

let formatId: number;
let productId: number;
let shippingId: number;

beforeAll(async () => {
  const { product_formats, products, promo_codes, shipping_methods } = tables();
  await withTransaction(async (tx) => {
    const [product] = await tx.insert(products).values({ slug: "ambre-nuit", name: "Ambre Nuit" }).returning();
    const [format] = await tx
      .insert(product_formats)
      .values({ product_id: product.id, volume_ml: 100, price_cents: 5900, stock_quantity: 3 })
      .returning();
    const [shipping] = await tx.insert(shipping_methods).values({ name: "Colissimo", price_cents: 0 }).returning();
    await tx.insert(promo_codes).values({ code: "UNIQUE", discount_type: "percentage", discount_value: 20, max_uses: 1 });
    productId = product.id;
    formatId = format.id;
    shippingId = shipping.id;
  });
});

function snapshot(promoCode: string | null): OrderSnapshot {
  return {
    lines: [{ productId, formatId, formatLabel: "100 ml", name: "Ambre Nuit", unitPriceCents: 5900, quantity: 1 }],
    subtotalCents: 5900,
    discountCents: 0,
    totalCents: 5900,
    promoCode,
    shipping: { methodId: shippingId, name: "Colissimo", cents: 0 },
    gift: null,
    samples: [],
    deliveryCountry: "FR",
    vatRateBp: 2000,
    vatCents: 983,
    giftCard: null,
    lang: "fr",
  };
}

/** Checkout's reservation, as `reserveOrder` runs it: lock, count the holds, then hold. */
function reserve(promoCode: string | null, now = new Date()) {
  return withTransaction(async (tx) => {
    await lockHeldRows(tx, { formatIds: [formatId], sampleIds: [], promoCode });
    if (((await sellableQuantities([formatId], now)).get(formatId) ?? 0) < 1) return null;
    if (promoCode) {
      const promo = await findPromo(promoCode);
      if (!promo || isUsedUp(promo, await usesTaken(promo, now))) return null;
    }
    return createPendingOrder(snapshot(promoCode), "demo", paymentDeadline(now));
  });
}

async function pendingOrders() {
  const { orders } = tables();
  return db().select().from(orders).where(eq(orders.status, "pending"));
}

async function clearOrders() {
  const { orders } = tables();
  await withTransaction((tx) => tx.delete(orders));
}

describe("checkout holds on PostgreSQL", () => {
  it("runs on PostgreSQL", () => {
    expect(isPostgres()).toBe(true);
  });

  it("20 parallel reservations of a format with 3 bottles: exactly 3 orders hold them", async () => {
    await clearOrders();
    const reserved = await Promise.all(Array.from({ length: 20 }, () => reserve(null)));
    expect(reserved.filter(Boolean)).toHaveLength(3);
    expect(await pendingOrders()).toHaveLength(3);
  });

  it("10 parallel reservations with a one-use code: one order holds the code", async () => {
    await clearOrders();
    const reserved = await Promise.all(Array.from({ length: 10 }, () => reserve("UNIQUE")));
    expect(reserved.filter(Boolean)).toHaveLength(1);
    expect((await pendingOrders()).filter((o) => o.promo_code === "UNIQUE")).toHaveLength(1);
  });
});

describe("invoice numbers on PostgreSQL", () => {
  it("12 payments numbered at once get 1..12, without gap or twin", async () => {
    await clearOrders();
    const { orders } = tables();
    const placed = [];
    for (let i = 0; i < 12; i++) placed.push(await createPendingOrder(snapshot(null), "demo", paymentDeadline(new Date())));
    await Promise.all(
      placed.map((order) =>
        withTransaction(async (tx) => {
          const number = await nextInvoiceNumber(tx);
          await tx.update(orders).set({ status: "paid", invoice_number: number }).where(eq(orders.id, order.id));
        }),
      ),
    );
    const numbers = (await db().select({ n: orders.invoice_number }).from(orders)).map((r) => r.n).sort((a, b) => a! - b!);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });
});
