import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { TERMS_VERSION } from "../../app/lib/legal/terms";
import {
  expect,
  expectToast,
  normaliseSpaces,
  openCart,
  signIn,
  test,
  testDatabasePath,
  ADMIN,
} from "./fixtures";
import { lookAt } from "./look-at";

const TERMS = "J'ai lu et j'accepte les conditions générales de vente";

const IDENTITY: [string, string][] = [
  ["Raison sociale", "Maison Sillage SAS"],
  ["Forme juridique", "SAS"],
  ["Capital social", "10 000 €"],
  ["Adresse du siège", "8 rue de Sévigné, 75004 Paris"],
  ["Numéro RCS ou RM", "RCS Paris 732 829 320"],
  ["Ville du greffe", "Paris"],
  ["SIRET", "73282932000074"],
  ["Numéro de TVA intracommunautaire", "FR44732829320"],
  ["Directeur de la publication", "Camille Durand"],
  ["Email de contact", "bonjour@maison-sillage.fr"],
  ["Téléphone", "01 23 45 67 89"],
  ["Hébergeur", "OVH SAS"],
  ["Adresse de l'hébergeur", "2 rue Kellermann, 59100 Roubaix"],
  ["Médiateur de la consommation", "CM2C"],
  ["Site du médiateur", "https://www.cm2c.net"],
  ["Adresse postale du médiateur", "49 rue de Ponthieu, 75008 Paris"],
  ["Adresse de retour", "Service retours, 8 rue de Sévigné, 75004 Paris"],
];

const PAGES = [
  { link: "Mentions légales", path: "/mentions-legales", heading: "Mentions légales", shows: ["Camille Durand", "OVH SAS", "73282932000074", "49 rue de Ponthieu", "FR219498_01WCRR"] },
  { link: "Conditions générales de vente", path: "/cgv", heading: "Conditions générales de vente", shows: ["L221-28", "1641", "CM2C", "49 rue de Ponthieu", "FR219498_01WCRR", "Livraison express en Île-de-France"] },
  { link: "Droit de rétractation", path: "/retractation", heading: "Droit de rétractation", shows: ["Formulaire de rétractation", "Service retours, 8 rue de Sévigné"] },
  { link: "Confidentialité et cookies", path: "/confidentialite", heading: "Politique de confidentialité", shows: ["Stripe", "strictement nécessaires", "bonjour@maison-sillage.fr"] },
];

/** This test's order, by its reference: other specs place orders on the same server at the same time. */
function orderByReference(reference: string) {
  const db = new Database(testDatabasePath(), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("select shipping_method_name, shipping_cents, vat_cents, total_cents, terms_version, terms_accepted_at from orders where reference = ?")
      .get(reference) as Record<string, unknown>;
  } finally {
    db.close();
  }
}

/** The dashboard's tile of the seller's legal facts still missing. */
const legalTask = (page: Page) => page.getByRole("region", { name: "À faire" }).getByRole("listitem").filter({ hasText: /Informations? légales? à compléter/ });

async function fillIdentity(page: Page) {
  await signIn(page);
  // A new shop's identity is empty: the dashboard's « À faire » lists what the legal pages still lack.
  await expect(legalTask(page)).toContainText("SIRET");
  await page.getByRole("navigation", { name: "Sections de l'administration" }).getByRole("link", { name: "Informations légales" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Informations légales" })).toBeVisible();
  for (const [label, value] of IDENTITY) {
    await page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`)).fill(value);
  }
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expectToast(page, "Informations légales enregistrées");
  // France's packaging identifier is a row of « Emballages (REP) par pays » (decision 165).
  const france = page.getByRole("region", { name: "Emballages (REP) par pays" }).getByRole("group", { name: "Ajouter un pays" });
  await france.getByLabel("Pays").selectOption({ label: "France" });
  await france.getByLabel("Registre ou organisme *").fill("ADEME (identifiant unique REP)");
  await france.getByLabel("Numéro d'enregistrement *").fill("FR219498_01WCRR");
  await france.getByRole("button", { name: "Ajouter ce pays" }).click();
  await expectToast(page, "Enregistrement ajouté : France");
  await page.getByRole("navigation", { name: "Sections de l'administration" }).getByRole("link", { name: "Tableau de bord" }).click();
  await expect(legalTask(page)).toContainText(/^0/);
}

test("the owner fills in the legal information; every legal page shows it and the footer links to each", async ({ page }) => {
  test.slow();
  await fillIdentity(page);

  await page.goto("/");
  for (const legal of PAGES) {
    await page.getByRole("navigation", { name: "Informations légales" }).getByRole("link", { name: legal.link }).click();
    await expect(page).toHaveURL(new RegExp(`${legal.path}$`));
    await expect(page.getByRole("heading", { level: 1, name: legal.heading })).toBeVisible();
    const text = normaliseSpaces(await page.getByRole("main").textContent());
    expect(text).toContain("Maison Sillage SAS");
    for (const shown of legal.shows) expect(text).toContain(shown);
    expect(text).not.toContain("[à compléter]");
  }

  // Printed, the withdrawal page is the form and its explanations: no header, footer or cart.
  await page.goto("/retractation");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("heading", { name: "Formulaire de rétractation" })).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  await page.goto("/contact");
  await expect(page.getByRole("link", { name: "bonjour@maison-sillage.fr" })).toBeVisible();
  await expect(page.getByRole("link", { name: "01 23 45 67 89" })).toBeVisible();
});

test("express shipping chosen in the cart, terms ticked on the demo page: the order shows shipping and VAT", { tag: "@nojs" }, async ({ page, jsEnabled }) => {
  test.slow();
  await page.goto("/products/bahia");
  await expect(page.getByText("TTC", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");

  const cart = await openCart(page);
  const shipping = cart.getByRole("group", { name: "Mode de livraison" });
  await expect(shipping.getByRole("radio", { name: /Livraison standard/ })).toBeChecked();
  expect(normaliseSpaces(await cart.getByTestId("cart-shipping").textContent())).toBe("Offerte");
  expect(normaliseSpaces(await cart.getByTestId("cart-total").textContent())).toBe("39,95 €");
  await shipping.getByRole("radio", { name: /Livraison express en Île-de-France/ }).check();
  if (!jsEnabled) await shipping.getByRole("button", { name: "Choisir ce mode de livraison" }).click();
  await expect(cart.getByTestId("cart-shipping")).toHaveText(/9,90\s€/);
  await expect(cart.getByTestId("cart-total")).toHaveText(/49,85\s€/);
  await expect(cart.getByText("Total TTC")).toBeVisible();
  await expect(cart.getByRole("link", { name: "conditions générales de vente" })).toHaveAttribute("href", "/cgv");
  await expect(cart.getByRole("link", { name: "droit de rétractation" })).toHaveAttribute("href", "/retractation");

  await cart.getByRole("button", { name: "Commander" }).click();
  await expect(page).toHaveURL(/\/paiement-demo\/MS-/);
  expect(normaliseSpaces(await page.getByTestId("order-shipping").textContent())).toBe("9,90 €");
  expect(normaliseSpaces(await page.getByTestId("order-total").textContent())).toBe("49,85 €");
  expect(normaliseSpaces(await page.getByTestId("order-vat").textContent())).toBe("8,31 €");
  await expect(page.getByRole("link", { name: /Lire les conditions générales de vente/ })).toHaveAttribute("href", "/cgv");

  await page.getByLabel("Email").fill("claire.martin@example.fr");
  await page.getByLabel("Nom complet").fill("Claire Martin");
  await page.getByLabel("Adresse").fill("12 rue des Rosiers");
  await page.getByLabel("Code postal").fill("75004");
  await page.getByLabel("Ville").fill("Paris");
  if (jsEnabled) {
    // Without JavaScript the browser itself blocks the unticked box; the server's refusal is an integration test.
    await page.getByRole("button", { name: "Payer" }).click();
    await expect(page.getByLabel(TERMS)).toHaveAccessibleDescription("Veuillez accepter les conditions générales de vente pour payer");
    await expect(page).toHaveURL(/\/paiement-demo\/MS-/);
  }
  await page.getByLabel(TERMS).check();
  await page.getByRole("button", { name: "Payer" }).click();

  await expect(page).toHaveURL(/\/success\?order=MS-/);
  await expect(page.getByText("Livraison (Livraison express en Île-de-France)")).toBeVisible();
  expect(normaliseSpaces(await page.getByTestId("order-shipping").textContent())).toBe("9,90 €");
  expect(normaliseSpaces(await page.getByTestId("order-total").textContent())).toBe("49,85 €");
  await expect(page.getByText("dont TVA 20\u00a0%")).toBeVisible();
  expect(normaliseSpaces(await page.getByTestId("order-vat").textContent())).toBe("8,31 €");

  const order = orderByReference(new URL(page.url()).searchParams.get("order")!);
  expect(order).toMatchObject({
    shipping_method_name: "Livraison express en Île-de-France",
    shipping_cents: 990,
    vat_cents: 831,
    total_cents: 4985,
    terms_version: TERMS_VERSION,
  });
  expect(order.terms_accepted_at).not.toBeNull();
});

test("the admin lists the shipping methods and edits one in its dialog", async ({ page }) => {
  await signIn(page);
  await page.goto(`${ADMIN}/livraison`);
  const methods = page.getByRole("list", { name: "Modes de livraison : France métropolitaine" });
  await expect(methods).toContainText("Livraison standard");
  await expect(methods).toContainText("Livraison express en Île-de-France");
  await page.getByRole("link", { name: "Modifier Livraison express en Île-de-France" }).click();
  await expect(page.getByRole("dialog", { name: "Modifier le mode de livraison" })).toBeVisible();
  await expect(page.getByLabel("Prix TTC")).toHaveValue("9.90");
});

// Decisions 107 and 141: the harmonised notice where the shopper decides, in full on the product
// page, pointed to before « Commander » (the drawer with JavaScript, the /cart page without).
for (const width of [1280, 375]) {
  test(`the legal guarantee notice on a product page and in the cart, with the price per 100 ml (${width} px)`, { tag: "@nojs" }, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const shot = (name: string) => lookAt(page, `guarantee-${name}-${testInfo.project.name}-${width}.png`, { fullPage: true });
    await page.goto("/products/magie-noir");
    const notice = page.getByRole("region", { name: "Garantie légale dans l'UE" });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("link", { name: "europa.eu/youreurope/garanties" }).last()).toHaveAttribute("href", "https://europa.eu/youreurope/garanties");
    expect(normaliseSpaces(await page.getByTestId("product-unit-price").textContent())).toBe("soit 79,90 € / 100 ml");
    await shot("product");

    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    await expectToast(page, "Produit ajouté");
    const cart = await openCart(page);
    const inCart = cart.getByRole("link", { name: "lire la notice de l’UE sur la garantie légale" });
    await expect(inCart).toHaveAttribute("href", "/garantie-legale");
    // Shown before the button that commits the shopper.
    const noticeBox = await inCart.boundingBox();
    const orderBox = await cart.getByRole("button", { name: "Commander" }).boundingBox();
    expect(noticeBox!.y).toBeLessThan(orderBox!.y);
    await shot("cart");
  });
}
