import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SHARED_PAGE } from "~/lib/platform/page-cache-control.server";
import { ADMIN_PATH, shopForTests } from "./server";

// Storefront answers that need no browser: status, bytes, redirects and headers, as sent.

const shop = shopForTests();
const get = (path: string, init?: RequestInit) => fetch(`${shop().url}${path}`, { redirect: "manual", ...init });

/** Every public page template, with the status and <title> the server sends, before any script runs. */
const PAGES: [path: string, status: number, title: string][] = [
  ["/", 200, "Accueil"],
  ["/collections", 200, "Nos Collections"],
  ["/collection-homme", 200, "Collection Homme"],
  ["/collection-femme", 200, "Collection Femme"],
  ["/collection-oud", 200, "Collection Oud"],
  ["/products/minuit-profond", 200, "Minuit Profond"],
  ["/about", 200, "Qui sommes-nous"],
  ["/contact", 200, "Contact"],
  ["/help", 200, "Aide"],
  ["/success", 200, "Paiement réussi"],
  ["/cancel", 200, "Paiement annulé"],
  ["/cart", 200, "Panier"],
  ["/collection-inexistante", 404, "Collection non trouvée"],
  ["/products/parfum-inexistant", 404, "Produit non trouvé"],
];

describe("pages as the server sends them", () => {
  it("a streamed page (the admin's sign-in, never cached) is whole for a browser and for a bot, with its nonce", async () => {
    for (const agent of ["Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0", "Googlebot/2.1 (+http://www.google.com/bot.html)"]) {
      const response = await get(`/${ADMIN_PATH}/connexion`, { headers: { "User-Agent": agent } });
      expect(response.status, agent).toBe(200);
      expect(response.headers.get("Content-Security-Policy"), agent).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
      expect(await response.text(), agent).toMatch(/<title>[^<]+ \| Maison Sillage<\/title>[\s\S]*<\/body><\/html>$/);
    }
  });

  it("every page is clean UTF-8 with no NUL byte, in French, under its title", async () => {
    for (const [path, status, title] of PAGES) {
      const response = await get(path);
      expect(response.status, path).toBe(status);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.indexOf(0), `NUL byte in ${path}`).toBe(-1);
      const html = new TextDecoder("utf-8", { fatal: true }).decode(body);
      expect(html, path).toMatch(/^<!DOCTYPE html><html lang="fr"/);
      expect(html, path).toContain(`<title>${title} | Maison Sillage</title>`);
    }
  });

  it("a perfume in three formats opens on its default 50 ml: the price, the checked format and the first offer of its JSON-LD agree", async () => {
    const html = await (await get("/products/magie-noir")).text();
    expect(html).toMatch(/data-testid="product-price">39,95\s€/);
    // The checked radio is the one the add-to-cart form posts.
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*\/><span><span class="font-medium">50 ml<\/span>/);
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);
    expect(jsonLd.offers[0]).toMatchObject({ name: "50 ml", price: "39.95", url: "/products/magie-noir?format=50ml" });
    expect(jsonLd.offers.map((o: { name: string }) => o.name).sort()).toEqual(["10 ml", "100 ml", "50 ml"]);
  });

  it("/collections with the seeded catalogue weighs under 40 KB of HTML, its filters sent once (decision 120)", async () => {
    const html = await (await get("/collections")).text();
    expect(Buffer.byteLength(html)).toBeLessThan(40 * 1024);
    expect(html.match(/aria-label="Filtres"/g)).toHaveLength(1);
    // Every family, note, format, price and stock choice is still offered.
    expect(html.match(/class="facet[ "]/g)!.length).toBeGreaterThan(25);
    // A choice is a link only where it changes the list: every perfume has a bottle under 50 €,
    // three have one between 50 and 100 €.
    expect(html).toContain('href="/collections?prix=50-100"');
    expect(html).not.toContain('href="/collections?prix=0-50"');
    expect(html).toMatch(/<span class="facet text-ink\/70">Moins de 50 €<span>\d+</);
  });

  it("/collection-fruitee redirects to /collections", async () => {
    const response = await get("/collection-fruitee");
    expect(response.status).toBeGreaterThanOrEqual(301);
    expect(response.status).toBeLessThanOrEqual(308);
    expect(new URL(response.headers.get("location")!, shop().url).pathname).toBe("/collections");
  });

  it("a wrong admin path looks like an unknown collection", async () => {
    const response = await get(`/${ADMIN_PATH}x`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Collection non trouvée");
  });

  it("a page rendered whole lists the hashes of exactly its inline scripts, the same bytes for all; a repeat visit gets a 304", async () => {
    const responses = await Promise.all([1, 2, 3].map(() => get("/products/minuit-profond")));
    const bodies = await Promise.all(responses.map((r) => r.text()));
    // Served from the render cache: one document, one policy, which a shared cache may keep together.
    expect(new Set(bodies).size).toBe(1);
    const csp = responses[0].headers.get("content-security-policy") ?? "";
    expect(responses.map((r) => r.headers.get("content-security-policy"))).toEqual([csp, csp, csp]);
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";
    expect(scriptSrc).not.toMatch(/nonce|unsafe-inline/);
    const listed = [...csp.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]);
    const inline = [...bodies[0].matchAll(/<script(?![^>]*\ssrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => `sha256-${createHash("sha256").update(m[1]).digest("base64")}`,
    );
    expect(inline.length).toBeGreaterThan(2);
    expect(new Set(listed)).toEqual(new Set(inline));
    expect(bodies[0]).not.toContain("nonce=");

    const etag = responses[0].headers.get("etag");
    expect(etag).toMatch(/^W\/".+"$/);
    expect(responses.map((r) => r.headers.get("etag"))).toEqual([etag, etag, etag]);
    expect(responses[0].headers.get("cache-control")).toBe(SHARED_PAGE);
    const repeat = await get("/products/minuit-profond", { headers: { "If-None-Match": etag! } });
    expect(repeat.status).toBe(304);
    expect((await repeat.arrayBuffer()).byteLength).toBe(0);
  });

  it("a streamed page (the admin's) carries a new nonce on every response and every script", async () => {
    const responses = await Promise.all([1, 2, 3].map(() => get(`/${ADMIN_PATH}/connexion`)));
    const nonces = responses.map((response) => {
      const csp = response.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, csp).toBeTruthy();
      expect(csp).not.toContain("sha256-");
      return nonce!;
    });
    expect(new Set(nonces).size).toBe(3);
    const bodies = await Promise.all(responses.map((r) => r.text()));
    bodies.forEach((body, i) => {
      const scripts = [...body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script).toContain(`nonce="${nonces[i]}"`);
    });
    expect(responses[0].headers.get("cache-control")).toContain("no-store");
  });
});

describe("what the shopper is told before deciding (decisions 107, 141)", () => {
  // The notice of Regulation (EU) 2025/1960 in its official words, and the QR code's address as a link.
  const NOTICE = /data-testid="legal-guarantee-notice"[\s\S]*?Protection offerte par la[\s\S]*?href="https:\/\/europa\.eu\/youreurope\/garanties"/;

  it("a product page shows the legal guarantee notice and each format's price per 100 ml", async () => {
    const html = (await (await get("/products/magie-noir")).text()).replace(/\u202f|&nbsp;|\u00a0/g, " ");
    expect(html).toMatch(NOTICE);
    // 39,95 € for 50 ml: 79,90 € / 100 ml, beside the format's price and under the page's price.
    expect(html).toMatch(/data-testid="format-unit-price">\(79,90 € \/ 100 ml\)/);
    expect(html).toMatch(/data-testid="product-unit-price">soit 79,90 € \/ 100 ml/);
  });

  /** Adds a perfume's default format as the no-JS form does; returns the cart's cookie. */
  async function cartCookieWith(slug: string) {
    const product = await (await get(`/products/${slug}`)).text();
    const formatId = /name="formatId" value="(\d+)"/.exec(product)![1];
    const productId = /name="productId" value="(\d+)"/.exec(product)![1];
    const added = await get("/cart", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "add", productId, formatId, redirectTo: "/cart" }),
    });
    const cookie = (added.headers.get("set-cookie") ?? "").split(";")[0];
    expect(cookie).toMatch(/^__cart=/);
    return cookie;
  }

  it("the cart page without JavaScript points to the notice before « Commander »", async () => {
    const cookie = await cartCookieWith("minuit-profond");
    const html = await (await get("/cart", { headers: { Cookie: cookie } })).text();
    expect(html).toMatch(/data-testid="legal-guarantee-link"[\s\S]*?garantie légale minimale de deux ans[\s\S]*?href="\/garantie-legale"/);
    expect(html.indexOf('data-testid="legal-guarantee-link"')).toBeLessThan(html.indexOf(">Commander</button>"));
    expect(await (await get("/garantie-legale")).text()).toMatch(NOTICE);
  });

  it("a page's data carries a cart only for a shopper who chose something (issue 33)", async () => {
    // The hydration data as Remix streams it; the root's entry names its fields once.
    const data = (html: string) => html.match(/streamController\.enqueue\((".*?")\);<\/script>/)![1];
    const anonymous = data(await (await get("/collection-homme")).text());
    expect(anonymous).toContain('\\"cart\\"');
    expect(anonymous).not.toContain("shippingCents");
    expect(anonymous).not.toContain("Livraison standard");

    const cookie = await cartCookieWith("minuit-profond");
    const withCart = data(await (await get("/collection-homme", { headers: { Cookie: cookie } })).text());
    expect(withCart).toContain("shippingCents");
    expect(withCart).toContain("Minuit Profond");
  });

  it("a listing card shows the price per 100 ml of the price it shows", async () => {
    const html = (await (await get("/collections")).text()).replace(/\u202f|&nbsp;|\u00a0/g, " ");
    expect(html).toMatch(/class="card-unit">\d+,\d\d € \/ 100 ml/);
  });

  it("the CGV page frames the D211-2 guarantee box under its title", async () => {
    const html = await (await get("/cgv")).text();
    expect(html).toMatch(
      /<section aria-label="Garanties légales de conformité et des vices cachés" class="[^"]*border-2[^"]*"><h2[^>]*>Garanties légales de conformité et des vices cachés<\/h2>[\s\S]*?Le consommateur dispose d(?:'|&#x27;)un délai de deux ans à compter de la délivrance du bien/,
    );
  });
});
