import { describe, expect, it, vi } from "vitest";
import { ordersCsvStream, revenueByDay } from "~/lib/orders/history.server";
import { readOrderFilters } from "~/lib/orders/order-filters.server";
import { listOrdersPage } from "~/lib/orders/order-list.server";
import { tables, withTransaction } from "~/lib/platform/database.server";
import { ADMIN_PATH, runLoader, signedInCookie } from "./admin-helpers";

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
