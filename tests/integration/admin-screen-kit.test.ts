import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, tables } from "~/lib/platform/database.server";
import { readToast } from "~/lib/platform/toast.server";
import * as collectionScreen from "~/routes/__collection-screen.server";
import * as perfumeScreen from "~/routes/__perfume-screen.server";
import * as promoScreen from "~/routes/__promo-screen.server";
import * as shippingScreen from "~/routes/__shipping-screen.server";
import * as vatRateScreen from "~/routes/__vat-rate-screen.server";
import { ADMIN_PATH, BASE, locationOf, post, runAction, signedInCookie, statusOf } from "./admin-helpers";

type Handler = (...args: never[]) => unknown;
type RouteModule = { loader?: Handler; action?: Handler };
type Kit = Record<string, Handler>;

/** The three screens built with the kit: their list, new-row dialog and lost row's words, and what they do. */
const SCREENS = [
  { list: "/codes-promo", fresh: "nouveau", missing: "Ce code promo n'existe plus.", kit: promoScreen as Kit, toggles: true, deletes: true },
  { list: "/collections", fresh: "nouvelle", missing: "Cette collection n'existe plus.", kit: collectionScreen as Kit, toggles: false, deletes: true },
  { list: "/livraison", fresh: "nouvelle", missing: "Ce mode de livraison n'existe plus.", kit: shippingScreen as Kit, toggles: true, deletes: false },
  {
    list: "/taux-tva",
    fresh: "nouveau",
    missing: "Ce taux n'existe plus ou s'applique déjà : ajoutez un nouveau taux avec sa date.",
    kit: vatRateScreen as Kit,
    toggles: false,
    deletes: true,
  },
];

/** Each route file of a screen, with the kit's loader and action it must export. */
function routesOf(screen: (typeof SCREENS)[number]): [string, string, string | null][] {
  const base = `$slug._admin.${screen.list.slice(1)}`;
  return [
    [base, "listLoader", screen.toggles ? "listAction" : null],
    [`${base}.${screen.fresh}`, "newLoader", "newAction"],
    [`${base}.$id`, "editLoader", "editAction"],
    ...(screen.deletes ? [[`${base}.$id_.supprimer`, "deleteLoader", "deleteAction"] as [string, string, string]] : []),
  ];
}

// Valid for each of the three forms (each reads its own fields), so only the forgery is refused.
const VALID = { name: "Intrus", code: "INTRUS", slug: "intrus", discount_type: "fixed", value: "5", price: "1", display_order: "1" };

async function snapshot() {
  const { collections, promo_codes, shipping_methods, vat_rates } = tables();
  return JSON.stringify([
    await db().select().from(collections).orderBy(asc(collections.id)),
    await db().select().from(promo_codes).orderBy(asc(promo_codes.id)),
    await db().select().from(shipping_methods).orderBy(asc(shipping_methods.id)),
    await db().select().from(vat_rates).orderBy(asc(vat_rates.id)),
  ]);
}

/** What the owner is shown: the status, where the browser goes, the toast or the 404's text. */
async function answer(response: unknown, screen: (typeof SCREENS)[number]) {
  const status = statusOf(response);
  if (!(response instanceof Response)) return { status };
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  const { toast } = await readToast(new Request(BASE, { headers: { Cookie: cookies.join("; ") } }));
  const text = status === 404 ? await response.text() : null;
  // The screen's own words become placeholders, so three screens refusing alike compare equal.
  const location = locationOf(response)?.replace(screen.list, "{list}") ?? null;
  return JSON.parse(JSON.stringify({ status, location, toast, text }).replaceAll(screen.missing, "{missing}"));
}

describe("the owner's list/new/edit/delete kit", () => {
  for (const screen of SCREENS) {
    it(`${screen.list}: every route module exports the kit's loader and action, nothing of its own`, async () => {
      for (const [file, loader, action] of routesOf(screen)) {
        const route = (await import(`../../app/routes/${file}.tsx`)) as RouteModule;
        expect(route.loader, `${file} loader`).toBe(screen.kit[loader]);
        expect(route.action, `${file} action`).toBe(action ? screen.kit[action] : undefined);
      }
    });
  }

  it("the screens' handlers are one code, the kit's", () => {
    for (const name of ["listLoader", "newLoader", "newAction", "editLoader", "editAction"]) {
      const [promo, ...others] = SCREENS.map((s) => String(s.kit[name]));
      for (const other of others) expect(other, name).toBe(promo);
    }
    expect(String(shippingScreen.listAction)).toBe(String(promoScreen.listAction));
    expect(String(collectionScreen.deleteAction)).toBe(String(promoScreen.deleteAction));
  });

  it("refuses a forged post the same way on all three: a wrong id, or no guard cookie, changes nothing", async () => {
    const cookie = await signedInCookie();
    const before = await snapshot();
    const refusals = [];
    for (const screen of SCREENS) {
      const forged: [string, Record<string, string>, string | undefined][] = [
        [`${screen.list}/999999`, VALID, cookie],
        [`${screen.list}/0`, VALID, cookie],
        [`${screen.list}/${screen.fresh}`, VALID, undefined],
        [`${screen.list}/1`, VALID, undefined],
      ];
      if (screen.toggles) {
        forged.push([screen.list, { id: "999999", active: "false" }, cookie], [screen.list, { id: "1 OR 1=1", active: "false" }, cookie]);
        forged.push([screen.list, { id: "1", active: "false" }, undefined]);
      }
      const answers = [];
      for (const [sub, fields, withCookie] of forged) answers.push(await answer(await runAction(post(fields, { sub, cookie: withCookie })), screen));
      refusals.push(answers);
    }
    const [promo, collection, shipping, vatRate] = refusals;
    expect(promo.slice(0, 4)).toEqual([
      { status: 404, location: null, toast: null, text: "{missing}" },
      { status: 404, location: null, toast: null, text: "{missing}" },
      { status: 302, location: `/${ADMIN_PATH}/connexion`, toast: null, text: null },
      { status: 302, location: `/${ADMIN_PATH}/connexion`, toast: null, text: null },
    ]);
    expect(collection).toEqual(promo.slice(0, 4));
    expect(vatRate).toEqual(promo.slice(0, 4));
    expect(shipping).toEqual(promo);
    expect(promo.slice(4)).toEqual([
      { status: 302, location: `/${ADMIN_PATH}{list}`, toast: { title: "Introuvable", description: "{missing}", type: "error" }, text: null },
      { status: 302, location: `/${ADMIN_PATH}{list}`, toast: { title: "Introuvable", description: "{missing}", type: "error" }, text: null },
      { status: 302, location: `/${ADMIN_PATH}/connexion`, toast: null, text: null },
    ]);
    expect(await snapshot()).toBe(before);
  });

  it("deleting a row already gone is the same toast on every screen that deletes", async () => {
    const cookie = await signedInCookie();
    const answers = [];
    for (const screen of SCREENS.filter((s) => s.deletes)) {
      answers.push(await answer(await runAction(post({}, { sub: `${screen.list}/999999/supprimer`, cookie })), screen));
    }
    const gone = { status: 302, location: `/${ADMIN_PATH}{list}`, toast: { title: "Introuvable", description: "{missing}", type: "error" }, text: null };
    expect(answers).toEqual([gone, gone, gone]);
  });

  it("the perfumes' deletion is the kit's, back at the list's page and search it was opened from", async () => {
    const route = (await import("../../app/routes/$slug._admin.parfums.$id_.supprimer.tsx")) as RouteModule;
    expect(route.loader).toBe(perfumeScreen.deleteLoader);
    expect(route.action).toBe(perfumeScreen.deleteAction);
    expect(String(perfumeScreen.deleteAction)).toBe(String(promoScreen.deleteAction));

    const cookie = await signedInCookie();
    const fields = { name: "Brume à supprimer", price: "45", stock_quantity: "4", stock_status: "in_stock", families: "floral" };
    expect(statusOf(await runAction(post(fields, { cookie, sub: "/parfums?nouveau" })))).toBe(302);
    const { products } = tables();
    const named = () => db().select().from(products).where(eq(products.name, "Brume à supprimer"));
    const [perfume] = await named();
    const deleted = await runAction(post({}, { cookie, sub: `/parfums/${perfume.id}/supprimer?q=brume&page=2` }));
    expect(locationOf(deleted)).toBe(`/${ADMIN_PATH}/parfums?q=brume&page=2`);
    const { toast } = await readToast(new Request(BASE, { headers: { Cookie: (deleted as Response).headers.getSetCookie().map((c) => c.split(";")[0]).join("; ") } }));
    expect(toast).toEqual({ title: "Parfum supprimé", description: "Brume à supprimer", type: "success" });
    expect(await named()).toEqual([]);
  });
});
