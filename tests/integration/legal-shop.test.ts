import type { HelpItem } from "~/lib/help/help-faq.server";
import { helpAnchor } from "~/lib/help/help-anchors";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readStoredCart, type StoredCart } from "~/lib/cart/cart.server";
import { priceCart } from "~/lib/use-cases/price-cart.server";
import { db, tables, withTransaction } from "~/lib/platform/database.server";
import { isValidFrenchVatNumber, isValidSiret } from "~/lib/legal/identity";
import type { Block, LegalDocument } from "~/lib/legal/legal-document";
import { TERMS_VERSION } from "~/lib/legal/terms";
import { vatIncludedCents } from "~/lib/legal/vat";
import { settleStripeSession } from "~/lib/use-cases/payment-events.server";
import { seedLegalShopIfNone } from "~/lib/catalog/seed.server";
import { shippingCostCents } from "~/lib/shipping/shipping-rules";
import { paidSessionChanges } from "../fakes/stripe-server";
import { dataOf, locationOf, post, runAction, runLoader, signedInCookie, statusOf } from "./admin-helpers";
import {
  afterResponse,
  allOrders,
  cartCookie,
  checkoutAndPay,
  DEMO_CUSTOMER,
  ORIGIN,
  postCheckout,
  productBySlug,
  submitDemoPayment,
  fillSellerIdentity,
  useFakeStripe,
  usePaymentEnv,
} from "./checkout-helpers";
import { CATALOGUES } from "~/lib/i18n/texts.server";

/** The payment form's messages on a French page. */
const FRENCH = CATALOGUES.fr.checkout;

const IDENTITY = {
  company_name: "Maison Sillage SAS",
  legal_form: "SAS",
  share_capital: "10 000 €",
  address: "8 rue de Sévigné\n75004 Paris",
  registry_number: "RCS Paris 732 829 320",
  registry_city: "Paris",
  siret: "732 829 320 00074",
  vat_number: "FR44 732829320",
  publication_director: "Camille Durand",
  contact_email: "bonjour@maison-sillage.fr",
  contact_phone: "01 23 45 67 89",
  host_name: "OVH SAS",
  host_address: "2 rue Kellermann, 59100 Roubaix",
  mediator_name: "CM2C",
  mediator_url: "https://www.cm2c.net",
  mediator_address: "49 rue de Ponthieu\n75008 Paris",
  delivery_zones_text: "France métropolitaine.",
  returns_address: "Maison Sillage, service retours\n8 rue de Sévigné\n75004 Paris",
};

// The identity is this file's subject: each test fills it or not.
const fake = useFakeStripe(undefined, { sellerKnown: false });
let cookie: string;
let minuit: number;

async function method(name: string) {
  const { shipping_methods } = tables();
  const [row] = await db().select().from(shipping_methods).where(eq(shipping_methods.name, name));
  if (!row) throw new Error(`mode ${name} absent`);
  return row;
}
const standard = () => method("Livraison standard");
const express = () => method("Livraison express en Île-de-France");

async function settings() {
  const { shop_settings } = tables();
  const [row] = await db().select().from(shop_settings);
  return row;
}

async function setShipping(values: { is_active?: boolean; free_above_cents?: number }, id?: number) {
  const { shipping_methods } = tables();
  await withTransaction((tx) => tx.update(shipping_methods).set(values).where(id === undefined ? undefined : eq(shipping_methods.id, id)));
}

async function shippingMethods() {
  const { shipping_methods } = tables();
  return db().select().from(shipping_methods).orderBy(asc(shipping_methods.id));
}

function textOf(doc: LegalDocument): string {
  const block = (b: Block): string =>
    typeof b === "string"
      ? b
      : Array.isArray(b)
        ? b.map((i) => (typeof i === "string" ? i : i.text)).join("")
        : b.list.map((i) => (typeof i === "string" ? i : i.text)).join("\n");
  return [
    doc.title,
    ...doc.intro.map(block),
    ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.map(block)]),
    ...(doc.withdrawalForm?.addressee ?? []),
  ].join("\n");
}

async function legalText(page: "mentions-legales" | "cgv" | "confidentialite" | "retractation" | "accessibilite") {
  const { loader } = await import(`~/routes/${page}.tsx`);
  const args = { request: new Request(`http://localhost/${page}`), params: {}, context: {} };
  return textOf(((await loader(args)) as { doc: LegalDocument }).doc);
}

async function postCart(cart: StoredCart, fields: Record<string, string>) {
  const { action } = await import("~/routes/cart");
  const request = new Request(`${ORIGIN}/cart`, {
    method: "POST",
    headers: { Cookie: await cartCookie(cart) },
    body: new URLSearchParams(fields),
  });
  return (await action({ request, params: {}, context: {} })) as Response;
}

beforeAll(async () => {
  cookie = await signedInCookie();
  minuit = (await productBySlug("minuit-profond")).id;
});

beforeEach(async () => {
  const { shipping_methods, shop_settings } = tables();
  await withTransaction(async (tx) => {
    await tx.delete(shipping_methods);
    await tx.delete(shop_settings);
  });
  await seedLegalShopIfNone();
});

describe("seed", () => {
  it("gives an existing database the two shipping methods once, and the settings row", async () => {
    expect((await shippingMethods()).map((m) => [m.name, m.delay_text, m.price_cents])).toEqual([
      ["Livraison standard", "2 à 3 jours ouvrés", 0],
      ["Livraison express en Île-de-France", "48 h", 990],
    ]);
    await seedLegalShopIfNone();
    expect(await shippingMethods()).toHaveLength(2);
    expect((await settings()).company_name).toBe("");
  });
});

describe("Informations légales", () => {
  it("checks SIRET by Luhn and the French VAT key", () => {
    expect(isValidSiret("73282932000074")).toBe(true);
    expect(isValidSiret("73282932000075")).toBe(false);
    expect(isValidSiret("7328293200007")).toBe(false);
    expect(isValidFrenchVatNumber("FR44732829320")).toBe(true);
    expect(isValidFrenchVatNumber("FR45732829320")).toBe(false);
  });

  it("lists the missing required fields in the admin until they are filled", async () => {
    const missingLegal = async () => dataOf<{ desk: { missingLegal: string[] } }>(await runLoader(`${process.env.ADMIN_PATH}/tableau-de-bord`, cookie)).desk.missingLegal;
    const before = await missingLegal();
    expect(before).toContain("SIRET");
    expect(before).toContain("Médiateur de la consommation");
    const saved = await runAction(post(IDENTITY, { cookie, sub: "/informations-legales" }));
    expect(statusOf(saved)).toBe(302);
    expect(locationOf(saved)).toBe(`/${process.env.ADMIN_PATH}/informations-legales`);
    expect(await missingLegal()).toEqual(["Identifiant d'emballages manquant pour : France"]);
    const france = { intent: "packaging-add", country: "FR", register: "ADEME (identifiant unique REP)", number: "FR219498_01WCRR" };
    expect(statusOf(await runAction(post(france, { cookie, sub: "/informations-legales" })))).toBe(302);
    expect(await missingLegal()).toEqual([]);
    expect(await settings()).toMatchObject({ siret: "73282932000074", vat_number: "FR44732829320" });
  });

  it.each([
    ["siret", "73282932000075", "SIRET invalide : 14 chiffres dont la clé de contrôle est juste"],
    ["vat_number", "FR45732829320", "Numéro de TVA invalide : FR, deux chiffres de clé et les 9 chiffres du SIREN"],
    ["contact_email", "bonjour@", "Adresse email invalide"],
  ])("refuses an invalid %s with a French field error and writes nothing", async (field, value, message) => {
    const response = await runAction(post({ ...IDENTITY, [field]: value }, { cookie, sub: "/informations-legales" }));
    expect(statusOf(response)).toBe(400);
    const { result } = dataOf<{ result: { error: Record<string, string[]> } }>(response);
    expect(result.error[field]).toEqual([message]);
    expect((await settings()).company_name).toBe("");
  });

  it("refuses without a session", async () => {
    const response = await runAction(post(IDENTITY, { sub: "/informations-legales" }));
    expect(statusOf(response)).toBe(302);
    expect((await settings()).company_name).toBe("");
  });
});

describe("legal pages", () => {
  it("say [à compléter] while the identity is empty", async () => {
    expect(await legalText("mentions-legales")).toContain("[à compléter]");
  });

  it("render the stored identity", async () => {
    await runAction(post(IDENTITY, { cookie, sub: "/informations-legales" }));
    const mentions = await legalText("mentions-legales");
    for (const value of ["Maison Sillage SAS", "SAS au capital de 10 000 €", "8 rue de Sévigné, 75004 Paris", "73282932000074", "FR44732829320", "Camille Durand", "OVH SAS", "2 rue Kellermann, 59100 Roubaix", "CM2C", "bonjour@maison-sillage.fr"]) {
      expect(mentions).toContain(value);
    }
    const cgv = await legalText("cgv");
    for (const value of ["Maison Sillage SAS", "20 %", "France métropolitaine.", "Livraison express en Île-de-France : livré en 48 h, 9,90 € TTC", "L221-28", "L. 217-1 à L. 217-32", "1641", "CM2C", "https://www.cm2c.net", "service retours", "droit français"]) {
      expect(cgv.replace(/\u202f|\u00a0/g, " ")).toContain(value);
    }
    const privacy = await legalText("confidentialite");
    for (const value of ["Maison Sillage SAS", "bonjour@maison-sillage.fr", "Stripe", "OVH SAS", "strictement nécessaires", "__cart"]) {
      expect(privacy).toContain(value);
    }
    const withdrawal = await legalText("retractation");
    for (const value of ["Maison Sillage SAS", "Maison Sillage, service retours, 8 rue de Sévigné, 75004 Paris", "bonjour@maison-sillage.fr"]) {
      expect(withdrawal).toContain(value);
    }
  });

  it("the accessibility statement says what the checks measure, 'non conforme' without an audit, the recourse, and the text the owner's regime calls for", async () => {
    await runAction(post(IDENTITY, { cookie, sub: "/informations-legales" }));
    const subject = await legalText("accessibilite");
    for (const value of ["non conforme", "RGAA 4.1", "EN 301 549", "axe-core", "Nu Html Checker", "Défenseur des droits", "bonjour@maison-sillage.fr", "décret n° 2023-931"]) {
      expect(subject).toContain(value);
    }
    expect(subject).not.toContain("microentreprise");

    const saved = await runAction(post({ ...IDENTITY, accessibility_regime: "micro" }, { cookie, sub: "/informations-legales" }));
    expect(statusOf(saved)).toBe(302);
    expect((await settings()).accessibility_regime).toBe("micro");
    const micro = await legalText("accessibilite");
    expect(micro).toContain("Maison Sillage SAS est une microentreprise");
    expect(micro).toContain("Défenseur des droits");

    const refused = await runAction(post({ ...IDENTITY, accessibility_regime: "grande" }, { cookie, sub: "/informations-legales" }));
    expect(statusOf(refused)).toBe(400);
    expect(JSON.stringify(dataOf(refused))).toContain("Choisissez le régime");
    expect((await settings()).accessibility_regime).toBe("micro");
  });

  it("are in the sitemap", async () => {
    const { buildSitemap } = await import("~/lib/catalog/sitemap.server");
    const xml = await buildSitemap("https://boutique.test");
    for (const path of ["/mentions-legales", "/cgv", "/confidentialite", "/retractation", "/accessibilite"]) {
      expect(xml).toContain(`<loc>https://boutique.test${path}</loc>`);
    }
  });
});

describe("shipping in the cart", () => {
  it("is chosen without JavaScript by a form post to /cart, and the total includes it", async () => {
    const cart: StoredCart = { lines: [{ id: minuit, quantity: 1 }], promoCode: null };
    expect(await priceCart(cart)).toMatchObject({ shippingCents: 0, totalCents: 3995 });
    const response = await postCart(cart, { intent: "set-shipping", shippingMethodId: String((await express()).id), redirectTo: "/cart" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/cart");
    const { cart: after } = await afterResponse(response);
    expect(after?.shippingMethodId).toBe((await express()).id);
    expect(await priceCart(after!)).toMatchObject({ shippingCents: 990, finalCents: 3995, totalCents: 4985 });
  });

  it.each([
    ["an inactive method", async () => {
      const { id } = await express();
      await setShipping({ is_active: false }, id);
      return String(id);
    }],
    ["a forged id", async () => "999999"],
  ])("refuses %s and keeps the cart", async (_, id) => {
    const cart: StoredCart = { lines: [{ id: minuit, quantity: 1 }], promoCode: null };
    const response = await postCart(cart, { intent: "set-shipping", shippingMethodId: await id() });
    const { toast, cart: after } = await afterResponse(response);
    expect(toast).toMatchObject({ title: "Livraison", type: "error" });
    expect(after?.shippingMethodId).toBeUndefined();
  });

  it("is free from the free-above amount on the discounted subtotal, not one cent under", async () => {
    const rate = { price_cents: 990, free_above_cents: 7990 };
    expect(shippingCostCents(rate, 7989)).toBe(990);
    expect(shippingCostCents(rate, 7990)).toBe(0);
    expect(shippingCostCents({ price_cents: 990, free_above_cents: null }, 1_000_000)).toBe(990);

    const { id: expressId } = await express();
    await setShipping({ free_above_cents: 7990 }, expressId);
    const two: StoredCart = { lines: [{ id: minuit, quantity: 2 }], promoCode: null, shippingMethodId: expressId };
    expect(await priceCart(two)).toMatchObject({ subtotalCents: 7990, shippingCents: 0, totalCents: 7990 });
    // BIENVENUE10 takes the perfumes under the threshold: shipping is charged again.
    expect(await priceCart({ ...two, promoCode: "BIENVENUE10" })).toMatchObject({ finalCents: 7191, shippingCents: 990, totalCents: 8181 });
    await setShipping({ free_above_cents: 7991 }, expressId);
    expect(await priceCart(two)).toMatchObject({ shippingCents: 990, totalCents: 8980 });
  });
});

describe("checkout", () => {
  it.each([
    ["inactive", async () => {
      const { id } = await express();
      await setShipping({ is_active: false }, id);
      return id;
    }],
    ["forged", async () => 424242],
  ])("refuses an %s shipping method with a French message, creates no order, and falls back", async (_, id) => {
    const response = await postCheckout({ lines: [{ id: minuit, quantity: 1 }], promoCode: null, shippingMethodId: await id() });
    expect(response.status).toBe(303);
    const { toast, cart } = await afterResponse(response);
    expect(toast).toMatchObject({
      title: "Livraison",
      description: "Le mode de livraison choisi n'est plus proposé. Choisissez-en un autre avant de commander.",
    });
    expect(cart?.shippingMethodId).toBeUndefined();
    expect(cart?.lines).toEqual([{ id: minuit, quantity: 1 }]);
    expect(await allOrders()).toEqual([]);
  });

  it("refuses when no method is offered at all", async () => {
    await setShipping({ is_active: false });
    const response = await postCheckout({ lines: [{ id: minuit, quantity: 1 }], promoCode: null });
    const { toast } = await afterResponse(response);
    expect(toast?.description).toContain("Aucun mode de livraison");
    expect(await allOrders()).toEqual([]);
  });

  it("stores the shipping snapshot and the VAT included; the free method changes no total", async () => {
    await postCheckout({ lines: [{ id: minuit, quantity: 1 }], promoCode: null });
    expect((await allOrders())[0]).toMatchObject({
      total_cents: 3995,
      shipping_method_id: (await standard()).id,
      shipping_method_name: "Livraison standard",
      shipping_cents: 0,
      vat_rate_bp: 2000,
      vat_cents: 666,
    });
  });

  it("sends Stripe the shipping rate and the terms consent, and the session total includes shipping", async () => {
    await fillSellerIdentity();
    usePaymentEnv(fake.env());
    const response = await postCheckout({ lines: [{ id: minuit, quantity: 2 }], promoCode: "BIENVENUE10", shippingMethodId: (await express()).id });
    expect(response.status).toBe(303);
    const [request] = fake.requestsTo("POST", "/v1/checkout/sessions");
    const p = request.params;
    expect(p.get("shipping_options[0][shipping_rate_data][type]")).toBe("fixed_amount");
    expect(p.get("shipping_options[0][shipping_rate_data][fixed_amount][amount]")).toBe("990");
    expect(p.get("shipping_options[0][shipping_rate_data][fixed_amount][currency]")).toBe("eur");
    expect(p.get("shipping_options[0][shipping_rate_data][display_name]")).toBe("Livraison express en Île-de-France");
    expect(p.get("consent_collection[terms_of_service]")).toBe("required");

    const [order] = await allOrders();
    expect(order).toMatchObject({ subtotal_cents: 7990, discount_cents: 799, shipping_cents: 990, total_cents: 8181 });
    expect(order.vat_cents).toBe(vatIncludedCents(8181, 2000));
    const session = [...fake.sessions.values()][0];
    expect(session.amount_total).toBe(8181);

    fake.updateSession(session.id, paidSessionChanges());
    const result = await settleStripeSession(fake.sessions.get(session.id) as never, "check-payment");
    expect(result.outcome).toBe("applied");
    const { orders } = tables();
    const [paid] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(paid.status).toBe("paid");
    expect(paid.terms_version).toBe(TERMS_VERSION);
    expect(paid.terms_accepted_at).toBeInstanceOf(Date);
  });

  it("still makes a zero-euro order of the free method, and charges only shipping with express", async () => {
    await postCheckout({ lines: [{ id: minuit, quantity: 1 }], promoCode: "OFFERT100" });
    await postCheckout({ lines: [{ id: minuit, quantity: 1 }], promoCode: "OFFERT100", shippingMethodId: (await express()).id });
    expect((await allOrders()).map((o) => [o.total_cents, o.shipping_cents, o.vat_cents])).toEqual([
      [0, 0, 0],
      [990, 990, 165],
    ]);
  });
});

describe("the demo payment page", () => {
  async function pendingReference() {
    const response = await postCheckout({ lines: [{ id: minuit, quantity: 1 }], promoCode: null, shippingMethodId: (await express()).id });
    return response.headers.get("Location")!.split("/").pop()!;
  }

  it("refuses to pay without the terms ticked, with the message next to the box, and writes nothing", async () => {
    const reference = await pendingReference();
    const { terms: _, ...withoutTerms } = DEMO_CUSTOMER;
    const response = await submitDemoPayment(reference, withoutTerms);
    expect(statusOf(response)).toBe(400);
    expect(dataOf<{ error: Record<string, string[]> }>(response).error.terms).toEqual([FRENCH.oETerms]);
    expect((await allOrders())[0]).toMatchObject({ status: "pending", terms_accepted_at: null, customer_email: null });
  });

  it("records the acceptance time and the terms version with the payment", async () => {
    const reference = await pendingReference();
    const before = Date.now();
    const response = await submitDemoPayment(reference);
    expect(locationOf(response)).toBe(`/success?order=${reference}`);
    const [order] = await allOrders();
    expect(order).toMatchObject({ status: "paid", terms_version: TERMS_VERSION, total_cents: 4985, shipping_cents: 990 });
    expect(order.terms_accepted_at!.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  });
});

describe("contact page", () => {
  it("shows the email and phone once filled in", async () => {
    await runAction(post(IDENTITY, { cookie, sub: "/informations-legales" }));
    const { loader } = await import("~/routes/contact");
    expect((await loader()).contact).toEqual({ email: "bonjour@maison-sillage.fr", phone: "01 23 45 67 89" });
  });

  it("gives them beside the social account, the phone only once the owner filled one (issue 45)", async () => {
    const { loader } = await import("~/routes/contact");
    const { ContactBlock } = await import("~/components/layout/contact-block");
    const ways = async () => {
      const html = renderToStaticMarkup(createElement(ContactBlock, { headingLevel: "h1", ...(await loader()) }));
      const list = /<ul aria-label="Nous joindre"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? "";
      return [...list.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    };
    await runAction(post({ ...IDENTITY, contact_phone: "" }, { cookie, sub: "/informations-legales" }));
    expect(await ways()).toEqual([
      ["https://www.instagram.com/maisonsillage", "@maisonsillage sur Instagram"],
      ["mailto:bonjour@maison-sillage.fr", "bonjour@maison-sillage.fr"],
    ]);
    await runAction(post(IDENTITY, { cookie, sub: "/informations-legales" }));
    expect((await ways())[2]).toEqual(["tel:0123456789", "01 23 45 67 89"]);
  });
});

describe("one delivery promise (decision 108)", () => {
  /** The help page's delivery answer as one text. */
  const helpDelivery = (items: HelpItem[]) => JSON.stringify(items.find((i) => i.id === helpAnchor("delivery"))?.answer);

  async function pagesSay() {
    const help = await import("~/routes/help");
    const contact = await import("~/routes/contact");
    const home = await import("~/routes/_index");
    const cart = await priceCart({ lines: [{ id: minuit, quantity: 1 }], promoCode: null });
    return {
      help: helpDelivery((await help.loader()).items),
      contact: (await contact.loader()).deliveryPromises,
      home: (await home.loader({ request: new Request("http://localhost/"), params: {}, context: {} })).deliveryPromises,
      cgv: await legalText("cgv"),
      cart: cart.shipping.options.map((o) => `${o.name} : ${o.delayText}`),
    };
  }

  it("is the seeded methods' delays on every page, true to SPEC's 48 h and 2-3 working days", async () => {
    const say = await pagesSay();
    const promises = ["Livraison standard : livré en 2 à 3 jours ouvrés", "Livraison express en Île-de-France : livré en 48 h"];
    for (const p of promises) expect(say.help).toContain(p);
    expect(say.contact).toEqual(promises);
    expect(say.home).toEqual(promises);
    for (const p of promises) expect(say.cgv).toContain(p);
    expect(say.cgv).not.toMatch(/24 h à Paris/);
    expect(say.cart).toEqual(["Livraison standard : 2 à 3 jours ouvrés", "Livraison express en Île-de-France : 48 h"]);
  });

  it("changes on the help, contact and home pages, the CGV and the cart when a method's delay changes", async () => {
    const { shipping_methods } = tables();
    await withTransaction((tx) => tx.update(shipping_methods).set({ delay_text: "72 h" }).where(eq(shipping_methods.name, "Livraison express en Île-de-France")));
    const say = await pagesSay();
    for (const page of [say.help, say.contact, say.home]) expect(page).toContain("Livraison express en Île-de-France : livré en 72 h");
    expect(say.cgv).toContain("Livraison express en Île-de-France : livré en 72 h,");
    expect(say.cgv).not.toContain("livré en 48 h");
    expect(say.cart).toContain("Livraison express en Île-de-France : 72 h");
    // The confirmation email of an order paid now says the same.
    const reference = await checkoutAndPay({ lines: [{ id: minuit, quantity: 1 }], promoCode: null, shippingMethodId: (await express()).id });
    const { email_outbox, orders } = tables();
    const [mail] = await db()
      .select({ text: email_outbox.text, html: email_outbox.html })
      .from(email_outbox)
      .innerJoin(orders, eq(orders.id, email_outbox.order_id))
      .where(and(eq(orders.reference, reference), eq(email_outbox.kind, "order_confirmation")));
    expect(mail.text).toContain("Livraison express en Île-de-France : livré en 72 h.");
    expect(mail.html).toContain("Livraison express en Île-de-France : livré en 72 h.");
  });

  it("rewrites a shop still holding the words seeded before, and leaves the owner's own", async () => {
    const { shipping_methods, shop_settings } = tables();
    const { seedDatabase } = await import("~/lib/catalog/seed.server");
    const oldZones =
      "France métropolitaine, Corse comprise. Expédition sous 24 à 48 h ouvrées ; livraison express en 24 h à Paris et en Île-de-France.";
    await withTransaction(async (tx) => {
      await tx
        .update(shipping_methods)
        .set({ name: "Express Île-de-France", delay_text: "24 h" })
        .where(eq(shipping_methods.name, "Livraison express en Île-de-France"));
      await tx.update(shipping_methods).set({ delay_text: "24 h" }).where(eq(shipping_methods.name, "Livraison standard"));
      await tx.update(shop_settings).set({ delivery_zones_text: oldZones });
    });
    await seedDatabase();
    // The express method is named as the home page promises it, with SPEC's 48 h (issue 45).
    expect((await shippingMethods()).map((m) => [m.name, m.delay_text])).toEqual([
      ["Livraison standard", "24 h"],
      ["Livraison express en Île-de-France", "48 h"],
    ]);
    expect((await settings()).delivery_zones_text).toBe("France métropolitaine, Corse comprise.");
  });

  it("leaves an express method the owner renamed or whose delay the owner changed as the owner wrote it", async () => {
    const { shipping_methods } = tables();
    const { seedDatabase } = await import("~/lib/catalog/seed.server");
    await withTransaction((tx) =>
      tx.update(shipping_methods).set({ name: "Express Île-de-France", delay_text: "72 h" }).where(eq(shipping_methods.name, "Livraison express en Île-de-France")),
    );
    await seedDatabase();
    expect((await shippingMethods()).map((m) => [m.name, m.delay_text])[1]).toEqual(["Express Île-de-France", "72 h"]);
  });
});

describe("the cart cookie", () => {
  it("keeps the shipping choice from one request to the next", async () => {
    const request = new Request(`${ORIGIN}/`, { headers: { Cookie: await cartCookie({ lines: [], promoCode: null, shippingMethodId: 3 }) } });
    expect((await readStoredCart(request)).shippingMethodId).toBe(3);
  });
});
