import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { readOrderFilters } from "~/lib/orders/order-filters.server";
import { listOrdersPage } from "~/lib/orders/order-list.server";
import { tables, withTransaction } from "~/lib/platform/database.server";
import type { OrderStatus } from "~/lib/platform/schema.server";
import { ownerDesk } from "~/lib/use-cases/owner-desk.server";
import { ADMIN_PATH, dataOf, locationOf, runLoader, signedInCookie } from "./admin-helpers";
import { fillSellerIdentity, formatOf, productBySlug, resetShop, SELLER_IDENTITY } from "./checkout-helpers";

// The dashboard's counts (decision 153): each tile is read with the rule of its own domain, and
// each case puts beside what must count what must not.

type OrderSeed = { reference: string; status: OrderStatus; paidAt?: string; total?: number; refunded?: number; shipped?: boolean };

async function addOrders(seeds: OrderSeed[]) {
  const { orders } = tables();
  await withTransaction(async (tx) => {
    for (const o of seeds) {
      const at = new Date(o.paidAt ?? "2026-11-02T10:00:00Z");
      await tx.insert(orders).values({
        reference: o.reference,
        status: o.status,
        subtotal_cents: o.total ?? 3995,
        total_cents: o.total ?? 3995,
        refunded_cents: o.refunded ?? 0,
        payment_provider: "demo",
        paid_at: o.status === "pending" ? null : at,
        shipped_at: o.shipped ? at : null,
        created_at: at,
      });
    }
  });
}

beforeEach(resetShop);

describe("the owner's dashboard", () => {
  it("counts the orders waiting for their parcel, and the list it links to shows exactly those", async () => {
    await addOrders([
      { reference: "MS-PAYEE", status: "paid" },
      { reference: "MS-PARTIEL-A-EXPEDIER", status: "partially_refunded", refunded: 1000 },
      { reference: "MS-PARTIEL-EXPEDIEE", status: "partially_refunded", refunded: 1000, shipped: true },
      { reference: "MS-EXPEDIEE", status: "shipped", shipped: true },
      { reference: "MS-LIVREE", status: "delivered", shipped: true },
      { reference: "MS-ATTENTE", status: "pending" },
      { reference: "MS-REMBOURSEE", status: "refunded" },
    ]);
    expect((await ownerDesk()).ordersToShip).toBe(2);
    const { filters } = readOrderFilters(new URLSearchParams("expedier=1"));
    const listed = (await listOrdersPage(filters)).orders.map((o) => o.reference).sort();
    expect(listed).toEqual(["MS-PARTIEL-A-EXPEDIER", "MS-PAYEE"]);
  });

  it("counts the reviews waiting for moderation, not those published or refused", async () => {
    await addOrders([{ reference: "MS-AVIS", status: "delivered", shipped: true }]);
    const { order_items, orders, reviews } = tables();
    const product = await productBySlug("magie-noir");
    await withTransaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.reference, "MS-AVIS"));
      const lines = await tx
        .insert(order_items)
        .values([1, 2, 3].map((n) => ({ order_id: order.id, product_id: product.id, name: `Magie Noir ${n}`, unit_price_cents: 3995, quantity: 1 })))
        .returning({ id: order_items.id });
      const statuses = ["pending", "published", "refused"] as const;
      await tx.insert(reviews).values(
        lines.map((line, i) => ({ order_item_id: line.id, product_id: product.id, rating: 5, body: "Très beau sillage.", display_name: "Claire M.", purchased_at: new Date(), status: statuses[i] })),
      );
    });
    expect((await ownerDesk()).reviewsToModerate).toBe(1);
  });

  it("counts the gift cards paid whose email leaves on the Paris day it is, not another day's, an unpaid or a disabled one", async () => {
    const { gift_cards } = tables();
    const issued = new Date("2026-11-20T10:00:00Z");
    const card = (send_on: string, extra: { issued_at?: Date | null; disabled_at?: Date }) => ({
      initial_cents: 5000,
      balance_cents: 5000,
      recipient_name: "Léa",
      recipient_email: "lea@example.fr",
      send_on,
      issued_at: issued,
      ...extra,
    });
    await withTransaction((tx) =>
      tx.insert(gift_cards).values([
        card("2026-11-28", {}),
        card("2026-11-29", {}),
        card("2026-11-27", {}),
        card("2026-11-28", { issued_at: null }),
        card("2026-11-28", { disabled_at: issued }),
      ]),
    );
    // 23:30 on 28 November in Paris is already the 28th's evening, while 00:30 on the 29th is the next day.
    expect((await ownerDesk(new Date("2026-11-28T22:30:00Z"))).giftCardsSentToday).toBe(1);
    expect((await ownerDesk(new Date("2026-11-28T23:30:00Z"))).giftCardsSentToday).toBe(1);
    expect((await ownerDesk(new Date("2026-11-29T23:30:00Z"))).giftCardsSentToday).toBe(0);
  });

  it("counts the formats on sale at or under the low-stock threshold or sold out, not a withdrawn or inactive one", async () => {
    const { product_formats, shop_settings } = tables();
    const format = async (slug: string, ml = 50) => (await formatOf(slug, ml)).id;
    const [low, soldOut, withdrawn, enough, inactive] = await Promise.all([
      format("magie-noir"),
      format("bahia"),
      format("el-jedha"),
      format("reve-azur"),
      format("bois-automne", 100),
    ]);
    const set = (id: number, values: { stock_quantity: number; stock_status?: "out_of_stock"; is_active?: boolean }) =>
      withTransaction((tx) => tx.update(product_formats).set(values).where(eq(product_formats.id, id)));
    await withTransaction((tx) => tx.update(shop_settings).set({ low_stock_threshold: 3 }));
    await set(low, { stock_quantity: 3 });
    await set(soldOut, { stock_quantity: 0 });
    await set(withdrawn, { stock_quantity: 1, stock_status: "out_of_stock" });
    await set(enough, { stock_quantity: 4 });
    await set(inactive, { stock_quantity: 1, is_active: false });
    const { restock } = await ownerDesk();
    expect(restock.total).toBe(2);
    expect(restock.named.map((f) => `${f.name} (${f.format}) ${f.quantity}`)).toEqual(["Bahia (50 ml) 0", "Magie Noir (50 ml) 3"]);
    await withTransaction((tx) => tx.update(shop_settings).set({ low_stock_threshold: 2 }));
    expect((await ownerDesk()).restock.total).toBe(1);
  });

  it("lists the seller's legal facts still missing, none once filled in", async () => {
    await fillSellerIdentity({ ...SELLER_IDENTITY, siret: "", mediator_url: "" });
    expect((await ownerDesk()).missingLegal).toEqual(["SIRET", "Site du médiateur"]);
    await fillSellerIdentity();
    expect((await ownerDesk()).missingLegal).toEqual([]);
  });

  it("adds up the day's and the month's sales on Paris days: a sale at 23:30 on a month's last day belongs to that month", async () => {
    await addOrders([
      // 23:30 in Paris on 30 November (UTC+1).
      { reference: "MS-DERNIER-SOIR", status: "paid", paidAt: "2026-11-30T22:30:00Z", total: 1000 },
      // 23:30 in Paris on 31 October: October's, though November in UTC's own day count would differ.
      { reference: "MS-OCTOBRE", status: "shipped", paidAt: "2026-10-31T22:30:00Z", total: 2000, shipped: true },
      // 00:30 in Paris on 1 November: the month's first hour, still 31 October in UTC.
      { reference: "MS-PREMIERE-HEURE", status: "delivered", paidAt: "2026-10-31T23:30:00Z", total: 400, shipped: true },
      { reference: "MS-PARTIEL", status: "partially_refunded", paidAt: "2026-11-15T10:00:00Z", total: 3000, refunded: 1000 },
      { reference: "MS-REMBOURSEE", status: "refunded", paidAt: "2026-11-30T10:00:00Z", total: 5000, refunded: 5000 },
      { reference: "MS-ATTENTE", status: "pending", paidAt: "2026-11-30T10:00:00Z", total: 7000 },
    ]);
    expect((await ownerDesk(new Date("2026-11-30T22:45:00Z"))).sales).toEqual({ todayCents: 1000, monthCents: 1000 + 400 + 2000 });
    // 00:15 on 1 December in Paris: a new day and a new month, though UTC is still on 30 November.
    expect((await ownerDesk(new Date("2026-11-30T23:15:00Z"))).sales).toEqual({ todayCents: 0, monthCents: 0 });
    // 23:45 on 31 October in Paris: the sale of 23:30 is that day's and October's, not the one of 00:30 on 1 November.
    expect((await ownerDesk(new Date("2026-10-31T22:45:00Z"))).sales).toEqual({ todayCents: 2000, monthCents: 2000 });
  });

  it("is the admin's first screen: /{ADMIN_PATH} leads there, and its loader answers the counts", async () => {
    const cookie = await signedInCookie();
    expect(locationOf(await runLoader(ADMIN_PATH, cookie))).toBe(`/${ADMIN_PATH}/tableau-de-bord`);
    await addOrders([{ reference: "MS-PAYEE", status: "paid" }]);
    const { desk } = dataOf<{ desk: Awaited<ReturnType<typeof ownerDesk>> }>(await runLoader(`${ADMIN_PATH}/tableau-de-bord`, cookie));
    expect(desk.ordersToShip).toBe(1);
    expect(locationOf(await runLoader(`${ADMIN_PATH}/tableau-de-bord`))).toBe(`/${ADMIN_PATH}/connexion`);
  });
});
