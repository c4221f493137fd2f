import { describe, expect, it } from "vitest";
import { lookUpOrder, LOOKUP_LIMITS } from "~/lib/after-sale/order-lookup.server";
import { isPostgres, tables, withTransaction } from "~/lib/platform/database.server";
import { takeSlot } from "~/lib/platform/rate-limit.server";
import { hitsOf } from "./database-helpers";

// The rules SQLite's single writer made hold, on PostgreSQL's concurrent writers: the converted
// path of decision 099 (rate limits and the order lookup), through a pool of 10 connections, on
// the database the PostgreSQL pass gives this file (tests/setup-env.ts).

describe("limits on PostgreSQL", () => {
  it("runs on PostgreSQL", () => {
    expect(isPostgres()).toBe(true);
  });

  it("40 parallel takes from a bucket of 5: exactly 5 go through, 5 hits are kept", async () => {
    const bucket = { key: "pg:parallel", max: 5, windowMs: 60_000 };
    const takes = await Promise.all(Array.from({ length: 40 }, () => takeSlot([bucket])));
    expect(takes.filter((t) => t.allowed)).toHaveLength(5);
    expect(await hitsOf(bucket.key)).toBe(5);
  });

  it("30 parallel lookups of one reference from 30 addresses: the reference's limit holds", async () => {
    const takes = await Promise.all(
      Array.from({ length: 30 }, (_, i) => lookUpOrder("MS-INCONNUE", "x@exemple.fr", `192.0.2.${i + 1}`)),
    );
    expect(takes.filter((t) => !t.ok && t.reason === "unknown")).toHaveLength(LOOKUP_LIMITS.reference.max);
    expect(takes.filter((t) => !t.ok && t.reason === "limited")).toHaveLength(30 - LOOKUP_LIMITS.reference.max);
  });

  it("a right reference and email open the order, and give the try back", async () => {
    const { orders, order_items } = tables();
    await withTransaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({ reference: "MS-PG-1", subtotal_cents: 3995, total_cents: 3995, payment_provider: "demo", customer_email: "Alice@Exemple.fr" })
        .returning();
      await tx.insert(order_items).values({ order_id: order.id, name: "Ananas Royal", unit_price_cents: 3995, quantity: 1 });
    });
    const found = await lookUpOrder("MS-PG-1", "alice@exemple.fr", "198.51.100.9");
    expect(found.ok && found.items.map((i) => i.name)).toEqual(["Ananas Royal"]);
    expect(found.ok && found.order.created_at).toBeInstanceOf(Date);
    expect(await hitsOf("order-lookup:client:198.51.100.9")).toBe(0);
  });

  it("a transaction that throws leaves nothing behind", async () => {
    const { rate_limit_hits } = tables();
    await expect(
      withTransaction(async (tx) => {
        await tx.insert(rate_limit_hits).values({ key: "pg:rolled-back", hit_at: new Date() });
        throw new Error("refus");
      }),
    ).rejects.toThrow("refus");
    expect(await hitsOf("pg:rolled-back")).toBe(0);
  });
});
