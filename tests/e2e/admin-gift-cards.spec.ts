import Database from "better-sqlite3";
import { ADMIN, expect, signIn, test, testDatabasePath } from "./fixtures";

// The owner's « Cartes cadeaux » screen (decision 144): the cards sold and the set vouchers, each
// list 25 a page with its own search, plain GET forms and links, so both projects run it.

/** 30 cards and 3 vouchers whose names and codes carry `stamp`; returns their clean-up. */
function addCardsAndVouchers(stamp: string): () => void {
  const db = new Database(testDatabasePath(), { fileMustExist: true });
  try {
    db.transaction(() => {
      const order = db
        .prepare("insert into orders (reference, status, subtotal_cents, total_cents, payment_provider, customer_name) values (?, 'paid', 7500, 7500, 'demo', ?)")
        .run(`MS-${stamp}`, `Acheteur ${stamp}`);
      const card = db.prepare(
        "insert into gift_cards (code, order_id, initial_cents, balance_cents, recipient_name, recipient_email, send_on, issued_at) values (?, ?, 5000, 5000, ?, ?, '2026-11-28', unixepoch())",
      );
      for (let i = 0; i < 30; i++) {
        card.run(`${stamp}${String(i).padStart(16 - stamp.length, "0")}`, order.lastInsertRowid, `Destinataire ${stamp} ${String(i).padStart(2, "0")}`, `d${i}.${stamp.toLowerCase()}@exemple.fr`);
      }
      const voucher = db.prepare("insert into set_vouchers (code, order_id, value_cents, balance_cents, expires_at) values (?, ?, 2500, 2500, unixepoch() + 86400 * 90)");
      for (let i = 0; i < 3; i++) voucher.run(`COFFRET-${stamp.slice(0, 4)}-${String(i).padStart(4, "0")}-AAAA`, order.lastInsertRowid);
    })();
  } finally {
    db.close();
  }
  return () => {
    const cleanup = new Database(testDatabasePath(), { fileMustExist: true });
    try {
      cleanup.prepare("delete from set_vouchers where code like ?").run(`COFFRET-${stamp.slice(0, 4)}-%`);
      cleanup.prepare("delete from gift_cards where recipient_name like ?").run(`Destinataire ${stamp} %`);
      cleanup.prepare("delete from orders where reference = ?").run(`MS-${stamp}`);
    } finally {
      cleanup.close();
    }
  };
}

test("the owner finds a card and a voucher by pages and by search", { tag: "@nojs" }, async ({ page }, testInfo) => {
  const stamp = `${testInfo.project.name === "js" ? "JS" : "NJ"}${Date.now().toString(36).toUpperCase().slice(-6)}`;
  const remove = addCardsAndVouchers(stamp);
  try {
    await signIn(page);
    await page.goto(`${ADMIN}/cartes-cadeaux`);
    const cards = page.getByRole("region", { name: "Cartes vendues" });
    await cards.getByLabel("Destinataire, acheteur, référence, n° ou code de la carte").fill(`destinataire ${stamp.toLowerCase()}`);
    await cards.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(new RegExp(`q=destinataire`));
    await expect(cards.getByRole("row")).toHaveCount(26);
    await cards.getByRole("navigation", { name: "Pages des cartes vendues" }).getByRole("link", { name: "Page 2" }).click();
    await expect(cards.getByRole("row")).toHaveCount(6);
    await expect(cards.getByRole("cell", { name: new RegExp(`Destinataire ${stamp} 00`) })).toBeVisible();

    // The vouchers' own search keeps the cards' one.
    const vouchers = page.getByRole("region", { name: "Bons coffret" });
    await vouchers.getByLabel("Code, client ou référence de commande").fill(`coffret-${stamp.slice(0, 4).toLowerCase()}-0001`);
    await vouchers.getByRole("button", { name: "Rechercher" }).click();
    await expect(vouchers.getByRole("row")).toHaveCount(2);
    await expect(vouchers.getByRole("cell", { name: `COFFRET-${stamp.slice(0, 4)}-0001-AAAA` })).toBeVisible();
    await expect(cards.getByLabel("Destinataire, acheteur, référence, n° ou code de la carte")).toHaveValue(`destinataire ${stamp.toLowerCase()}`);

    // A customer reads a code out: found whole, never shown.
    await cards.getByLabel("Destinataire, acheteur, référence, n° ou code de la carte").fill(`${stamp}${"0".repeat(16 - stamp.length - 2)}07`);
    await cards.getByRole("button", { name: "Rechercher" }).click();
    await expect(cards.getByRole("row")).toHaveCount(2);
    await expect(cards.getByRole("cell", { name: new RegExp(`Destinataire ${stamp} 07`) })).toBeVisible();
    await expect(page.getByText(`${stamp}${"0".repeat(16 - stamp.length - 2)}07`, { exact: true })).toHaveCount(0);
  } finally {
    remove();
  }
});
