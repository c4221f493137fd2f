import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumLaunchOptions } from "../../scripts/lib/chromium.mjs";
import { found, rendered, telling } from "./rendered-check";
import { ADMIN_PATH, shopForTests } from "./server";

// The English home, its addresses and its headers as the built shop sends them (decision 167,
// docs/i18n-plan.md step 3).

const shop = shopForTests();
const get = (path: string, init?: RequestInit) => fetch(`${shop().url}${path}`, { redirect: "manual", ...init });
const ALTERNATES = (origin: string) =>
  `<${origin}/>; rel="alternate"; hreflang="fr", <${origin}/en>; rel="alternate"; hreflang="en", <${origin}/>; rel="alternate"; hreflang="x-default"`;

describe("/en, the home in English", () => {
  it('is lang="en" with English meta; / stays French', async () => {
    const en = await (await get("/en")).text();
    expect(en).toContain('<html lang="en">');
    expect(en).toContain("<title>Home | Maison Sillage</title>");
    expect(en).toContain('<meta name="description" content="Maison Sillage: perfumes that leave a lasting impression.');
    expect(en).toContain("Perfumes that Leave a Lasting Impression");
    const fr = await (await get("/")).text();
    expect(fr).toContain('<html lang="fr">');
    expect(fr).toContain("<title>Accueil | Maison Sillage</title>");
  });

  it("names its canonical address and its fr, en and x-default alternates in a Link header; a French-only page and a 404 none", async () => {
    const origin = shop().url;
    expect((await get("/")).headers.get("Link")).toBe(`<${origin}/>; rel="canonical", ${ALTERNATES(origin)}`);
    expect((await get("/en")).headers.get("Link")).toBe(`<${origin}/en>; rel="canonical", ${ALTERNATES(origin)}`);
    expect((await get("/collections")).headers.get("Link")).toBeNull();
    expect((await get("/en/nope")).headers.get("Link")).toBeNull();
  });

  it("is cached like /: the same Cache-Control and Vary, nothing added for the language", async () => {
    const fr = await get("/", { headers: { "Accept-Encoding": "br" } });
    const en = await get("/en", { headers: { "Accept-Encoding": "br" } });
    expect(en.status).toBe(200);
    expect(en.headers.get("Cache-Control")).toBe(fr.headers.get("Cache-Control"));
    expect(en.headers.get("Vary")).toBe(fr.headers.get("Vary"));
    expect(en.headers.get("Vary")).not.toMatch(/Accept-Language|Cookie/i);
    expect(en.headers.get("ETag")).toBeTruthy();
  });

  it("shows the switcher to the other language on both homes, with hreflang and lang, and on no French-only page", async () => {
    const fr = await (await get("/?utm_source=x")).text();
    expect(fr.match(/<a href="\/en\?utm_source=x" hreflang="en" lang="en"[^>]*>English<\/a>/gi)).toHaveLength(2);
    const en = await (await get("/en")).text();
    expect(en.match(/<a href="\/" hreflang="fr" lang="fr"[^>]*>Français<\/a>/gi)).toHaveLength(2);
    expect(await (await get("/collections")).text()).not.toMatch(/>English<\/a>/);
  });

  it("links a page not yet English to the French page, marked hreflang=\"fr\", and the home to /en", async () => {
    const en = await (await get("/en")).text();
    // React writes the attribute « hrefLang »: HTML's names ignore case.
    const links = en.match(/<a [^>]*>/g) ?? [];
    const to = (path: string) => links.filter((link) => link.includes(`href="${path}"`));
    expect(to("/collections").length).toBeGreaterThan(2);
    for (const path of ["/collections", "/garantie-legale", "/about", "/products/minuit-profond", "/cart"]) {
      for (const link of to(path)) expect(link, path).toMatch(/ hreflang="fr"/i);
    }
    expect(en).toMatch(/<a [^>]*href="\/en"/);
  });

  it("leads the footer's legal links of an English page to the English legal pages (step 7), the French page's to the French ones", async () => {
    const en = await (await get("/en")).text();
    const fr = await (await get("/")).text();
    for (const path of ["/mentions-legales", "/cgv", "/retractation", "/confidentialite", "/accessibilite"]) {
      expect(en, path).toMatch(new RegExp(`<a href="/en${path}"(?![^>]*hreflang)[^>]*>`));
      expect(en, path).not.toContain(`href="${path}"`);
      expect(fr, path).toMatch(new RegExp(`<a href="${path}"[^>]*>`));
    }
  });

  it("serves each legal page in English under /en with English meta, its alternates, and the French page as before", async () => {
    const origin = shop().url;
    const pages: [string, string, string, string][] = [
      ["/mentions-legales", "Mentions légales", "Legal notice", "Maison Sillage&#x27;s legal notice: publisher"],
      ["/cgv", "Conditions générales de vente", "General terms and conditions of sale", "Maison Sillage&#x27;s general terms and conditions of sale"],
      ["/confidentialite", "Politique de confidentialité", "Privacy policy", "Personal data and cookies at Maison Sillage"],
      ["/retractation", "Droit de rétractation", "Right of withdrawal", "Maison Sillage&#x27;s withdrawal form"],
      ["/accessibilite", "Déclaration d&#x27;accessibilité", "Accessibility statement", "Accessibility of the Maison Sillage website"],
    ];
    for (const [path, frTitle, enTitle, enDescription] of pages) {
      const en = await get(`/en${path}`);
      expect(en.status, path).toBe(200);
      const html = await en.text();
      expect(html, path).toContain('<html lang="en">');
      expect(html, path).toContain(`<title>${enTitle} | Maison Sillage</title>`);
      expect(html, path).toContain(`<meta name="description" content="${enDescription}`);
      expect(html, path).toContain(`<h1 class="mt-2 text-4xl md:text-5xl">${enTitle}</h1>`);
      expect(en.headers.get("Link"), path).toBe(
        `<${origin}/en${path}>; rel="canonical", <${origin}${path}>; rel="alternate"; hreflang="fr", <${origin}/en${path}>; rel="alternate"; hreflang="en", <${origin}${path}>; rel="alternate"; hreflang="x-default"`,
      );
      const fr = await (await get(path)).text();
      expect(fr, path).toContain('<html lang="fr">');
      expect(fr, path).toContain(`<title>${frTitle} | Maison Sillage</title>`);
    }
    const form = await (await get("/en/retractation")).text();
    expect(form).toContain("I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*),");
    expect(form).toContain("(*) Delete as appropriate.");
    // A link to a page not yet English leads to the French one, marked.
    expect(form).toMatch(/<a [^>]*href="\/renoncer"[^>]*hreflang="fr"|<a [^>]*hreflang="fr"[^>]*href="\/renoncer"/i);
    const terms = await (await get("/en/cgv")).text();
    expect(terms).toMatch(/<a [^>]*href="\/en\/retractation"/);
    expect(terms).toContain("12. Languages of the contract");
  });

  it("answers /en/{ADMIN_PATH}, its sign-in and its screens exactly as an unknown English page", async () => {
    // The 404 is streamed with a fresh nonce and request id each time: the rest must be byte for byte the same.
    const answer = async (path: string) => {
      const response = await get(path);
      const headers = Object.fromEntries([...response.headers].filter(([name]) => !["date", "content-security-policy", "x-request-id"].includes(name)));
      const body = (await response.text()).replace(/nonce="[^"]+"/g, 'nonce=""');
      return { status: response.status, headers, body };
    };
    const unknown = await answer("/en/page-inconnue");
    expect(unknown.status).toBe(404);
    for (const path of [`/en/${ADMIN_PATH}`, `/en/${ADMIN_PATH}/connexion`, `/en/${ADMIN_PATH}/tableau-de-bord`]) {
      const admin = await answer(path);
      expect(admin.status, path).toBe(unknown.status);
      expect(admin.headers, path).toEqual(unknown.headers);
      expect(admin.body === unknown.body, path).toBe(true);
      expect(admin.body).not.toContain("connexion");
    }
  });

  it("lists / and /en in the sitemap, each with the fr, en and x-default alternates", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const origin = shop().url;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const links = `<xhtml:link rel="alternate" hreflang="fr" href="${origin}/"/><xhtml:link rel="alternate" hreflang="en" href="${origin}/en"/><xhtml:link rel="alternate" hreflang="x-default" href="${origin}/"/>`;
    expect(xml).toContain(`<url><loc>${origin}/</loc>${links}</url>`);
    expect(xml).toContain(`<url><loc>${origin}/en</loc>${links}</url>`);
    expect(xml).toContain(`<url><loc>${origin}/collections</loc></url>`);
    const cgv = `<xhtml:link rel="alternate" hreflang="fr" href="${origin}/cgv"/><xhtml:link rel="alternate" hreflang="en" href="${origin}/en/cgv"/><xhtml:link rel="alternate" hreflang="x-default" href="${origin}/cgv"/>`;
    expect(xml).toContain(`<url><loc>${origin}/en/cgv</loc>${cgv}</url>`);
    expect(xml).not.toContain(`${origin}/en/collections`);
  });
});

describe("decision 170's rendered check on / and /en, and the legal pages", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("the English home shows no French text of the catalogues, the French home no English one", async () => {
    const en = await rendered(browser, `${shop().url}/en`, "fr");
    for (const text of telling("fr", "en")) expect(found(en, text), text).toBe(false);
    const fr = await rendered(browser, `${shop().url}/`, "en");
    for (const text of telling("en", "fr")) expect(found(fr, text), text).toBe(false);
    expect(en).toContain("Our best-sellers");
    expect(fr).toContain("Nos best-sellers");
  });

  it("each English legal page shows no French text of the catalogues, each French legal page no English one", async () => {
    for (const path of ["/mentions-legales", "/cgv", "/confidentialite", "/retractation", "/accessibilite"]) {
      const en = await rendered(browser, `${shop().url}/en${path}`, "fr");
      for (const text of telling("fr", "en")) expect(found(en, text), `/en${path}: ${text}`).toBe(false);
      const fr = await rendered(browser, `${shop().url}${path}`, "en");
      for (const text of telling("en", "fr")) expect(found(fr, text), `${path}: ${text}`).toBe(false);
    }
  });
});
