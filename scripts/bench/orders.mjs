// The orders of the orders bench: written straight into the shop's SQLite file, one transaction.
import Database from "better-sqlite3";

const FIRST = ["Claire", "Hélène", "Élodie", "Marc", "Julien", "Sophie", "Léa", "Thomas", "Camille", "Nicolas"];
const LAST = ["Martin", "Bernard", "Dubois", "Durand", "Lefèvre", "Moreau", "Laurent", "Simon", "Michel", "Garcia"];
const STATUSES = ["paid", "shipped", "delivered", "delivered", "delivered", "refunded", "expired", "failed"];

/**
 * `count` orders spread over the last year, one to three lines each, with names, emails and
 * statuses as a shop's history has them; one customer, "Rare Unique", has a single order, which a
 * search must find by reading the whole history.
 */
export function fillOrders(databasePath, count) {
  const db = new Database(databasePath);
  const products = db
    .prepare("SELECT p.id, p.name, f.price_cents FROM products p JOIN product_formats f ON f.product_id = p.id AND f.is_default = 1")
    .all();
  const order = db.prepare(
    `INSERT INTO orders (reference, status, subtotal_cents, total_cents, payment_provider, customer_email, customer_name,
       shipping_address, created_at, updated_at, paid_at, invoice_number)
     VALUES (?, ?, ?, ?, 'demo', ?, ?, ?, ?, ?, ?, ?)`,
  );
  const item = db.prepare("INSERT INTO order_items (order_id, product_id, name, unit_price_cents, quantity) VALUES (?, ?, ?, ?, ?)");
  const now = Math.floor(Date.now() / 1000);
  const span = 365 * 86_400;
  let invoice = 0;
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const rare = i === Math.floor(count / 2);
      const first = FIRST[i % FIRST.length];
      const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
      const name = rare ? "Rare Unique" : `${first} ${last}`;
      const email = `${name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(" ", ".")}${i}@exemple.fr`;
      const status = STATUSES[i % STATUSES.length];
      const at = now - Math.floor((span * (count - i)) / count);
      const lines = products.length ? 1 + (i % 3) : 0;
      const picked = Array.from({ length: lines }, (_, k) => products[(i * 7 + k * 13) % products.length]);
      const total = picked.reduce((sum, p) => sum + (p.price_cents ?? 3995), 0);
      const paid = status !== "expired" && status !== "failed";
      const reference = `MS-${String(i).padStart(5, "0")}-BANCO`;
      const { lastInsertRowid } = order.run(
        reference, status, total, total, email, name, "12 rue des Rosiers\n75004 Paris\nFR",
        at, at, paid ? at : null, paid ? ++invoice : null,
      );
      for (const p of picked) item.run(lastInsertRowid, p.id, p.name, p.price_cents ?? 3995, 1);
    }
  })();
  db.close();
}
