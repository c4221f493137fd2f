// The shop's database seen from another process, for the backup tests (better-sqlite3 stays out
// of the Vitest worker).
//   node tests/ops/shop-db.mjs write DB UPLOADS   a shop under writes, until killed: each round
//     saves an image, then in one transaction records a paid order for one perfume, takes it from
//     stock and points the perfume at the image (the app's order: the file before its row)
//   node tests/ops/shop-db.mjs read DB            prints orders, sales and products as JSON
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { openSqlite } from "../../app/lib/platform/sqlite.server.ts";

export const STOCK = 50;
const [command, databasePath, uploadsDir] = process.argv.slice(2);
const sqlite = openSqlite(databasePath, { fileMustExist: true });

if (command === "read") {
  process.stdout.write(
    JSON.stringify({
      orders: sqlite.prepare("select id, reference, status, total_cents from orders order by id").all(),
      sold: sqlite.prepare("select product_id, sum(quantity) as n from order_items group by product_id").all(),
      // A perfume's stock lives on its default format (decision 105).
      products: sqlite
        .prepare("select p.id, f.stock_quantity, p.image_url from products p join product_formats f on f.product_id = p.id and f.is_default = 1 order by p.id")
        .all(),
    }),
  );
  sqlite.close();
} else if (command === "write") {
  const addProduct = sqlite.prepare("insert into products (slug, name, short_description, full_description) values (?, ?, '', '')");
  const fillDefault = sqlite.prepare("update product_formats set volume_ml = 50, price_cents = 3995, stock_quantity = ? where product_id = ? and is_default = 1");
  for (let i = 1; i <= 5; i++) fillDefault.run(STOCK, addProduct.run(`parfum-${i}`, `Parfum ${i}`).lastInsertRowid);
  const productIds = sqlite.prepare("select id from products order by id").pluck().all();
  const imagesDir = path.join(uploadsDir, "product-images");
  fs.mkdirSync(imagesDir, { recursive: true });
  const sell = sqlite.transaction((n, productId, imageUrl) => {
    const { lastInsertRowid } = sqlite
      .prepare("insert into orders (reference, status, subtotal_cents, total_cents, payment_provider) values (?, 'paid', 3995, 3995, 'demo')")
      .run(`W-${n}`);
    sqlite
      .prepare("insert into order_items (order_id, product_id, name, unit_price_cents, quantity) values (?, ?, 'parfum', 3995, 1)")
      .run(lastInsertRowid, productId);
    sqlite.prepare("update product_formats set stock_quantity = stock_quantity - 1 where product_id = ? and is_default = 1").run(productId);
    sqlite.prepare("update products set image_url = ? where id = ?").run(imageUrl, productId);
  });
  for (let n = 1; ; n++) {
    const name = `ecrit-${n}.png`;
    fs.writeFileSync(path.join(imagesDir, name), randomBytes(2048));
    sell(n, productIds[n % productIds.length], `/uploads/product-images/${name}`);
    if (n === 20) process.stdout.write("writing\n");
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
} else {
  throw new Error(`commande inconnue : ${command}`);
}
