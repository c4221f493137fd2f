import { createRequire } from "node:module";
import type { AgnosticRouteObject } from "@remix-run/router";
import { UNSAFE_flatRoutes as flatRoutes } from "@remix-run/dev";
import { describe, expect, it } from "vitest";
import { hasEnglish } from "~/lib/i18n/lang";
import config, { ENGLISH_ROUTES } from "../../remix.config.js";

// The server runs the CommonJS build of @remix-run/router, the file patches/ changes (decision 070).
const router = createRequire(import.meta.url)("@remix-run/router") as typeof import("@remix-run/router");

type Entry = { id: string; parentId?: string; path?: string; index?: boolean; file: string };

/** The route table as the compiler builds it: the file routes, then remix.config.js's over them by id. */
async function routeTable(): Promise<Record<string, Entry>> {
  const files = flatRoutes("app", config.ignoredRouteFiles) as Record<string, Entry>;
  const own = (await (config.routes as () => Promise<Record<string, Entry>>)());
  return { ...files, ...own };
}

function tree(table: Record<string, Entry>, parentId = "root"): AgnosticRouteObject[] {
  return Object.values(table)
    .filter((route) => (route.parentId ?? "root") === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path }
        : { id: route.id, path: route.path, children: tree(table, route.id) },
    );
}

const leaf = async (path: string) => {
  const matches = router.matchRoutes([{ id: "root", path: "", children: tree(await routeTable()) }], path);
  return matches?.at(-1)?.route.id ?? null;
};

describe("the route table: English under /en, one module for both languages (decision 167)", () => {
  it("gives every listed route the optional en segment, and no other route", async () => {
    const table = await routeTable();
    expect(ENGLISH_ROUTES).toEqual(expect.arrayContaining(["routes/_index", "routes/$"]));
    for (const route of Object.values(table)) {
      const english = ENGLISH_ROUTES.includes(route.id);
      expect(route.path?.startsWith("en?") ?? false, route.id).toBe(english);
    }
  });

  it("gives the back-office none: the admin's parent, frame, screens and sign-in stay French only", async () => {
    const admin = Object.values(await routeTable()).filter((route) => route.id.startsWith("routes/$slug"));
    expect(admin.length).toBeGreaterThan(40);
    for (const route of admin) expect(route.path ?? "", route.id).not.toContain("en?");
  });

  it("declares no route module twice", async () => {
    const files = Object.values(await routeTable()).map((route) => route.file);
    expect(files.length).toBeGreaterThan(80);
    expect(new Set(files).size).toBe(files.length);
  });

  it("sends /en to the home, other English addresses to the 404, and keeps every French address", async () => {
    const cases: [string, string][] = [
      ["/", "routes/_index"],
      ["/en", "routes/_index"],
      ["/en/", "routes/_index"],
      ["/en/nope/deeper", "routes/$"],
      // The legal pages (step 7): the same module in both languages.
      ["/en/cgv", "routes/cgv"],
      ["/en/mentions-legales", "routes/mentions-legales"],
      ["/en/confidentialite", "routes/confidentialite"],
      ["/en/retractation", "routes/retractation"],
      ["/en/accessibilite", "routes/accessibilite"],
      ["/cgv", "routes/cgv"],
      // Not English yet: the 404 under /en, the French page as before.
      ["/en/garantie-legale", "routes/$"],
      ["/en/avis-clients", "routes/$"],
      ["/en/renoncer", "routes/$"],
      ["/en/products/minuit-profond", "routes/$"],
      // The purchase, English since step 8.
      ["/en/cart", "routes/cart"],
      ["/en/checkout", "routes/checkout"],
      ["/en/paiement-demo/MS-ABCDE-FGHJK", "routes/paiement-demo.$reference"],
      ["/en/commande/confirmation/MS-ABCDE-FGHJK", "routes/commande.confirmation.$reference"],
      ["/en/success", "routes/success"],
      ["/en/cancel", "routes/cancel"],
      ["/en/admin-0123456789abcdefghij", "routes/$"],
      ["/en/admin-0123456789abcdefghij/connexion", "routes/$"],
      ["/en/admin-0123456789abcdefghij/parfums", "routes/$"],
      ["/collections", "routes/collections"],
      ["/collection-homme", "routes/collection-homme"],
      ["/ma-collection", "routes/$slug"],
      ["/admin-0123456789abcdefghij/connexion", "routes/$slug.connexion"],
      ["/nope/deeper", "routes/$"],
    ];
    for (const [path, id] of cases) expect(await leaf(path), path).toBe(id);
  });

  it("lang.ts names the same English pages as the table", async () => {
    // Each French path lang.ts calls English is answered under /en by the same module as in French.
    for (const path of ["/", "/collections", "/cart", "/checkout", "/success", "/cancel", "/paiement-demo/MS-ABCDE-FGHJK", "/commande/confirmation/MS-ABCDE-FGHJK", "/suivi-commande", "/panier/retrouver/jeton", "/cgv", "/mentions-legales", "/confidentialite", "/retractation", "/accessibilite", "/garantie-legale", "/avis-clients", "/renoncer", "/products/minuit-profond", "/ma-collection"]) {
      const english = (await leaf(path === "/" ? "/en" : `/en${path}`)) === (await leaf(path));
      expect(hasEnglish(path), path).toBe(english);
    }
  });
});
