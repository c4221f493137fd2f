import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVATE_PAGE, SHARED_FRESH_SECONDS, SHARED_PAGE, SHARED_STALE_SECONDS } from "~/lib/platform/page-cache-control.server";
import { freePort } from "../free-port";
import { requireBinary, startNginx, type Proxy } from "./nginx";
import { ADMIN_PATH, startShop, type RunningShop } from "./server";

/**
 * The shared cache of deploy/nginx/cache.conf (decision 097), run for real in front of the built
 * shop: anonymous pages come from it, a change reaches shoppers within the stated time, and nothing
 * a shopper's cookies shaped is ever stored or served to another.
 */
requireBinary("nginx");

let shop: RunningShop;
let proxy: Proxy;

beforeAll(async () => {
  const port = await freePort();
  shop = await startShop({ TRUST_PROXY: "true", PUBLIC_URL: `http://127.0.0.1:${port}` });
  proxy = await startNginx(shop.port, port, { cache: true });
}, 90_000);

afterAll(async () => {
  proxy?.child.kill("SIGTERM");
  await shop?.stop();
});

function database() {
  return new Database(path.join(shop.dir, "shop.db"), { fileMustExist: true });
}

async function get(pathname: string, cookie?: string) {
  const response = await fetch(`${proxy.url}${pathname}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  return {
    status: response.status,
    cache: response.headers.get("x-cache-status"),
    cacheControl: response.headers.get("cache-control"),
    csp: response.headers.get("content-security-policy") ?? "",
    setCookies: response.headers.getSetCookie(),
    html: (await response.text()).replace(/\s/g, " "),
  };
}

function post(pathname: string, body: Record<string, string>, cookie?: string) {
  return fetch(`${proxy.url}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: proxy.url, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(body),
  });
}

/** The name=value pairs of a response's Set-Cookie headers, as a browser would send them back. */
const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(";", 1)[0]).join("; ");

describe("the nginx shared cache in front of the shop", () => {
  it("serves an anonymous page from the cache, with the policy that matches its scripts", async () => {
    const first = await get("/collections");
    const second = await get("/collections");
    expect(first.cacheControl).toBe(SHARED_PAGE);
    expect([first.cache, second.cache]).toEqual(["MISS", "HIT"]);
    expect(second.html).toBe(first.html);
    expect(second.csp).toBe(first.csp);
    expect(second.csp).not.toContain("nonce");
    expect(second.setCookies).toEqual([]);
  });

  it(`shows a price change within the stated ${SHARED_FRESH_SECONDS} + ${SHARED_STALE_SECONDS} seconds`, async () => {
    await get("/products/bahia");
    expect((await get("/products/bahia")).cache).toBe("HIT");
    const db = database();
    db.prepare("update product_formats set price_cents = 5432 where is_default = 1 and product_id = (select id from products where slug = 'bahia')").run();
    db.close();
    const changedAt = Date.now();
    // The shop would show it at once (decision 040): the cache is what keeps the old page.
    const cached = await get("/products/bahia");
    expect(cached.cache).toBe("HIT");
    expect(cached.html).not.toContain("54,32 €");

    let page = cached;
    while (!page.html.includes("54,32 €") && Date.now() - changedAt < (SHARED_FRESH_SECONDS + SHARED_STALE_SECONDS + 2) * 1000) {
      await sleep(500);
      page = await get("/products/bahia");
    }
    expect(page.html).toContain("54,32 €");
    expect(Date.now() - changedAt).toBeLessThanOrEqual((SHARED_FRESH_SECONDS + SHARED_STALE_SECONDS + 1) * 1000);
  }, 60_000);

  it("a shopper's cart and flash message reach only that shopper, even in parallel with others", async () => {
    const db = database();
    const { id } = db.prepare("select id from products where slug = 'minuit-profond'").get() as { id: number };
    db.close();
    await Promise.all([get("/"), get("/cart")]);

    const added = await post("/cart", { intent: "add", productId: String(id) });
    expect(added.status).toBe(302);
    const withToast = cookieHeader(added.headers.getSetCookie());
    expect(withToast).toMatch(/__cart=.*__toast=/);
    const cart = cookieHeader(added.headers.getSetCookie().filter((c) => c.startsWith("__cart=")));

    const [shopper, ...others] = await Promise.all([get("/cart", withToast), get("/cart"), get("/cart"), get("/")]);
    expect(shopper.cache).toBe("BYPASS");
    expect(shopper.cacheControl).toBe(PRIVATE_PAGE);
    expect(shopper.html).toContain("Produit ajouté");
    expect(shopper.html).toContain("Panier, 1 article");
    // Clearing the flash message sets a cookie: that answer is stored by no one.
    expect(shopper.setCookies.some((c) => c.startsWith("__toast="))).toBe(true);

    // The shopper browses on while other shoppers load the same pages, all at once.
    const [shopperPages, laterOthers] = await Promise.all([
      Promise.all(["/cart", "/", "/cart"].map((pathname) => get(pathname, cart))),
      Promise.all(["/cart", "/", "/cart", "/"].map((pathname) => get(pathname))),
    ]);
    for (const page of shopperPages) {
      expect(page.cache).toBe("BYPASS");
      expect(page.html).toContain("Panier, 1 article");
    }
    others.push(...laterOthers);
    for (const page of others) {
      expect(page.status).toBe(200);
      expect(page.cache).toBe("HIT");
      expect(page.setCookies).toEqual([]);
      expect(page.html).toContain("Panier, 0 article");
      expect(page.html).not.toContain("Produit ajouté");
    }
    expect(others.find((page) => page.html.includes("Votre panier est vide"))).toBeDefined();
  });

  it("never stores the admin, an order's page, a form post or a client navigation's data", async () => {
    for (let i = 0; i < 2; i++) {
      const success = await get("/success?order=MS-INCONNUE");
      expect(success.status).toBe(200);
      expect(success.cacheControl).toContain("no-store");
      expect(success.cache).not.toBe("HIT");

      const signIn = await get(`/${ADMIN_PATH}/connexion`);
      expect(signIn.status).toBe(200);
      expect(signIn.cacheControl).toContain("no-store");
      expect(signIn.cache).not.toBe("HIT");

      const cleared = await post("/cart", { intent: "clear" });
      expect(cleared.status).toBe(302);
      expect(cleared.headers.get("x-cache-status")).not.toBe("HIT");

      const data = await get("/products/bahia.data");
      expect(data.status).toBe(200);
      expect(data.cacheControl).toBe(PRIVATE_PAGE);
      expect(data.cache).not.toBe("HIT");
    }
  });
});
