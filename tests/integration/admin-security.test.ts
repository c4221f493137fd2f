import fs from "node:fs";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ADMIN_SESSION_TTL_MS } from "~/lib/auth/session.server";
import { db, tables, withTransaction } from "~/lib/platform/database.server";
import { ADMIN_PATH, EMAIL, PASSWORD, dataOf, locationOf, post, runAction, runLoader, signedInCookie, statusOf } from "./admin-helpers";

async function snapshot() {
  const { collections, products, promo_codes, vat_rates } = tables();
  return JSON.stringify([
    await db().select().from(products).orderBy(asc(products.id)),
    await db().select().from(collections).orderBy(asc(collections.id)),
    await db().select().from(promo_codes).orderBy(asc(promo_codes.id)),
    await db().select().from(vat_rates).orderBy(asc(vat_rates.id)),
  ]);
}

function uploadedFiles() {
  const dir = path.join(process.env.UPLOADS_DIR!, "product-images");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** Every admin form post there is: [screen, fields]. */
const posts = async (): Promise<[string, Record<string, string>][]> => {
  const { products, promo_codes } = tables();
  const [{ id: perfume }] = await db().select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(1);
  const [{ id: promo }] = await db().select({ id: promo_codes.id }).from(promo_codes).orderBy(asc(promo_codes.id)).limit(1);
  return [
    ["/parfums?nouveau", { name: "Intrus", price: "1", stock_quantity: "1", stock_status: "in_stock" }],
    [`/parfums/${perfume}`, { name: "Intrus", price: "1", stock_quantity: "1", stock_status: "in_stock" }],
    [`/parfums/${perfume}/supprimer`, {}],
    ["/parfums/best-sellers", { intent: "add", productId: String(perfume) }],
    ["/parfums/best-sellers", { intent: "remove", productId: String(perfume) }],
    ["/parfums", { intent: "fix-prices" }],
    ["/collections/nouvelle", { name: "Intrus", slug: "intrus", display_order: "1" }],
    ["/collections/1", { name: "Intrus", slug: "intrus", display_order: "1" }],
    ["/collections/1/supprimer", {}],
    ["/codes-promo/nouveau", { code: "INTRUS", discount_type: "percentage", value: "50", is_active: "on" }],
    [`/codes-promo/${promo}`, { code: "INTRUS", discount_type: "percentage", value: "50", is_active: "on" }],
    ["/codes-promo", { id: String(promo), active: "false" }],
    [`/codes-promo/${promo}/supprimer`, {}],
    ["/taux-tva/nouveau", { country: "FR", rate: "5", valid_from: "2099-01-01" }],
    ["/taux-tva/1", { country: "FR", rate: "5", valid_from: "2099-01-01" }],
    ["/taux-tva/1/supprimer", {}],
    ["/deconnexion", {}],
  ];
};

beforeEach(async () => {
  const { rate_limit_hits } = tables();
  await withTransaction((tx) => tx.delete(rate_limit_hits));
});

describe("admin guard", () => {
  it("every action without a session, with a forged or revoked cookie, or at a wrong path changes nothing", async () => {
    const valid = await signedInCookie();
    const forged = valid.replace(/=.{6}/, "=AAAAAA");
    const revoked = await signedInCookie();
    const { admin_sessions, promo_codes } = tables();
    const revokedId: string = JSON.parse(atob(decodeURIComponent(revoked.split("=")[1].split(".")[0])));
    await withTransaction(async (tx) => {
      await tx.delete(admin_sessions).where(eq(admin_sessions.id, revokedId));
      await tx.insert(promo_codes).values({ code: "GARDE", discount_type: "fixed", discount_value: 100 });
    });
    const before = await snapshot();
    for (const [sub, fields] of await posts()) {
      for (const cookie of [undefined, forged, revoked]) {
        const response = await runAction(post(fields, { cookie, sub }));
        expect(statusOf(response), sub).toBe(302);
        expect(locationOf(response)).toBe(`/${ADMIN_PATH}/connexion`);
      }
      const wrong = await runAction(post(fields, { cookie: valid, path: `${ADMIN_PATH}x${sub}` }));
      expect(statusOf(wrong), sub).toBe(404);
    }
    const upload = await runAction(post({ imageFile: new Blob([PNG], { type: "image/png" }) }, { multipart: true, sub: "/images" }));
    expect(statusOf(upload)).toBe(302);
    expect(uploadedFiles()).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it("/{ADMIN_PATH} leads to the sign-in without a session, to the perfumes with one; a wrong path is an unknown collection", async () => {
    expect(locationOf(await runLoader(ADMIN_PATH))).toBe(`/${ADMIN_PATH}/connexion`);
    expect(statusOf(await runLoader(`${ADMIN_PATH}/connexion`))).toBe(200);
    const wrong = await runLoader(`${ADMIN_PATH}x`);
    expect(statusOf(wrong)).toBe(404);
    expect(dataOf(wrong)).toEqual({ collection: null });
    const cookie = await signedInCookie();
    expect(locationOf(await runLoader(ADMIN_PATH, cookie))).toBe(`/${ADMIN_PATH}/tableau-de-bord`);
    expect(dataOf(await runLoader(`${ADMIN_PATH}/layout`, cookie))).toMatchObject({ email: EMAIL });
  });

  it("expired sessions are refused", async () => {
    const cookie = await signedInCookie();
    const { admin_sessions } = tables();
    await withTransaction((tx) => tx.update(admin_sessions).set({ expires_at: new Date(Date.now() - ADMIN_SESSION_TTL_MS) }));
    expect(locationOf(await runLoader(`${ADMIN_PATH}/parfums`, cookie))).toBe(`/${ADMIN_PATH}/connexion`);
  });
});

describe("sign-in", () => {
  it("asks for both fields, refuses a bad password, and signs in", async () => {
    await signedInCookie();
    const missing = await runAction(post({ email: EMAIL, password: "" }));
    expect(dataOf(missing)).toMatchObject({ error: { title: "Erreur", description: "Veuillez remplir tous les champs" } });
    const bad = await runAction(post({ email: EMAIL, password: "mauvais-mot" }));
    expect(statusOf(bad)).toBe(401);
    expect(dataOf(bad)).toMatchObject({ error: { title: "Erreur de connexion", description: "Email ou mot de passe incorrect." } });
    const good = (await runAction(post({ email: EMAIL, password: PASSWORD }))) as Response;
    expect(good.status).toBe(302);
    const cookies = good.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith("__admin="))).toMatch(/HttpOnly; SameSite=Lax/);
    const session = cookies.find((c) => c.startsWith("__admin="))!.split(";")[0];
    expect(good.headers.get("Location")).toBe(`/${ADMIN_PATH}/tableau-de-bord`);
    expect(statusOf(await runLoader(`${ADMIN_PATH}/parfums`, session))).toBe(200);
    const logout = (await runAction(post({}, { cookie: session, sub: "/deconnexion" }))) as Response;
    expect(logout.status).toBe(302);
    expect(locationOf(await runLoader(`${ADMIN_PATH}/parfums`, session))).toBe(`/${ADMIN_PATH}/connexion`);
  });

});

describe("image upload", () => {
  async function upload(bytes: Uint8Array, name: string, type: string) {
    const cookie = await signedInCookie();
    return runAction(post({ imageFile: new File([Buffer.from(bytes)], name, { type }) }, { cookie, multipart: true, sub: "/images" }));
  }

  it("stores a real PNG under a generated name and serves it with its type", async () => {
    const result = await upload(PNG, "../../etc/passwd.png", "image/png");
    const { url } = dataOf<{ url: string }>(result);
    expect(url).toMatch(/^\/uploads\/product-images\/\d{13}-[a-z0-9]{12}-1x1\.png$/);
    const { loader } = await import("~/routes/uploads.$");
    const served = (await loader({ request: new Request(`http://shop.test${url}`), params: { "*": url.replace("/uploads/", "") }, context: {} })) as Response;
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
  });

  it("refuses a renamed non-image, an SVG and a 6 MB file", async () => {
    const before = uploadedFiles().length;
    const renamed = await upload(new TextEncoder().encode("#!/bin/sh\necho pwned\n"), "photo.png", "image/png");
    expect(statusOf(renamed)).toBe(400);
    expect(dataOf(renamed)).toMatchObject({ url: null, error: "Veuillez sélectionner un fichier image valide" });
    const svg = await upload(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "a.svg", "image/svg+xml");
    expect(dataOf(svg)).toMatchObject({ url: null, error: "Veuillez sélectionner un fichier image valide" });
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG.subarray(0, 16));
    const tooBig = await upload(big, "big.png", "image/png");
    expect(statusOf(tooBig)).toBe(413);
    expect(dataOf(tooBig)).toMatchObject({ error: "L'image ne doit pas dépasser 5MB" });
    expect(uploadedFiles().length).toBe(before);
  });

  it("never serves a path outside the uploads folder", async () => {
    const { loader } = await import("~/routes/uploads.$");
    for (const splat of ["product-images/../../data/secrets.json", "../shop.db", "product-images/%2e%2e%2fsecrets.json", "product-images/1700000000000-abcdefabcdef.svg"]) {
      await expect(loader({ request: new Request("http://shop.test/uploads/x"), params: { "*": splat }, context: {} })).rejects.toMatchObject({ status: 404 });
    }
  });
});
