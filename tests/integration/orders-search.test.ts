import { beforeAll, describe, expect, it } from "vitest";
import { isPostgres, rawRows, tables, withTransaction } from "~/lib/platform/database.server";
import { sql } from "drizzle-orm";
import { readOrderFilters } from "~/lib/orders/order-filters.server";
import { listOrdersPage } from "~/lib/orders/order-list.server";
import { parisDayStart } from "~/lib/format/paris-time";
import { ADMIN_PATH, dataOf, runLoader, signedInCookie, statusOf } from "./admin-helpers";
import { resetShop } from "./checkout-helpers";

const BULK = 33_000;
let cookie: string;

/** Rows per insert: well under both engines' limits on bound parameters. */
const BATCH = 500;

/**
 * Orders written straight into the database, one a minute back from 2026-06-30: the first 60 are
 * named apart for the search cases, the bulk behind them are "shipped" orders of the spring.
 */
async function seed() {
  await resetShop();
  const { order_items, orders } = tables();
  const end = parisDayStart("2026-06-30").getTime();
  const rows = Array.from({ length: 60 + BULK }, (_, i) => {
    const special = i < 60;
    const at = new Date(end - i * 60_000);
    return {
      reference: `MS-${String(i).padStart(5, "0")}-TESTS`,
      status: special ? (i % 3 === 0 ? "paid" : i % 3 === 1 ? "refunded" : "delivered") : "shipped",
      subtotal_cents: 3995,
      total_cents: 3995,
      payment_provider: "demo",
      customer_email: special ? `special${i}@exemple.fr` : `client${i}@exemple.fr`,
      customer_name: special ? (i % 2 === 0 ? `Élodie Durand ${i}` : `Marc Petit ${i}`) : `Client ${i}`,
      created_at: at,
      updated_at: at,
      invoice_number: i + 1,
    } as const;
  });
  await withTransaction(async (tx) => {
    for (let start = 0; start < rows.length; start += BATCH) {
      const ids = await tx.insert(orders).values(rows.slice(start, start + BATCH)).returning({ id: orders.id });
      await tx.insert(order_items).values(ids.map(({ id }) => ({ order_id: id, product_id: null, name: "Bahia", unit_price_cents: 3995, quantity: 1 })));
    }
  });
}

beforeAll(async () => {
  await seed();
  cookie = await signedInCookie();
});

const page = async (query: string) => listOrdersPage(readOrderFilters(new URLSearchParams(query)).filters);

describe("orders: search, filters, pages", () => {
  it("searches by reference, email or name, and filters by status and Paris dates", async () => {
    expect((await page("q=MS-00007")).orders.map((o) => o.reference)).toEqual(["MS-00007-TESTS"]);
    expect((await page("q=special12@")).orders.map((o) => o.customer_email)).toEqual(["special12@exemple.fr"]);
    const elodie = await page("q=élodie durand");
    expect(elodie.orders).toHaveLength(25);
    expect(elodie.orders.every((o) => o.customer_name!.startsWith("Élodie Durand"))).toBe(true);
    expect((await page("q=Marc&status=refunded")).orders.every((o) => o.status === "refunded" && o.customer_name!.startsWith("Marc"))).toBe(true);
    expect((await page("q=100%25")).orders).toEqual([]);
    expect((await page("q=elodie")).orders).toHaveLength(25);
    const dayBefore = (await page("from=2026-06-28&to=2026-06-28&status=shipped")).orders;
    expect(dayBefore).toHaveLength(25);
    expect(dayBefore.every((o) => o.created_at >= parisDayStart("2026-06-28") && o.created_at < parisDayStart("2026-06-29"))).toBe(true);
  });

  it("finds an email kept as typed, with capitals, by its start or whole, in any case, through its index", async () => {
    const { orders } = tables();
    const at = parisDayStart("2026-06-30");
    await withTransaction((tx) =>
      tx.insert(orders).values({
        reference: "MS-CASSE-TESTS",
        status: "paid",
        subtotal_cents: 3995,
        total_cents: 3995,
        payment_provider: "demo",
        customer_email: "Claire.Martin@Exemple.FR",
        customer_name: "Claire Martin",
        created_at: at,
        updated_at: at,
      }),
    );
    for (const q of ["claire.martin@exemple.fr", "Claire.Martin@Exemple.FR", "CLAIRE.MARTIN@", "claire.martin@exem", "Claire.Mar"]) {
      expect((await page(`q=${encodeURIComponent(q)}`)).orders.map((o) => o.reference), q).toEqual(["MS-CASSE-TESTS"]);
    }
    expect((await page("q=SPECIAL12@")).orders.map((o) => o.customer_email)).toEqual(["special12@exemple.fr"]);
    // The lookup stays on an index at 33 000 orders, never a read of every order.
    const plan = isPostgres()
      ? (await rawRows<{ "QUERY PLAN": string }>(sql`explain select id from orders where f_unaccent(lower(customer_email)) like f_unaccent(lower(${"claire.martin@%"})) escape '\\'`))
          .map((r) => r["QUERY PLAN"])
          .join("\n")
      : (await rawRows<{ detail: string }>(sql`explain query plan select id from orders where lower(customer_email) >= ${"claire.martin@"} and lower(customer_email) < ${"claire.martin@\uffff"}`))
          .map((r) => r.detail)
          .join("\n");
    expect(plan).toContain(isPostgres() ? "orders_email_trgm_idx" : "orders_email_lower_idx");
  });

  it("a word typed with accents is found inside an email written without them, on both engines alike", async () => {
    const { orders } = tables();
    const at = parisDayStart("2026-06-30");
    await withTransaction((tx) =>
      tx.insert(orders).values({
        reference: "MS-ACCENT-TESTS",
        status: "paid",
        subtotal_cents: 3995,
        total_cents: 3995,
        payment_provider: "demo",
        customer_email: "helene.dupont@exemple.fr",
        customer_name: "H. Dupont",
        created_at: at,
        updated_at: at,
      }),
    );
    for (const q of ["Hélène", "HELENE.DU", "hélène.dupont"]) {
      expect((await page(`q=${encodeURIComponent(q)}`)).orders.map((o) => o.reference), q).toEqual(["MS-ACCENT-TESTS"]);
    }
  });

  it("pages are keyset cursors: forward through every result once, then back to the first", async () => {
    const seen: string[] = [];
    let current = await page("q=Élodie");
    const pages = [current];
    for (;;) {
      seen.push(...current.orders.map((o) => o.reference));
      if (!current.older) break;
      current = await page(`q=Élodie&after=${current.older}`);
      pages.push(current);
    }
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
    expect(pages[0].newer).toBeNull();
    const back = await page(`q=Élodie&before=${pages[1].newer}`);
    expect(back.orders.map((o) => o.reference)).toEqual(pages[0].orders.map((o) => o.reference));
    expect(back.newer).toBeNull();
    expect(back.older).toBe(pages[0].older);
  });

  it("the screen reports a filter it cannot use, in French, and applies the others", async () => {
    const result = await runLoader(`${ADMIN_PATH}/commandes?status=paid&from=2026-02-31`, cookie);
    expect(statusOf(result)).toBe(200);
    const { errors, page: shown } = dataOf<{ errors: Record<string, string>; page: { orders: { status: string }[] } }>(result);
    expect(errors.from).toContain("Date invalide");
    expect(shown.orders.length).toBeGreaterThan(0);
    expect(shown.orders.every((o) => o.status === "paid")).toBe(true);
  });

  it(`the CSV streams every matching order past 32,766 (here ${BULK.toLocaleString("fr-FR")}), with the screen's filters`, async () => {
    const response = await runLoader(`${ADMIN_PATH}/commandes.csv?status=shipped`, cookie);
    expect(response).toBeInstanceOf(Response);
    const bytes = new Uint8Array(await (response as Response).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(BULK + 1);
    expect(lines[0]).toMatch(/^Référence;Date;Statut;Client;Email;Articles/);
    expect(lines.slice(1).every((l) => l.includes(";Expédiée;"))).toBe(true);
    expect(new Set(lines.slice(1).map((l) => l.split(";")[0])).size).toBe(BULK);
    expect(lines[1]).toContain("1 x Bahia");

    const searched = await (await runLoader(`${ADMIN_PATH}/commandes.csv?q=Marc`, cookie) as Response).text();
    expect(searched.split("\r\n").filter(Boolean)).toHaveLength(31);
  });
});
