import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shopOrigin } from "~/lib/legal/shop-settings.server";
import { sendDueEmails } from "~/lib/mail/sender.server";
import { NEWSLETTER_CONSENT } from "~/lib/newsletter/consent";
import { NEWSLETTER_LIMITS, SIGNED_UP } from "~/lib/newsletter/subscriptions.server";
import { db, tables, withTransaction } from "~/lib/platform/database.server";
import { customerFile } from "~/lib/use-cases/customer-file.server";
import { applyRetention } from "~/lib/use-cases/retention.server";
import { eraseCustomer } from "~/lib/use-cases/erase-customer.server";
import type { ReceivedMail } from "../fakes/smtp-sink";
import { ADMIN_PATH, BASE, dataOf, locationOf, post, runAction, runLoader, signedInCookie, statusOf } from "./admin-helpers";
import { afterResponse, useSmtpSink } from "./checkout-helpers";

const sink = useSmtpSink("proprietaire@maison-sillage.test");
const SHOPPER = "Lea.Martin@example.fr";
const DAY_MS = 24 * 60 * 60 * 1000;

function signUp(fields: Record<string, string>, ip = "203.0.113.7", referer?: string) {
  const request = post({ source: "footer", ...fields }, { path: "newsletter", ip });
  if (referer) request.headers.set("Referer", referer);
  return runAction(request);
}

async function subscriptions() {
  const { newsletter_subscriptions } = tables();
  return db().select().from(newsletter_subscriptions).orderBy(newsletter_subscriptions.id);
}
async function confirmations() {
  const { email_outbox } = tables();
  return db().select().from(email_outbox).where(eq(email_outbox.kind, "newsletter_confirmation"));
}
const tokenIn = (mail: ReceivedMail) => /\/newsletter\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? "";
const header = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(mail.raw)?.[1]?.replace(/\r?\n[ \t]+/g, "").trim();

async function signedUpAndMailed(email = SHOPPER) {
  const response = await signUp({ email });
  expect(statusOf(response)).toBe(302);
  await sendDueEmails();
  const mail = sink.to(email.toLowerCase()).at(-1)!;
  return { response, mail, token: tokenIn(mail) };
}

describe("newsletter sign-up", () => {
  it("refuses a bad address next to the field, keeping it; the after-payment form needs its own box ticked", async () => {
    const bad = await signUp({ email: "lea@" });
    expect(statusOf(bad)).toBe(400);
    const reply = dataOf<{ error: Record<string, string[]>; initialValue: Record<string, string> }>(bad);
    expect(reply.error.email).toEqual(["Adresse email invalide"]);
    expect(reply.initialValue.email).toBe("lea@");

    const unticked = await signUp({ email: SHOPPER, source: "after-payment" });
    expect(statusOf(unticked)).toBe(400);
    expect(dataOf<{ error: Record<string, string[]> }>(unticked).error.consent).toEqual(["Cochez la case pour vous inscrire"]);
    expect(await subscriptions()).toHaveLength(0);
  });

  it("records an unconfirmed request with the consent's version and date, and mails a confirmation with a one-click unsubscribe", async () => {
    const before = Date.now();
    const { response, mail, token } = await signedUpAndMailed();
    const { toast } = await afterResponse(response as Response);
    expect(toast?.description).toBe(SIGNED_UP);
    const [row] = await subscriptions();
    expect(row).toMatchObject({ email: "lea.martin@example.fr", consent_version: NEWSLETTER_CONSENT.version, source: "footer", confirmed_at: null });
    expect(row.created_at.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(row.token_hash).not.toContain(token);
    expect(token).toHaveLength(43);
    expect(header(mail, "List-Unsubscribe")).toMatch(new RegExp(`^<https?://.+/newsletter/${token}>$`));
    expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  });

  it("a GET of the link confirms nothing; the button's POST confirms once, recording the date", async () => {
    const { token } = await signedUpAndMailed();
    const page = await runLoader(`newsletter/${token}`);
    expect(statusOf(page)).toBe(200);
    expect(dataOf<{ subscription: { confirmed: boolean } }>(page).subscription.confirmed).toBe(false);
    expect((await subscriptions())[0].confirmed_at).toBeNull();

    const clicks = await Promise.all([1, 2].map(() => runAction(post({ intent: "confirm" }, { path: `newsletter/${token}` }))));
    const toasts = await Promise.all(clicks.map(async (c) => (await afterResponse(c as Response)).toast?.title));
    expect(toasts.filter((t) => t === "Inscription confirmée")).toHaveLength(2);
    const [row] = await subscriptions();
    expect(row.confirmed_at).not.toBeNull();
  });

  it("answers the same to an address already subscribed and sends it nothing more", async () => {
    const { token } = await signedUpAndMailed();
    await runAction(post({ intent: "confirm" }, { path: `newsletter/${token}` }));
    const again = await signUp({ email: SHOPPER }, "203.0.113.8");
    expect(statusOf(again)).toBe(302);
    expect((await afterResponse(again as Response)).toast?.description).toBe(SIGNED_UP);
    expect(await confirmations()).toHaveLength(1);
    expect(await subscriptions()).toHaveLength(1);
  });

  it("parallel sign-ups of one address write one row and stop at the address's limit", async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => signUp({ email: SHOPPER }, `198.51.100.${i + 1}`)));
    expect(answers.filter((a) => statusOf(a) === 302)).toHaveLength(NEWSLETTER_LIMITS.address.max);
    expect(answers.filter((a) => statusOf(a) === 429)).toHaveLength(6 - NEWSLETTER_LIMITS.address.max);
    expect(await subscriptions()).toHaveLength(1);
  });

  it("the mail client's one-click POST unsubscribes without a page; « Me désinscrire » too", async () => {
    const { token } = await signedUpAndMailed();
    await runAction(post({ intent: "confirm" }, { path: `newsletter/${token}` }));
    const oneClick = await runAction(post({ "List-Unsubscribe": "One-Click" }, { path: `newsletter/${token}` }));
    expect(statusOf(oneClick)).toBe(200);
    expect(await subscriptions()).toHaveLength(0);

    const second = await signedUpAndMailed("paul@example.fr");
    const button = await runAction(post({ intent: "unsubscribe" }, { path: `newsletter/${second.token}` }));
    expect(locationOf(button)).toBe("/");
    expect(await subscriptions()).toHaveLength(0);
  });

  it("the owner sees and exports only confirmed subscribers, with date, consent version and language", async () => {
    const { token } = await signedUpAndMailed();
    await runAction(post({ intent: "confirm" }, { path: `newsletter/${token}` }));
    await signedUpAndMailed("pas.confirme@example.fr");
    expect(statusOf(await signUp({ email: "jane.doe@example.com" }, "203.0.113.8", `${BASE}/en`))).toBe(302);
    await sendDueEmails();
    await runAction(post({ intent: "confirm" }, { path: `newsletter/${tokenIn(sink.to("jane.doe@example.com").at(-1)!)}` }));
    const cookie = await signedInCookie();
    const screen = await runLoader(`${ADMIN_PATH}/newsletter`, cookie);
    const listed = dataOf<{ subscribers: { email: string; consentVersion: string }[] }>(screen).subscribers;
    expect(listed).toEqual([
      expect.objectContaining({ email: "jane.doe@example.com" }),
      expect.objectContaining({ email: "lea.martin@example.fr", consentVersion: NEWSLETTER_CONSENT.version }),
    ]);
    const csv = (await runLoader(`${ADMIN_PATH}/newsletter/export`, cookie)) as Response;
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    const text = await csv.text();
    const [header, ...lines] = text.trimEnd().split("\r\n");
    expect(header.split(";").at(-1)).toBe("langue");
    expect(lines.find((l) => l.startsWith("lea.martin@example.fr;"))?.split(";").at(-1)).toBe("fr");
    expect(lines.find((l) => l.startsWith("jane.doe@example.com;"))?.split(";").at(-1)).toBe("en");
    expect(text).toContain(NEWSLETTER_CONSENT.version);
    expect(text).not.toContain("pas.confirme@example.fr");
    expect(statusOf(await runLoader(`${ADMIN_PATH}/newsletter/export`))).not.toBe(200);
  });

  it("the owner's list of 500 subscribers comes a page of 50 at a time, newest first, and its search finds an address", async () => {
    const { newsletter_subscriptions } = tables();
    const base = Date.UTC(2026, 10, 1);
    // Ten share each second: the pages still never repeat nor skip one.
    const rows = Array.from({ length: 500 }, (_, i) => ({
      email: `abonne.${String(i).padStart(3, "0")}@exemple.fr`,
      token_hash: `jeton-${i}`,
      source: "footer",
      consent_version: NEWSLETTER_CONSENT.version,
      confirmed_at: new Date(base + Math.floor(i / 10) * 1000),
    }));
    await withTransaction((tx) => tx.insert(newsletter_subscriptions).values(rows));
    const cookie = await signedInCookie();
    type Screen = { subscribers: { email: string }[]; page: { older: string | null; newer: string | null; total: number } };
    const screen = async (query = "") => dataOf<Screen>(await runLoader(`${ADMIN_PATH}/newsletter${query}`, cookie));

    const first = await screen();
    expect(first.page).toMatchObject({ total: 500, newer: null });
    expect(first.subscribers).toHaveLength(50);
    expect(first.subscribers[0].email).toBe("abonne.499@exemple.fr");
    expect(JSON.stringify(first).length).toBeLessThan(15_000);
    const seen = first.subscribers.map((s) => s.email);
    let page = first;
    while (page.page.older) {
      page = await screen(`?after=${page.page.older}`);
      seen.push(...page.subscribers.map((s) => s.email));
    }
    expect(seen).toEqual(rows.map((r) => r.email).reverse());
    const second = await screen(`?after=${first.page.older}`);
    expect((await screen(`?before=${second.page.newer}`)).subscribers).toEqual(first.subscribers);

    const found = await screen(`?q=${encodeURIComponent("ABONNÉ.12")}`);
    expect(found.subscribers.map((s) => s.email)).toEqual(Array.from({ length: 10 }, (_, i) => `abonne.12${9 - i}@exemple.fr`));
    expect(found.page).toMatchObject({ total: 10, older: null, newer: null });
  });

  it("unconfirmed requests expire after their period; confirmed ones stay, with their language", async () => {
    const { token } = await signedUpAndMailed();
    await runAction(post({ intent: "confirm" }, { path: `newsletter/${token}` }));
    await signUp({ email: "john@example.com" }, "203.0.113.9", `${BASE}/en/collections`);
    await sendDueEmails();
    await runAction(post({ intent: "confirm" }, { path: `newsletter/${tokenIn(sink.to("john@example.com")[0])}` }));
    await signedUpAndMailed("oublie@example.fr");
    const result = await applyRetention(new Date(Date.now() + 8 * DAY_MS));
    expect(result.newsletterRequestsDeleted).toBe(1);
    expect((await subscriptions()).map((s) => [s.email, s.lang])).toEqual([
      ["lea.martin@example.fr", "fr"],
      ["john@example.com", "en"],
    ]);
  });

  it("the customer's file lists the subscription and its language, and the erasure deletes it", async () => {
    const { token } = await signedUpAndMailed();
    await runAction(post({ intent: "confirm" }, { path: `newsletter/${token}` }));
    const file = await customerFile(SHOPPER);
    expect(file?.lettre_information).toMatchObject({ version_consentement: NEWSLETTER_CONSENT.version, origine: "Pied de page", langue: "fr" });
    const readable = (await runAction(post({ email: SHOPPER, format: "html" }, { cookie: await signedInCookie(), sub: "/clients/export" }))) as Response;
    expect(await readable.text()).toContain(`(Pied de page, consentement version ${NEWSLETTER_CONSENT.version}, emails en français)`);
    expect(file?.lettre_information?.confirmee_le).not.toBeNull();
    const erased = await eraseCustomer(SHOPPER, "admin@maison-sillage.test");
    expect(erased.ok).toBe(true);
    expect(await subscriptions()).toHaveLength(0);
  });
});

describe("a sign-up keeps the language of the page it was posted from (decision 169)", () => {
  it("from an English page: stored `en`, and the confirmation is written in English", async () => {
    const response = await signUp({ email: "John.Smith@example.com" }, "203.0.113.7", `${BASE}/en/products/minuit-profond?format=50ml`);
    expect(statusOf(response)).toBe(302);
    expect(locationOf(response)).toBe("/en/products/minuit-profond?format=50ml");
    expect((await subscriptions()).map((s) => [s.email, s.lang])).toEqual([["john.smith@example.com", "en"]]);
    await sendDueEmails();
    const [mail] = sink.to("john.smith@example.com");
    expect(mail.subject).toBe("Please confirm your subscription to our newsletter");
    expect(mail.html).toMatch(/^<!doctype html>\r?\n<html lang="en">/i);
    expect(mail.html).toContain(">Confirm your subscription</h1>");
    const token = tokenIn(mail);
    expect(mail.text).toContain(`Confirm my subscription: ${await shopOrigin()}/newsletter/${token}`);
    expect(mail.text).toContain("without confirmation, your address will be deleted within 7 days.");
    expect(mail.text).not.toMatch(/inscription|Confirmez|Si vous/);
  });

  it("from a French page: stored `fr`, and the confirmation is the French one", async () => {
    await signUp({ email: SHOPPER }, "203.0.113.7", `${BASE}/collections?famille=boise`);
    expect((await subscriptions()).map((s) => s.lang)).toEqual(["fr"]);
    await sendDueEmails();
    const [mail] = sink.to(SHOPPER.toLowerCase());
    expect(mail.subject).toBe("Confirmez votre inscription à notre lettre d'information");
    expect(mail.html).toMatch(/^<!doctype html>\r?\n<html lang="fr">/i);
    expect(mail.text).toContain(`Confirmer mon inscription : ${await shopOrigin()}/newsletter/${tokenIn(mail)}`);
  });

  it("a forged language is stored as `fr`: another language's path, English claimed by another site or by the form", async () => {
    await signUp({ email: "a@example.fr", lang: "de" }, "203.0.113.7", `${BASE}/de/collections`);
    await signUp({ email: "b@example.fr", lang: "en" }, "203.0.113.8", "https://evil.example/en/collections");
    await signUp({ email: "c@example.fr", lang: "en" }, "203.0.113.9", `${BASE}/english/collections`);
    await signUp({ email: "d@example.fr", lang: "en" }, "203.0.113.10");
    expect((await subscriptions()).map((s) => [s.email, s.lang])).toEqual([
      ["a@example.fr", "fr"],
      ["b@example.fr", "fr"],
      ["c@example.fr", "fr"],
      ["d@example.fr", "fr"],
    ]);
    await sendDueEmails();
    expect(sink.received.map((m) => m.subject)).toEqual(Array(4).fill("Confirmez votre inscription à notre lettre d'information"));
  });

  it("asked again from an English page before confirming, the new confirmation is English", async () => {
    await signUp({ email: SHOPPER }, "203.0.113.7", `${BASE}/`);
    await signUp({ email: SHOPPER }, "203.0.113.8", `${BASE}/en`);
    expect((await subscriptions()).map((s) => s.lang)).toEqual(["en"]);
    await sendDueEmails();
    expect(sink.to(SHOPPER.toLowerCase()).map((m) => m.subject)).toEqual([
      "Confirmez votre inscription à notre lettre d'information",
      "Please confirm your subscription to our newsletter",
    ]);
  });
});
