import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { mailDirOf, serverOf } from "../../playwright.config";
import type { ReceivedMail } from "../fakes/smtp-sink";
import { expect, expectToast, openCart, test } from "./fixtures";

/** What this project's server mailed so far, as tests/e2e/mail-sinks.ts filed it. */
export type Mailbox = { to: (address: string) => ReceivedMail[] };

function mailboxOf(project: "js" | "nojs"): Mailbox {
  const dir = mailDirOf(project);
  return {
    to: (address) =>
      readdirSync(dir)
        .filter((name) => name.endsWith(".json"))
        .sort()
        .map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as ReceivedMail)
        .filter((mail) => mail.to.includes(address)),
  };
}

/** A spec's view of the mail its project's server sends; returns the way to read it. */
export function useProjectMailbox(): () => Mailbox {
  let mailbox: Mailbox | undefined;
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern; this one needs none.
  test.beforeAll(async ({}, testInfo) => {
    mailbox = mailboxOf(serverOf(testInfo.project));
  });
  return () => mailbox!;
}

/** The one message to `to` whose subject matches, once the server's sender delivered it. */
export async function mailTo(mailbox: Mailbox, to: string, subject: RegExp): Promise<ReceivedMail> {
  await expect.poll(() => mailbox.to(to).filter((m) => subject.test(m.subject)).length, { timeout: 20_000 }).toBe(1);
  return mailbox.to(to).find((m) => subject.test(m.subject))!;
}

export type DemoBuyer = { email: string; name: string; address: string; postalCode: string; city: string };

/** One bottle of `slug` bought and paid on the demo page, as a shopper does it; the order's reference. */
export async function payInDemoMode(page: Page, slug: string, buyer: DemoBuyer): Promise<string> {
  await page.goto(`/products/${slug}`);
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");
  const cart = await openCart(page);
  await cart.getByRole("button", { name: "Commander" }).click();
  await expect(page).toHaveURL(/\/paiement-demo\/MS-/);
  return payOnDemoPage(page, buyer);
}

/** The demo payment page filled in and "Payer" pressed; the order's reference. */
export async function payOnDemoPage(page: Page, buyer: DemoBuyer): Promise<string> {
  await page.getByLabel("Email").fill(buyer.email);
  await page.getByLabel("Nom complet").fill(buyer.name);
  await page.getByLabel("Adresse").fill(buyer.address);
  await page.getByLabel("Code postal").fill(buyer.postalCode);
  await page.getByLabel("Ville").fill(buyer.city);
  await page.getByLabel(/conditions générales de vente/i).check();
  await page.getByRole("button", { name: "Payer" }).click();
  await expect(page).toHaveURL(/\/success\?order=MS-/);
  return new URL(page.url()).searchParams.get("order")!;
}
