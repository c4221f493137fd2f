import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { MAX_PHOTOS } from "~/lib/catalog/photos.server";
import { uploadStem } from "~/lib/catalog/uploads.server";
import { db, tables } from "~/lib/platform/database.server";
import { dataOf, locationOf, post, runAction, runLoader, ADMIN_PATH, signedInCookie, statusOf } from "./admin-helpers";
import { describeEachStore } from "./upload-stores";

type Reply = { intent: string; photoId: number | null; result: { error: Record<string, string[]>; initialValue: Record<string, string> } };

let cookie: string;
let png: File;

beforeAll(async () => {
  cookie = await signedInCookie();
  const bytes = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 120, g: 40, b: 90 } } }).png().toBuffer();
  png = new File([bytes], "flacon.png", { type: "image/png" });
});

/** Each store's run works on a perfume of its own, whose gallery starts empty. */
const PERFUME_OF = { disque: "bahia", S3: "minuit-profond" };

describeEachStore("a perfume's photos, managed without JavaScript", (uploads) => {
  let perfume: { id: number; slug: string };
  beforeAll(async () => {
    const { products } = tables();
    [perfume] = await db().select({ id: products.id, slug: products.slug }).from(products).where(eq(products.slug, PERFUME_OF[uploads.kind]));
  });
  const sub = () => `/parfums/${perfume.id}/photos`;
  const send = (fields: Record<string, string | Blob>, multipart = false) =>
    runAction(post(fields, { cookie, sub: sub(), multipart }));
  const gallery = () => {
    const { product_images } = tables();
    return db().select().from(product_images).where(eq(product_images.product_id, perfume.id)).orderBy(product_images.position);
  };
  const storedStems = async () => new Set((await uploads.names()).map(uploadStem));
  it("adds a photo with its text, re-encoded like every upload, and back to the dialog", async () => {
    const result = await send({ intent: "add", alt: "Le flacon sur un drapé de soie", imageFile: png }, true);
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe(`/${ADMIN_PATH}${sub()}`);
    const [photo] = await gallery();
    expect(photo).toMatchObject({ alt: "Le flacon sur un drapé de soie", position: 0 });
    expect(photo.url).toMatch(/^\/uploads\/product-images\/\d{13}-[a-z0-9]{12}-400x400\.jpg$/);
    expect(await uploads.bytes(path.basename(photo.url))).not.toBeNull();
  });

  it("refuses a photo without its text or without a file, keeping what was typed, writing nothing", async () => {
    const before = (await gallery()).length;
    const storedBefore = await uploads.names();
    const noAlt = await send({ intent: "add", alt: "  ", imageFile: png }, true);
    expect(statusOf(noAlt)).toBe(400);
    expect(dataOf<Reply>(noAlt).result.error.alt).toEqual(["Décrivez la photo en quelques mots (texte alternatif)"]);
    const noFile = await send({ intent: "add", alt: "Vue de profil" }, true);
    expect(dataOf<Reply>(noFile).result.error.file).toEqual(["Choisissez une image à ajouter."]);
    expect(dataOf<Reply>(noFile).result.initialValue.alt).toBe("Vue de profil");
    const notImage = await send({ intent: "add", alt: "Vue", imageFile: new File(["texte"], "x.png", { type: "image/png" }) }, true);
    expect(dataOf<Reply>(notImage).result.error.file).toEqual(["Veuillez sélectionner un fichier image valide"]);
    expect(await gallery()).toHaveLength(before);
    expect(await uploads.names()).toEqual(storedBefore);
  });

  it("edits a text, moves photos and deletes one; another perfume's photo is out of reach", async () => {
    await send({ intent: "add", alt: "Deuxième", imageFile: png }, true);
    const [first, second] = await gallery();
    expect(statusOf(await send({ intent: "alt", photoId: String(first.id), alt: "Flacon\u0007 ambré" }))).toBe(302);
    expect((await gallery())[0].alt).toBe("Flacon ambré");
    await send({ intent: "up", photoId: String(second.id) });
    expect((await gallery()).map((p) => p.id)).toEqual([second.id, first.id]);
    await send({ intent: "down", photoId: String(second.id) });
    expect((await gallery()).map((p) => p.id)).toEqual([first.id, second.id]);

    const { products } = tables();
    const [other] = await db().select({ id: products.id }).from(products).where(eq(products.slug, "el-jedha"));
    const foreign = await runAction(post({ intent: "delete", photoId: String(first.id) }, { cookie, sub: `/parfums/${other.id}/photos` }));
    expect(statusOf(foreign)).toBe(302);
    expect(await gallery()).toHaveLength(2);

    await send({ intent: "delete", photoId: String(second.id) });
    expect((await gallery()).map((p) => p.id)).toEqual([first.id]);
  });

  it(`holds at ${MAX_PHOTOS} photos even when uploads arrive together`, async () => {
    const stemsBefore = await storedStems();
    const sends = Array.from({ length: MAX_PHOTOS + 3 }, (_, i) => send({ intent: "add", alt: `Photo ${i}`, imageFile: png }, true));
    const statuses = (await Promise.all(sends)).map(statusOf);
    expect(await gallery()).toHaveLength(MAX_PHOTOS);
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThanOrEqual(3);
    // The refused uploads' files are gone at once; only the added photos' remain.
    const added = [...(await storedStems())].filter((stem) => !stemsBefore.has(stem)).sort();
    const addedPhotos = (await gallery()).map((p) => uploadStem(path.basename(p.url))).filter((stem) => !stemsBefore.has(stem)).sort();
    expect(added).toEqual(addedPhotos);
  });

  it("the product page's loader sends the gallery in order, after the main image", async () => {
    const page = await import("~/routes/products.$id");
    const result = await page.loader({ params: { id: perfume.slug }, request: new Request("http://shop.test/"), context: {} } as never);
    const { photos } = dataOf<{ photos: { url: string; alt: string }[] }>(result);
    expect(photos.map((p) => p.alt)).toEqual((await gallery()).map((p) => p.alt));
    expect(Object.keys(photos[0]).sort()).toEqual(["alt", "url"]);
  });

  it("the dialog's loader answers 404 for a perfume that does not exist", async () => {
    const missing = await runLoader(`${ADMIN_PATH}/parfums/999999/photos`, cookie);
    expect(statusOf(missing)).toBe(404);
  });
});
