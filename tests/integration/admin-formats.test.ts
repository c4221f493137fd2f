import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_STAYS_ACTIVE } from "~/lib/catalog/format-writes.server";
import { perfumeForForm } from "~/lib/admin/products.server";
import { getProduct } from "~/lib/catalog/catalog.server";
import { formatName } from "~/lib/catalog/formats";
import { isPurchasable } from "~/lib/catalog/product-rules";
import { SHOWN_COUNT_MISSING } from "~/lib/platform/owner-counts";
import { db, tables } from "~/lib/platform/database.server";
import { ADMIN_PATH, dataOf, locationOf, post, runAction, runLoader, signedInCookie, statusOf } from "./admin-helpers";
import { afterResponse, checkoutAndPay, formatOf, productBySlug, resetShop, write } from "./checkout-helpers";

type Reply = { intent: string; formatId: number | null; result: { error: Record<string, string[]>; initialValue: Record<string, string> } };

let cookie: string;
let perfume: { id: number; slug: string };

beforeAll(async () => {
  cookie = await signedInCookie();
  const { products } = tables();
  [perfume] = await db().select({ id: products.id, slug: products.slug }).from(products).where(eq(products.slug, "reve-azur"));
});

const sub = () => `/parfums/${perfume.id}/formats`;
const send = (fields: Record<string, string>, path = sub()) => runAction(post(fields, { cookie, sub: path }));
const formats = () => {
  const { product_formats } = tables();
  return db().select().from(product_formats).where(eq(product_formats.product_id, perfume.id)).orderBy(product_formats.position);
};
const fields = (values: Record<string, string>) => ({ stock_status: "in_stock", is_active: "on", ...values });

describe("a perfume's formats, managed without JavaScript", () => {
  it("adds a 100 ml and a refill after the default 50 ml; the shop shows them at once", async () => {
    const added = await send(fields({ intent: "add", volume_ml: "100", price: "59,90", stock_quantity: "12" }));
    expect(statusOf(added)).toBe(302);
    expect(locationOf(added)).toBe(`/${ADMIN_PATH}${sub()}`);
    await send(fields({ intent: "add", label: "Recharge", price: "45", stock_quantity: "5", ean: "4006381333931" }));
    expect((await formats()).map((f) => [formatName(f), f.price_cents, f.stock_quantity, f.is_default])).toEqual([
      ["50 ml", 3995, 50, true],
      ["100 ml", 5990, 12, false],
      ["Recharge", 4500, 5, false],
    ]);
    expect((await getProduct(perfume.slug))!.formats.map(formatName)).toEqual(["50 ml", "100 ml", "Recharge"]);
  });

  it("refuses a format without volume nor label, a bad price or EAN, with the message beside the field", async () => {
    const before = (await formats()).length;
    const refused = await send(fields({ intent: "add", price: "abc", stock_quantity: "-1", ean: "123" }));
    expect(statusOf(refused)).toBe(400);
    const { error } = dataOf<Reply>(refused).result;
    expect(error.price).toEqual(["Indiquez un prix en euros, par exemple 59.00"]);
    expect(error.stock_quantity).toEqual(["La quantité doit être un nombre entier positif"]);
    expect(error.ean).toEqual(["Un EAN compte 13 chiffres"]);
    expect(dataOf<Reply>(refused).result.initialValue.price).toBe("abc");
    const unnamed = await send(fields({ intent: "add", price: "20", stock_quantity: "1" }));
    expect(dataOf<Reply>(unnamed).result.error.volume_ml).toEqual(["Indiquez un volume en ml ou un libellé (Recharge, Coffret…)"]);
    expect(await formats()).toHaveLength(before);
  });

  it("edits a format (its price enters the history), deactivates it and reorders; the default stays active", async () => {
    const [fifty, hundred] = await formats();
    const shown = String(hundred.stock_quantity);
    const saved = await send(fields({ intent: "save", formatId: String(hundred.id), volume_ml: "100", price: "64,90", stock_quantity: "0", stock_shown: shown }));
    expect(statusOf(saved)).toBe(302);
    // No bottle left: not for sale (isInStock), and « En stock » stays the owner's choice for the next restock.
    expect((await formats())[1]).toMatchObject({ price_cents: 6490, stock_quantity: 0, stock_status: "in_stock" });
    const { price_changes } = tables();
    const history = await db().select().from(price_changes).where(eq(price_changes.format_id, hundred.id));
    expect(history.map((h) => h.price_cents)).toEqual([5990, 6490]);

    await send({ intent: "save", formatId: String(hundred.id), volume_ml: "100", price: "64,90", stock_quantity: "0", stock_shown: "0", stock_status: "in_stock" });
    expect((await formats())[1].is_active).toBe(false);
    expect((await getProduct(perfume.slug))!.formats.map(formatName)).toEqual(["50 ml", "Recharge"]);

    const defaultOff = await send({ intent: "save", formatId: String(fifty.id), volume_ml: "50", price: "39,95", stock_quantity: "50", stock_shown: "50", stock_status: "in_stock" });
    expect(statusOf(defaultOff)).toBe(400);
    expect(dataOf<Reply>(defaultOff).result.error.is_active).toEqual([DEFAULT_STAYS_ACTIVE]);

    await send({ intent: "down", formatId: String(fifty.id) });
    expect((await formats()).map(formatName)).toEqual(["100 ml", "50 ml", "Recharge"]);
  });

  it("the default format edited here is what the perfume dialog shows as its price, stock and content (decision 105)", async () => {
    const fifty = (await formats()).find((f) => f.is_default)!;
    await send(fields({ intent: "save", formatId: String(fifty.id), volume_ml: "50", price: "42", stock_quantity: "7", stock_shown: String(fifty.stock_quantity) }));
    expect(await perfumeForForm({ id: String(perfume.id) })).toMatchObject({
      price_cents: 4200,
      stock_quantity: 7,
      content: "50 ml",
    });
  });

  it("formats added and moved at the same moment each keep a place of their own", async () => {
    const adds = ["Miniature", "Coffret", "Vaporisateur de sac"].map((label) =>
      send(fields({ intent: "add", label, price: "20", stock_quantity: "1" })),
    );
    expect((await Promise.all(adds)).map(statusOf)).toEqual([302, 302, 302]);
    const added = await formats();
    expect(new Set(added.map((f) => f.position)).size).toBe(added.length);
    const last = added[added.length - 1];
    await Promise.all([send({ intent: "up", formatId: String(last.id) }), send({ intent: "up", formatId: String(last.id) })]);
    const moved = await formats();
    expect(moved.map((f) => f.position)).toEqual(moved.map((_, i) => i));
    expect(moved.findIndex((f) => f.id === last.id)).toBe(added.length - 3);
  });

  it("a format of another perfume, a forged id or an unknown intent changes nothing", async () => {
    const { products } = tables();
    const [other] = await db().select({ id: products.id }).from(products).where(eq(products.slug, "bahia"));
    const [first] = await formats();
    const foreign = await send(fields({ intent: "save", formatId: String(first.id), volume_ml: "5", price: "1", stock_quantity: "1" }), `/parfums/${other.id}/formats`);
    expect(statusOf(foreign)).toBe(302);
    expect((await formats())[0]).toEqual(first);
    expect(statusOf(await send({ intent: "up", formatId: "999999" }))).toBe(302);
    expect(statusOf(await send({ intent: "supprimer", formatId: String(first.id) }))).toBe(400);
    expect(statusOf(await runLoader(`${ADMIN_PATH}/parfums/999999/formats`, cookie))).toBe(404);
  });
});

describe("a formats page left open while shoppers buy (decision 100)", () => {
  let magie: number;
  let shown: number;
  const big = () => formatOf("magie-noir", 100);
  // The owner's form as the page showed it before the sale: the 100 ml at 59 € and `shown` bottles.
  const saveBig = async (values: Record<string, string>) =>
    runAction(
      post(
        fields({ intent: "save", formatId: String((await big()).id), volume_ml: "100", price: "59", stock_quantity: String(shown), stock_shown: String(shown), ...values }),
        { cookie, sub: `/parfums/${magie}/formats` },
      ),
    );
  const bottles = async (quantity: number) => ({ lines: [{ id: magie, formatId: (await big()).id, quantity }], promoCode: null });

  beforeEach(async () => {
    await resetShop();
    magie = (await productBySlug("magie-noir")).id;
    shown = (await big()).stock_quantity;
  });

  it("a price changed on a page opened before a sale keeps the sale: 20 shown, 2 sold, 18 left", async () => {
    expect(shown).toBe(20);
    await checkoutAndPay(await bottles(2));
    const saved = await saveBig({ price: "64" });
    expect(statusOf(saved)).toBe(302);
    expect(await big()).toMatchObject({ price_cents: 6400, stock_quantity: 18 });
    const { toast } = await afterResponse(saved as Response);
    expect(toast?.description).toBe("Format enregistré. Le stock avait changé entre-temps : il est maintenant de 18.");
  });

  it("the last bottles paid while the owner saves a price stay sold, whichever comes first", async () => {
    const id = (await big()).id;
    await write((tx, { product_formats }) => tx.update(product_formats).set({ stock_quantity: 2 }).where(eq(product_formats.id, id)));
    shown = 2;
    const [saved] = await Promise.all([saveBig({ price: "64" }), checkoutAndPay(await bottles(2))]);
    expect(statusOf(saved)).toBe(302);
    const after = await big();
    expect(after).toMatchObject({ price_cents: 6400, stock_quantity: 0 });
    expect(isPurchasable(after)).toBe(false);
  });

  it("the owner's restock and a sale at the same moment both count: 20 shown, 25 typed, 2 sold, 23 left", async () => {
    const [saved] = await Promise.all([saveBig({ stock_quantity: "25" }), checkoutAndPay(await bottles(2), "198.51.100.7")]);
    expect(statusOf(saved)).toBe(302);
    expect((await big()).stock_quantity).toBe(23);
  });

  it("an owner's count lowered below what was sold meanwhile stops at 0", async () => {
    await checkoutAndPay(await bottles(2));
    // 20 shown, 1 typed (19 broken in the stockroom), 2 sold meanwhile: nothing is left, not -1.
    expect(statusOf(await saveBig({ stock_quantity: "1" }))).toBe(302);
    expect((await big()).stock_quantity).toBe(0);
  });

  it("refuses a form that does not say which stock it showed, beside the field, keeping what was typed", async () => {
    const withoutShown = fields({ intent: "save", formatId: String((await big()).id), volume_ml: "100", price: "64", stock_quantity: "30" });
    const refused = await runAction(post(withoutShown, { cookie, sub: `/parfums/${magie}/formats` }));
    expect(statusOf(refused)).toBe(400);
    const { error, initialValue } = dataOf<Reply>(refused).result;
    expect(error.stock_quantity).toEqual([SHOWN_COUNT_MISSING]);
    expect(initialValue).toMatchObject({ price: "64", stock_quantity: "30" });
    expect(await big()).toMatchObject({ price_cents: 5900, stock_quantity: 20 });
  });
});
