import { beforeAll, describe, expect, it } from "vitest";
import { getSqlite } from "~/lib/platform/db.server";
import { readOrderFilters } from "~/lib/orders/order-filters.server";
import { listOrdersPage } from "~/lib/orders/order-list.server";
import { parisDayStart } from "~/lib/format/paris-time";
import { ADMIN_PATH, dataOf, runLoader, signedInCookie, statusOf } from "./admin-helpers";
import { resetShop } from "./checkout-helpers";

const BULK = 33_000;
let cookie: string;

/**
 * Orders written straight into SQLite, one a minute back from 2026-06-30: the first 60 are
 * named apart for the search cases, the bulk behind them are "shipped" orders of the spring.
 */
async function seed() {
  await resetShop();
  const sqlite = getSqlite();
  const order = sqlite.prepare(
    `insert into orders (reference, status, subtotal_cents, total_cents, payment_provider, customer_email, customer_name, created_at, updated_at, invoice_number)
     values (?, ?, 3995, 3995, 'demo', ?, ?, ?, ?, ?)`,
  );
  const item = sqlite.prepare("insert into order_items (order_id, product_id, name, unit_price_cents, quantity) values (?, null, 'Bahia', 3995, 1)");
  const end = Math.floor(parisDayStart("2026-06-30").getTime() / 1000);
  sqlite.transaction(() => {
    for (let i = 0; i < 60 + BULK; i++) {
      const special = i < 60;
      const status = special ? (i % 3 === 0 ? "paid" : i % 3 === 1 ? "refunded" : "delivered") : "shipped";
      const name = special ? (i % 2 === 0 ? `Élodie Durand ${i}` : `Marc Petit ${i}`) : `Client ${i}`;
      const email = special ? `special${i}@exemple.fr` : `client${i}@exemple.fr`;
      const at = end - i * 60;
      const { lastInsertRowid } = order.run(`MS-${String(i).padStart(5, "0")}-TESTS`, status, email, name, at, at, i + 1);
      item.run(lastInsertRowid);
    }
  })();
}

beforeAll(async () => {
  await seed();
  cookie = await signedInCookie();
});

const page = (query: string) => listOrdersPage(readOrderFilters(new URLSearchParams(query)).filters);

describe("orders: search, filters, pages", () => {
  it("searches by reference, email or name, and filters by status and Paris dates", () => {
    expect(page("q=MS-00007").orders.map((o) => o.reference)).toEqual(["MS-00007-TESTS"]);
    expect(page("q=special12@").orders.map((o) => o.customer_email)).toEqual(["special12@exemple.fr"]);
    const elodie = page("q=élodie durand");
    expect(elodie.orders).toHaveLength(25);
    expect(elodie.orders.every((o) => o.customer_name!.startsWith("Élodie Durand"))).toBe(true);
    expect(page("q=Marc&status=refunded").orders.every((o) => o.status === "refunded" && o.customer_name!.startsWith("Marc"))).toBe(true);
    expect(page("q=100%25").orders).toEqual([]);
    expect(page("q=elodie").orders).toHaveLength(25);
    const dayBefore = page("from=2026-06-28&to=2026-06-28&status=shipped").orders;
    expect(dayBefore).toHaveLength(25);
    expect(dayBefore.every((o) => o.created_at >= parisDayStart("2026-06-28") && o.created_at < parisDayStart("2026-06-29"))).toBe(true);
  });

  it("pages are keyset cursors: forward through every result once, then back to the first", () => {
    const seen: string[] = [];
    let current = page("q=Élodie");
    const pages = [current];
    for (;;) {
      seen.push(...current.orders.map((o) => o.reference));
      if (!current.older) break;
      current = page(`q=Élodie&after=${current.older}`);
      pages.push(current);
    }
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
    expect(pages[0].newer).toBeNull();
    const back = page(`q=Élodie&before=${pages[1].newer}`);
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
