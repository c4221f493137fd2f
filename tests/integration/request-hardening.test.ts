import fs from "node:fs";
import type { IncomingMessage } from "node:http";
import { parseWithZod } from "@conform-to/zod/v4";
import { asc } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { productSchema } from "~/lib/catalog/perfume-schemas";
import { collectionSchema } from "~/lib/catalog/collection-schema";
import { promoSchema } from "~/lib/promo/promo-schema";
import { demoPaymentSchema } from "~/lib/checkout/demo-schema";
import { CATALOGUES } from "~/lib/i18n/texts.server";
import { identitySchema } from "~/lib/legal/identity";
import { shippingMethodSchema } from "~/lib/shipping/shipping-schema";
import { CHECKOUT_LIMIT } from "~/lib/checkout/throttle.server";
import { resetConfigForTests, getConfig } from "~/lib/platform/config.server";
import { db, isPostgres, tables } from "~/lib/platform/database.server";
import { gateRequest } from "~/lib/platform/http-gate.server";
import { BODY_LIMITS, readForm } from "~/lib/platform/request-body.server";
import { safeRedirect } from "~/lib/platform/safe-redirect";
import { dataOf, post, runAction, signedInCookie, statusOf } from "./admin-helpers";
import { afterResponse, postCheckout, productBySlug, resetShop } from "./checkout-helpers";

/** The payment form's messages on a French page. */
const FRENCH = CATALOGUES.fr.checkout;

const ORIGIN = "http://boutique.test";

function env(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetConfigForTests();
}

afterEach(() => env({ TRUST_PROXY: undefined, PUBLIC_URL: undefined }));

async function thrownBy(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

describe("form bodies: a 4xx for anything that is not a form, never a 500", () => {
  const cartPost = (init: RequestInit) => new Request(`${ORIGIN}/cart`, { method: "POST", ...init });

  it("refuses JSON, text/plain and a missing content type with 415", async () => {
    const types: Record<string, string>[] = [{ "Content-Type": "application/json" }, { "Content-Type": "text/plain" }, {}];
    for (const headers of types) {
      // Bytes, so that no content type is implied when none is given.
      const body = new TextEncoder().encode('{"intent":"clear"}');
      const request = cartPost({ headers, body });
      expect(request.headers.get("Content-Type")).toBe(headers["Content-Type"] ?? null);
      const response = await thrownBy(readForm(request));
      expect(response.status).toBe(415);
      expect(await response.text()).toBe("Format de requête non pris en charge : envoyez un formulaire.");
    }
  });

  it("refuses a multipart body without boundary (400) and other methods (405)", async () => {
    const noBoundary = await thrownBy(readForm(cartPost({ headers: { "Content-Type": "multipart/form-data" }, body: "x" })));
    expect(noBoundary.status).toBe(400);
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await thrownBy(readForm(new Request(`${ORIGIN}/cart`, { method, body: "intent=clear", headers: { "Content-Type": "application/x-www-form-urlencoded" } })));
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("GET, HEAD, POST");
    }
  });

  it("stops reading an oversized form at its limit (413), without a Content-Length to trust", async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(97);
    // A client sending 12 MB, slowly, with no Content-Length.
    const endless = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        sent += chunk.byteLength;
        if (sent > 200 * chunk.byteLength) controller.close();
        else controller.enqueue(chunk);
      },
    });
    // Node's fetch wants `duplex` for a streamed body; TypeScript's RequestInit does not know it yet.
    const init = { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: endless, duplex: "half" };
    const request = cartPost(init as RequestInit);
    const response = await thrownBy(readForm(request));
    // The answer came as soon as the limit passed, not after the whole body.
    expect(sent).toBeLessThan(BODY_LIMITS.form + 3 * chunk.byteLength);
    expect(response.status).toBe(413);
  });

  it("the cart action answers a JSON post with 415 and leaves the cart alone", async () => {
    const { action } = await import("~/routes/cart");
    const response = await thrownBy(
      action({ request: cartPost({ headers: { "Content-Type": "application/json" }, body: "{}" }), params: {}, context: {} }),
    );
    expect(response.status).toBe(415);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a field name with a list index no form sends (it would make conform build a list of billions), at once", async () => {
    const { action } = await import("~/routes/renoncer");
    const started = Date.now();
    const response = await thrownBy(
      action({
        request: new Request("http://shop.test/renoncer", { method: "POST", body: new URLSearchParams({ intent: "review", "items[4000000000]": "1" }) }),
        params: {},
        context: {},
      }),
    );
    expect(response.status).toBe(400);
    expect(Date.now() - started).toBeLessThan(5_000);
    const cookie = await signedInCookie();
    const admin = await runAction(post({ name: "Forgé", "top_notes[4000000000]": "x" }, { cookie, sub: "/parfums?nouveau" }));
    expect(statusOf(admin)).toBe(400);
  });
});

/** A Node request as the HTTP hook hands it to the gate. */
function nodeRequest(method: string, url: string, headers: Record<string, string>): IncomingMessage {
  return { method, url, headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])) } as IncomingMessage;
}

describe("the HTTP gate in front of Remix", () => {
  const form = { "content-type": "application/x-www-form-urlencoded", host: "127.0.0.1:3000" };

  it("answers other methods with 405, bodies that are not forms with 415, oversized ones with 413", () => {
    for (const method of ["PUT", "PATCH", "DELETE", "TRACE", "OPTIONS"]) {
      expect(gateRequest(nodeRequest(method, "/cart", form), { remoteAddress: "127.0.0.1" })?.refusal?.status).toBe(405);
    }
    const json = nodeRequest("POST", "/cart", { ...form, "content-type": "application/json" });
    expect(gateRequest(json, { remoteAddress: "127.0.0.1" })?.refusal?.status).toBe(415);
    const huge = nodeRequest("POST", "/cart", { ...form, "content-length": String(200 * 1024 * 1024) });
    expect(gateRequest(huge, { remoteAddress: "127.0.0.1" })?.refusal?.status).toBe(413);
    // The upload limit is for the admin's path only.
    const upload = nodeRequest("POST", `/${getConfig().adminPath}`, {
      ...form,
      "content-type": "multipart/form-data; boundary=x",
      "content-length": String(4 * 1024 * 1024),
    });
    expect(gateRequest(upload, { remoteAddress: "127.0.0.1" })?.refusal).toBeUndefined();
    const webhook = nodeRequest("POST", "/webhooks/stripe", { ...form, "content-type": "application/json" });
    expect(gateRequest(webhook, { remoteAddress: "127.0.0.1" })?.refusal).toBeUndefined();
  });

  it("refuses a foreign or null Origin with 403, in French", () => {
    for (const origin of ["https://evil.example", "null", "pas une url"]) {
      const verdict = gateRequest(nodeRequest("POST", "/cart", { ...form, origin }), { remoteAddress: "127.0.0.1" });
      expect(verdict?.refusal?.status).toBe(403);
      expect(verdict?.refusal?.body).toContain("Requête refusée : elle ne vient pas de la boutique.");
    }
    const same = gateRequest(nodeRequest("POST", "/cart", { ...form, origin: "http://127.0.0.1:3000" }), { remoteAddress: "127.0.0.1" });
    expect(same?.refusal).toBeUndefined();
  });

  it("behind a proxy that rewrites Host, accepts the PUBLIC_URL origin and tells Remix so", () => {
    env({ PUBLIC_URL: "https://www.maison-sillage.fr" });
    const req = nodeRequest("POST", "/cart", { ...form, origin: "https://www.maison-sillage.fr" });
    expect(gateRequest(req, { remoteAddress: "127.0.0.1" })?.refusal).toBeUndefined();
    expect(req.headers["x-forwarded-host"]).toBe("www.maison-sillage.fr");
  });

  it("believes X-Forwarded-* only when TRUST_PROXY says a proxy is in front", () => {
    const spoofed = nodeRequest("GET", "/", { "x-forwarded-for": "1.2.3.4", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" });
    const direct = { remoteAddress: "203.0.113.9" } as { remoteAddress: string; client?: string };
    const verdict = gateRequest(spoofed, direct);
    expect(direct.client).toBe("203.0.113.9");
    expect(spoofed.headers["x-forwarded-host"]).toBeUndefined();
    expect(verdict?.headers).toEqual([["X-Content-Type-Options", "nosniff"]]);

    env({ TRUST_PROXY: "true" });
    // The proxy appends the address it saw: the last hop is the only one it vouches for.
    const proxied = nodeRequest("GET", "/", { "x-forwarded-for": "1.2.3.4, 198.51.100.7", "x-forwarded-proto": "https" });
    const behind = { remoteAddress: "127.0.0.1" } as { remoteAddress: string; client?: string };
    const trusted = gateRequest(proxied, behind);
    expect(behind.client).toBe("198.51.100.7");
    expect(trusted?.headers).toContainEqual(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  });
});

describe("checkout throttle", () => {
  it(`lets one client start ${CHECKOUT_LIMIT.max} checkouts in ${CHECKOUT_LIMIT.windowMs / 60_000} minutes, then says why`, async () => {
    await resetShop();
    const cart = { lines: [{ id: (await productBySlug("bahia")).id, quantity: 1 }], promoCode: null };
    for (let i = 0; i < CHECKOUT_LIMIT.max; i++) await postCheckout(cart, {}, "192.0.2.200");
    const { toast } = await afterResponse(await postCheckout(cart, {}, "192.0.2.200"));
    expect(toast).toMatchObject({ title: "Trop de tentatives", type: "error" });
    expect(toast?.description).toMatch(/^Trop de commandes ont été lancées depuis votre connexion\. Réessayez dans \d+ minutes?\.$/);
    const other = await postCheckout(cart, {}, "192.0.2.201");
    expect(other.headers.get("Location")).toMatch(/^\/paiement-demo\//);
  });
});

describe("inputs", () => {
  it("safeRedirect refuses every scheme-relative trick", () => {
    for (const evil of ["//evil.example", "/\\evil.example", "/\t/evil.example", "/\n/evil.example", "/ /evil.example", "https://evil.example", "javascript:alert(1)", "/\u0000/evil"]) {
      expect(safeRedirect(evil, "/cart")).toBe("/cart");
    }
    expect(safeRedirect("/products/bahia?x=1#notes", "/cart")).toBe("/products/bahia?x=1#notes");
  });

  it("refuses impossible dates instead of shifting them", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ code: "NOEL", discount_type: "percentage", value: "10", starts_at: "2026-02-31" })) form.set(k, v);
    const result = parseWithZod(form, { schema: promoSchema });
    expect(result.status).toBe("error");
    expect(result.reply().error?.starts_at).toEqual(["Date invalide : ce jour n'existe pas (format AAAA-MM-JJ)"]);
    form.set("starts_at", "2028-02-29");
    expect(parseWithZod(form, { schema: promoSchema }).status).toBe("success");
  });

  it("refuses a price above what Stripe accepts", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: "Cher", price: "1000000", stock_quantity: "1", stock_status: "in_stock", families: "boise" })) form.set(k, v);
    expect(parseWithZod(form, { schema: productSchema }).reply().error?.price).toEqual(["Montant trop élevé : 999 999,99 € au maximum"]);
    form.set("price", "999999.99");
    expect(parseWithZod(form, { schema: productSchema }).status).toBe("success");
  });

  it("strips control characters from every text field, keeping line breaks where a field has lines", () => {
    const product = new FormData();
    for (const [k, v] of Object.entries({
      name: "Rose\u0000 \u001bNoire\u007f",
      full_description: "Ligne 1\nLigne\u0007 2",
      families: "floral",
      "top_notes[0]": "Berga\u0000mote",
      price: "10",
      stock_quantity: "1",
      stock_status: "in_stock",
    })) product.set(k, v);
    const parsed = parseWithZod(product, { schema: productSchema });
    expect(parsed.status === "success" && parsed.value).toMatchObject({ name: "Rose Noire", full_description: "Ligne 1\nLigne 2", top_notes: "Bergamote" });

    const collection = new FormData();
    collection.set("name", "Été\u0008");
    collection.set("slug", "ete");
    const c = parseWithZod(collection, { schema: collectionSchema });
    expect(c.status === "success" && c.value.name).toBe("Été");

    const customer = demoPaymentSchema("FR", (key) => FRENCH[key as keyof typeof FRENCH]).parse({
      email: "a@b.fr",
      name: "Claire\u0000 Martin",
      address: "12 rue\r\n des Rosiers",
      postalCode: "75004",
      city: "Paris\u0085",
      terms: true,
    });
    expect(customer).toMatchObject({ name: "Claire Martin", address: "12 rue des Rosiers", city: "Paris" });

    const identity = new FormData();
    identity.set("company_name", "Maison\u0000 Sillage");
    identity.set("address", "8 rue\u0007 de Sévigné\n75004 Paris");
    const i = parseWithZod(identity, { schema: identitySchema });
    expect(i.status === "success" && i.value.identity).toMatchObject({ company_name: "Maison Sillage", address: "8 rue de Sévigné\n75004 Paris" });

    const shipping = new FormData();
    shipping.set("zone_id", "1");
    shipping.set("name", "Express\u001b");
    shipping.set("delay_text", "24\u0000 h");
    shipping.set("price", "9.90");
    const m = parseWithZod(shipping, { schema: shippingMethodSchema });
    expect(m.status === "success" && m.value).toMatchObject({ name: "Express", delay_text: "24 h" });
  });

  it("a perfume saved with a collection that does not exist gets a field error, and nothing is written", async () => {
    const cookie = await signedInCookie();
    const { collections, products } = tables();
    const before = (await db().select().from(products)).length;
    const ghost = ((await db().select().from(collections).orderBy(asc(collections.id))).at(-1)?.id ?? 0) + 1000;
    const result = await runAction(
      post(
        { name: "Fantôme", price: "10", stock_quantity: "1", stock_status: "in_stock", families: "floral", collection_id: String(ghost) },
        { cookie, sub: "/parfums?nouveau" },
      ),
    );
    expect(statusOf(result)).toBe(400);
    expect(dataOf<{ result: { error: Record<string, string[]> } }>(result).result.error.collection_id).toEqual([
      "Cette collection n'existe plus : choisissez-en une autre",
    ]);
    expect(await db().select().from(products)).toHaveLength(before);
  });

  it("creates the database and the secrets readable by their owner only", () => {
    const mode = (file: string) => fs.statSync(file).mode & 0o777;
    // Asking for the engine opens the SQLite file; PostgreSQL keeps no file of ours.
    if (!isPostgres()) expect(mode(getConfig().databasePath)).toBe(0o600);
    const saved = { SESSION_SECRET: process.env.SESSION_SECRET, DATABASE_PATH: process.env.DATABASE_PATH };
    const dir = fs.mkdtempSync("/tmp/secrets-mode-");
    try {
      env({ SESSION_SECRET: undefined, DATABASE_PATH: `${dir}/data/shop.db` });
      getConfig();
      expect(mode(`${dir}/data/secrets.json`)).toBe(0o600);
      expect(mode(`${dir}/data`)).toBe(0o700);
    } finally {
      env(saved);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
