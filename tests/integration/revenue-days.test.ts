import { describe, expect, it } from "vitest";
import { ordersCsvStream, revenueByDay } from "~/lib/orders/history.server";
import { getDb } from "~/lib/platform/db.server";
import { orders } from "~/lib/platform/schema.server";

describe("revenue per day", () => {
  it("counts an order paid at 00:30 Paris time on its Paris day", async () => {
    const db = getDb();
    db.delete(orders).run();
    const paidAt = new Date("2026-03-14T23:30:00Z"); // 00:30 on 15 March in Paris
    db.insert(orders)
      .values({
        reference: "MS-MINUI-T0030",
        status: "paid",
        subtotal_cents: 3995,
        total_cents: 3995,
        payment_provider: "demo",
        paid_at: paidAt,
        created_at: paidAt,
      })
      .run();
    const days = revenueByDay(3, new Date("2026-03-16T10:00:00Z"));
    expect(days).toEqual([
      { day: "2026-03-14", cents: 0 },
      { day: "2026-03-15", cents: 3995 },
      { day: "2026-03-16", cents: 0 },
    ]);
    expect(await new Response(ordersCsvStream({})).text()).toContain("15/03/2026 00:30");
  });
});
