import { setTimeout as sleep } from "node:timers/promises";
import type { Page } from "@playwright/test";
import { smtpPortOf } from "../../playwright.config";
import { SmtpSink, type ReceivedMail } from "../fakes/smtp-sink";
import { expect, expectToast, openCart, test } from "./fixtures";

/** How long a spec waits for another worker's spec that reads mail to release the port. */
const PORT_WAIT_MS = 5 * 60_000;

/** The sink on `port` once no other worker listens there: the port is the lock between mail specs. */
async function sinkOnFreePort(port: number): Promise<SmtpSink> {
  const deadline = Date.now() + PORT_WAIT_MS;
  for (;;) {
    try {
      return await new SmtpSink(port).start();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE" || Date.now() > deadline) throw error;
      await sleep(500);
    }
  }
}

/**
 * A spec's SMTP sink: each project's server mails its own port, so this worker's sink receives
 * what its server sends. Several specs read mail; one whose port is taken by another worker's
 * spec waits for it to finish. Returns the way to read it once started.
 */
export function useProjectSmtpSink(): () => SmtpSink {
  let sink: SmtpSink | undefined;
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern; this one needs none.
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(PORT_WAIT_MS + 30_000);
    sink = await sinkOnFreePort(smtpPortOf(testInfo.project.name as "js" | "nojs"));
  });
  test.afterAll(async () => {
    await sink?.stop();
  });
  return () => sink!;
}

/** The one message to `to` whose subject matches, once the server's sender delivered it. */
export async function mailTo(sink: SmtpSink, to: string, subject: RegExp): Promise<ReceivedMail> {
  await expect.poll(() => sink.to(to).filter((m) => subject.test(m.subject)).length, { timeout: 20_000 }).toBe(1);
  return sink.to(to).find((m) => subject.test(m.subject))!;
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
