import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { shopForTests } from "./server";

// The render cache (decision 040) against writes made by another process on the same database, as
// a second shop process or an admin session on it would make them: the next request shows them.

const shop = shopForTests();

function write(sql: string, ...params: unknown[]) {
  const db = new Database(path.join(shop().dir, "shop.db"), { fileMustExist: true });
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

/** The home page's best-sellers section, as text. */
async function bestSellers() {
  const response = await fetch(`${shop().url}/`);
  const html = await response.text();
  const start = html.indexOf('aria-labelledby="best-sellers-title"');
  expect(start).toBeGreaterThan(0);
  return { etag: response.headers.get("etag"), section: html.slice(start, html.indexOf("</section>", start)) };
}

describe("the render cache shows another process's writes on the very next request", () => {
  it("a best seller removed, then another added, and a price changed", async () => {
    const before = await bestSellers();
    expect((await bestSellers()).etag).toBe(before.etag);
    expect(before.section).toContain("Minuit Profond");

    write("update products set is_best_seller = 0 where slug = 'minuit-profond'");
    const removed = await bestSellers();
    expect(removed.section).not.toContain("Minuit Profond");
    expect(removed.etag).not.toBe(before.etag);

    write("update products set is_best_seller = 1 where slug = 'bahia'");
    expect((await bestSellers()).section).toContain("Bahia");

    write("update product_formats set price_cents = 4321 where is_default = 1 and product_id = (select id from products where slug = 'bahia')");
    expect((await bestSellers()).section.replace(/\s/g, " ")).toContain("43,21 €");
  });
});
