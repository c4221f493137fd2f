import { describe, expect, it, vi } from "vitest";
import { ordersCsvStream, revenueByDay } from "~/lib/orders/history.server";
import { readOrderFilters } from "~/lib/orders/order-filters.server";
import { listOrdersPage } from "~/lib/orders/order-list.server";
import { tables, withTransaction } from "~/lib/platform/database.server";
import { refundOrder } from "~/lib/use-cases/refund-order.server";
import { customerFile } from "~/lib/use-cases/customer-file.server";
import { readFinder } from "~/lib/search/finder-query";
import { findFor } from "~/lib/search/finder.server";
import { ADMIN_PATH, EMAIL, runLoader, signedInCookie } from "./admin-helpers";
import { allOrders, checkoutAndPay, DEMO_CUSTOMER, itemsOf, productBySlug, resetShop } from "./checkout-helpers";

describe("revenue per day", () => {
  it("counts an order paid at 00:30 Paris time on its Paris day", async () => {
    const { orders } = tables();
    const paidAt = new Date("2026-03-14T23:30:00Z"); // 00:30 on 15 March in Paris
    await withTransaction(async (tx) => {
      await tx.delete(orders);
      await tx.insert(orders).values({
        reference: "MS-MINUI-T0030",
        status: "paid",
        subtotal_cents: 3995,
        total_cents: 3995,
        payment_provider: "demo",
        paid_at: paidAt,
        created_at: paidAt,
      });
    });
    const days = await revenueByDay(3, new Date("2026-03-16T10:00:00Z"));
    expect(days).toEqual([
      { day: "2026-03-14", cents: 0 },
      { day: "2026-03-15", cents: 3995 },
      { day: "2026-03-16", cents: 0 },
    ]);
    expect(await new Response(ordersCsvStream({})).text()).toContain("15/03/2026 00:30");
  });
});

// Instants either side of Paris midnights on the two daylight-saving days of 2026: on 29 March
// the day lasts 23 hours (midnight is UTC+1, the next one UTC+2), on 25 October 25 hours.
const EDGES = {
  "2026-03-28 23:59:59": "2026-03-28T22:59:59Z",
  "2026-03-29 00:00:00": "2026-03-28T23:00:00Z",
  "2026-03-29 23:59:59": "2026-03-29T21:59:59Z",
  "2026-03-30 00:00:00": "2026-03-29T22:00:00Z",
  "2026-10-24 23:59:59": "2026-10-24T21:59:59Z",
  "2026-10-25 00:00:00": "2026-10-24T22:00:00Z",
  "2026-10-25 23:59:59": "2026-10-25T22:59:59Z",
  "2026-10-26 00:00:00": "2026-10-25T23:00:00Z",
};

/** One paid order of 1 € at each edge, referenced by its Paris time. */
async function ordersAtEdges() {
  const { orders } = tables();
  await withTransaction(async (tx) => {
    await tx.delete(orders);
    for (const [paris, utc] of Object.entries(EDGES)) {
      const at = new Date(utc);
      await tx
        .insert(orders)
        .values({ reference: `MS-${paris.replace(/\D/g, "")}`, status: "paid", subtotal_cents: 100, total_cents: 100, payment_provider: "demo", paid_at: at, created_at: at });
    }
  });
}

describe("Paris midnights on daylight-saving days", () => {
  it("the revenue chart puts each order on its Paris day, in spring and in autumn", async () => {
    await ordersAtEdges();
    expect(await revenueByDay(3, new Date("2026-03-30T10:00:00Z"))).toEqual([
      { day: "2026-03-28", cents: 100 },
      { day: "2026-03-29", cents: 200 },
      { day: "2026-03-30", cents: 100 },
    ]);
    expect(await revenueByDay(3, new Date("2026-10-26T10:00:00Z"))).toEqual([
      { day: "2026-10-24", cents: 100 },
      { day: "2026-10-25", cents: 200 },
      { day: "2026-10-26", cents: 100 },
    ]);
  });

  it.each([
    ["2026-03-29", ["MS-20260329000000", "MS-20260329235959"]],
    ["2026-10-25", ["MS-20261025000000", "MS-20261025235959"]],
  ])("the order filters read a typed day %s as that whole Paris day", async (day, references) => {
    await ordersAtEdges();
    const { filters, errors } = readOrderFilters(new URLSearchParams({ from: day, to: day }));
    expect(errors).toEqual({});
    expect((await listOrdersPage(filters)).orders.map((o) => o.reference).sort()).toEqual(references);
  });

  it("the CSV export holds that day's orders at their Paris times, in a file named for the Paris day", async () => {
    await ordersAtEdges();
    const cookie = await signedInCookie();
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-10-25T23:30:00Z") });
    try {
      const response = (await runLoader(`${ADMIN_PATH}/commandes.csv?from=2026-10-25&to=2026-10-25`, cookie)) as Response;
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="commandes-2026-10-26.csv"');
      const csv = await response.text();
      expect(csv).toContain("25/10/2026 00:00");
      expect(csv).toContain("25/10/2026 23:59");
      expect(csv).not.toContain("24/10/2026");
      expect(csv).not.toContain("26/10/2026");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("one definition of sold (decision 106)", () => {
  it("the best sellers, the revenue chart and the customer file agree on a paid, a partly refunded and a fully refunded order", async () => {
    await resetShop();
    const cart = async (slug: string, quantity: number) => ({ lines: [{ id: (await productBySlug(slug)).id, quantity }], promoCode: null });
    // Three shoppers' sales, side by side, then the owner's refunds, side by side too.
    const [refunded, partly, paid] = await Promise.all([
      checkoutAndPay(await cart("bahia", 5), "198.51.100.11"),
      checkoutAndPay(await cart("rose-merveilleuse", 4), "198.51.100.12"),
      checkoutAndPay(await cart("magie-noir", 3), "198.51.100.13"),
    ]);
    const byRef = new Map((await allOrders()).map((o) => [o.reference, o]));
    const partlyLine = (await itemsOf(byRef.get(partly)!.id))[0];
    const refunds = await Promise.all([
      refundOrder({ orderId: byRef.get(refunded)!.id, actor: EMAIL, amountCents: null, restock: [] }),
      refundOrder({ orderId: byRef.get(partly)!.id, actor: EMAIL, amountCents: 2 * partlyLine.unit_price_cents, restock: [{ item_id: partlyLine.id, quantity: 2 }] }),
    ]);
    expect(refunds.map((r) => r.ok)).toEqual([true, true]);
    const after = new Map((await allOrders()).map((o) => [o.reference, o]));
    expect([refunded, partly, paid].map((r) => after.get(r)!.status)).toEqual(["refunded", "partially_refunded", "paid"]);

    // Revenue: what was paid less what was refunded; the fully refunded order adds nothing.
    const kept = after.get(paid)!.total_cents + after.get(partly)!.total_cents - 2 * partlyLine.unit_price_cents;
    const revenue = (await revenueByDay(2)).reduce((sum, d) => sum + d.cents, 0);
    expect(revenue).toBe(kept);

    // The customer file: the same amount kept, and the bottles that stay sold, line by line.
    const file = (await customerFile(DEMO_CUSTOMER.email))!;
    expect(file.commandes.reduce((sum, o) => sum + o.montant_vendu_centimes, 0)).toBe(revenue);
    const bottles = Object.fromEntries(file.commandes.map((o) => [o.reference, o.articles.map((a) => a.quantite_vendue)]));
    expect(bottles).toEqual({ [refunded]: [0], [partly]: [2], [paid]: [3] });

    // Best sellers: the same bottles, so the refunded five of Bahia do not put it first.
    const ranked = (await findFor("all", readFinder(new URLSearchParams("tri=meilleures-ventes")).finder)).products.map((p) => p.name);
    expect(ranked.slice(0, 2)).toEqual(["Magie Noir", "Rose Merveilleuse"]);
    expect(ranked.indexOf("Bahia")).toBeGreaterThan(1);
  });
});
