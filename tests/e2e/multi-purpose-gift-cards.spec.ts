import Database from "better-sqlite3";
import { expect, expectNoA11yViolations, expectToast, openCart, test, testDatabasePath } from "./fixtures";
import { openCartSection } from "./cart-sections";
import { lookAtBothWidths } from "./look-at";

// Decision 160 (issue 46, step 8): once gift cards are multi-purpose, a card sold before the switch
// date stays single-purpose, for deliveries in France and Monaco; the cart refuses it for another
// country beside its field. Zones abroad and the switch date stay unset in production until step
// 10: this fixture opens « Belgique et Luxembourg », sets the date and gives a single-purpose card.

const CODE = "E2EVIEUXCARTE234";
const NOTE = "multi-purpose-gift-cards.spec.ts";

function setUp(open: boolean) {
  const db = new Database(testDatabasePath(), { fileMustExist: true });
  try {
    db.transaction(() => {
      db.prepare("update shipping_zones set is_active = ? where name = 'Belgique et Luxembourg'").run(open ? 1 : 0);
      db.prepare("update shop_settings set multi_purpose_cards_from = ?").run(open ? "2026-11-01" : null);
      for (const country of ["BE", "LU"]) {
        if (open) db.prepare("insert or ignore into packaging_registrations (country, register, number, note) values (?, 'Essai', 'E2E-2', ?)").run(country, NOTE);
        else db.prepare("delete from packaging_registrations where country = ? and note = ?").run(country, NOTE);
      }
      db.prepare("delete from gift_cards where code = ?").run(CODE);
      if (open) {
        const now = Math.floor(Date.now() / 1000);
        db.prepare(
          "insert into gift_cards (code, initial_cents, balance_cents, recipient_name, recipient_email, send_on, issued_at, expires_at, voucher_kind) values (?, 5000, 5000, 'Léa Dubois', 'lea@example.fr', '2026-10-15', ?, ?, 'single')",
        ).run(CODE, now - 86_400, now + 300 * 86_400);
      }
    })();
  } finally {
    db.close();
  }
}

test.beforeEach(() => setUp(true));
test.afterEach(() => setUp(false));

const REFUSAL = "Cette carte cadeau, achetée avant le 1 novembre 2026, s'utilise pour une livraison en France ou à Monaco.";

test("a card bought before the switch is refused beside its field for a Belgian delivery, and pays for France", { tag: "@nojs" }, async ({ page, jsEnabled }) => {
  await page.goto("/products/minuit-profond");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");

  let cart = await openCart(page);
  await cart.getByLabel("Pays de livraison").selectOption({ label: "Belgique" });
  if (!jsEnabled) await cart.getByRole("button", { name: "Changer de pays" }).click();
  await expectToast(page, "Livraison : Belgique");
  if (!jsEnabled) cart = page.getByRole("main");

  await openCartSection(cart, "Carte cadeau");
  const field = cart.getByLabel("Carte cadeau", { exact: true });
  await field.fill(CODE);
  await cart.getByRole("button", { name: "Utiliser", exact: true }).click();
  if (!jsEnabled) cart = page.getByRole("main");
  const refused = cart.getByLabel("Carte cadeau", { exact: true });
  await expect(refused).toHaveAttribute("aria-invalid", "true");
  await expect(refused).toHaveAccessibleDescription(REFUSAL);
  await expectNoA11yViolations(page);
  await lookAtBothWidths(page, "single-purpose-card-abroad");

  // Back to France: the same card pays, as it always did.
  await cart.getByLabel("Pays de livraison").selectOption({ label: "France" });
  if (!jsEnabled) await cart.getByRole("button", { name: "Changer de pays" }).click();
  await expectToast(page, "Livraison : France");
  if (!jsEnabled) cart = page.getByRole("main");
  await openCartSection(cart, "Carte cadeau");
  await cart.getByLabel("Carte cadeau", { exact: true }).fill(CODE);
  await cart.getByRole("button", { name: "Utiliser", exact: true }).click();
  await expectToast(page, "Carte cadeau appliquée");
});
