import Database from "better-sqlite3";
import { mailTo, payInDemoMode, useProjectMailbox } from "./demo-orders";
import { ADMIN, expect, expectNoA11yViolations, expectToast, expectValidHtml, signIn, test, testDatabasePath } from "./fixtures";
import { lookAtBothWidths } from "./look-at";

// Reads mail: see demo-orders.ts for how it shares the project's SMTP port with the other mail specs.
const mailbox = useProjectMailbox();

// A perfume no other spec buys or opens: its reviews are this spec's own (decision 110).
const SLUG = "peche-exquise";

/** The order delivered ten days ago, as if the owner had marked it so then. */
function deliveredTenDaysAgo(reference: string) {
  const db = new Database(testDatabasePath(), { fileMustExist: true });
  try {
    const at = Math.floor(Date.now() / 1000) - 10 * 24 * 3600;
    db.prepare("update orders set status = 'delivered', shipped_at = ?, delivered_at = ? where reference = ?").run(at, at, reference);
  } finally {
    db.close();
  }
}


test("a buyer reviews from the invitation email, the owner publishes it, the product page shows it with its average", { tag: "@nojs" }, async ({ page, jsEnabled }, testInfo) => {
  test.slow();
  const project = testInfo.project.name;
  const email = `avis.${project}.${Date.now().toString(36)}@exemple.fr`;
  // One signature per project and run, so a retry or the other project never mixes their reviews.
  const signature = `Claire ${project === "js" ? "J" : "N"}.`;
  const words = `Une pêche juteuse et lumineuse, qui tient la journée (${Date.now().toString(36)}).`;

  const reference = await payInDemoMode(page, SLUG, { email, name: "Claire Martin", address: "12 rue des Rosiers", postalCode: "75004", city: "Paris" });
  deliveredTenDaysAgo(reference);

  // The owner sets the delay: the pass it runs invites the order delivered ten days ago.
  await signIn(page);
  await page.goto(`${ADMIN}/avis`);
  await page.getByLabel("Invitation à donner un avis, en jours après la livraison").fill("7");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expectToast(page, "Délai d'invitation enregistré");

  const invitation = await mailTo(mailbox(), email, new RegExp(`^Votre avis sur votre commande ${reference}$`));
  expect(invitation.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
  const link = /https?:\/\/\S+(\/suivi-commande\/\S+\/avis\/\d+)/.exec(invitation.text)![1];
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: /Pêche Exquise/ })).toBeVisible();
  await lookAtBothWidths(page, "review-form");
  // The templates only this journey reaches, as the server sends them (the accessibility spec's rule).
  const valid = async () => {
    if (jsEnabled) await expectValidHtml(await page.request.get(page.url()));
  };
  await valid();

  // Refused: no rating, and markup in the text; the errors sit by the fields, the text is kept.
  await page.getByLabel("Votre avis").fill(`<b>Superbe</b> ${words}`);
  await page.getByLabel("Signature publiée").fill(signature);
  await page.getByRole("button", { name: "Publier mon avis" }).click();
  await expect(page.getByText("Choisissez une note de 1 à 5 étoiles")).toBeVisible();
  await expect(page.getByText(/sans balises HTML/)).toBeVisible();
  await expect(page.getByLabel("Votre avis")).toHaveValue(`<b>Superbe</b> ${words}`);
  await expectNoA11yViolations(page);

  await page.getByRole("radio", { name: "4 étoiles" }).check();
  await page.getByLabel("Votre avis").fill(words);
  await page.getByRole("button", { name: "Publier mon avis" }).click();
  await expectToast(page, "Merci pour votre avis");
  await expect(page.getByText("Avis envoyé, en cours de relecture")).toBeVisible();
  await expectNoA11yViolations(page);
  await lookAtBothWidths(page, "order-page");
  await valid();

  // The owner publishes it as written and answers publicly.
  await page.goto(`${ADMIN}/avis`);
  const card = page.getByRole("listitem").filter({ hasText: words });
  await expect(card).toContainText(signature);
  await expectNoA11yViolations(page);
  await lookAtBothWidths(page, "admin-reviews");
  await valid();
  await card.getByRole("button", { name: `Publier l'avis de ${signature}` }).click();
  await expectToast(page, "Avis publié");
  const published = page.getByRole("listitem").filter({ hasText: words });
  await published.getByLabel(`Réponse publique à ${signature}`).fill("Merci Claire, ravis qu'elle vous plaise !");
  await published.getByRole("button", { name: "Répondre publiquement" }).click();
  await expectToast(page, "Réponse publiée");

  // On the product page: the average, the count, the review with its dates and « Achat vérifié », the reply.
  await page.goto(`/products/${SLUG}`);
  const section = page.getByRole("region", { name: "Avis clients" });
  await expect(section.getByTestId("rating-summary")).toContainText("/ 5");
  const review = section.getByRole("article", { name: `Avis de ${signature}` }).filter({ hasText: words });
  await expect(review).toContainText("Achat vérifié");
  await expect(review).toContainText(/Publié le .* · acheté le /);
  await expect(review).toContainText("Merci Claire, ravis qu'elle vous plaise !");
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(jsonLd.aggregateRating).toMatchObject({ "@type": "AggregateRating", bestRating: 5 });
  expect(jsonLd.aggregateRating.reviewCount).toBeGreaterThanOrEqual(1);
  expect(jsonLd.review.map((r: { reviewBody: string }) => r.reviewBody)).toContain(words);
  await expectNoA11yViolations(page);
  await section.scrollIntoViewIfNeeded();
  await lookAtBothWidths(page, "product-reviews");
  await valid();

  // The rules page, linked from the section.
  await section.getByRole("link", { name: "Comment les avis sont recueillis et publiés" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Avis clients/ })).toBeVisible();
  await lookAtBothWidths(page, "rules");
});
