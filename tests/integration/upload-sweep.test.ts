import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { sweepUploads, SWEEP_GRACE_MS } from "~/lib/catalog/upload-sweep.server";
import { storeProductImage, uploadStem } from "~/lib/catalog/uploads.server";
import { db, tables, withTransaction } from "~/lib/platform/database.server";
import { post, runAction, signedInCookie, statusOf } from "./admin-helpers";
import { describeEachStore } from "./upload-stores";

const stemOf = (url: string) => uploadStem(path.basename(url));
const later = () => Date.now() + SWEEP_GRACE_MS + 60_000;

async function perfume(slug: string) {
  const { products } = tables();
  const [row] = await db().select().from(products).where(eq(products.slug, slug));
  return row;
}

async function perfumeNamed(name: string) {
  const { products } = tables();
  const [row] = await db().select().from(products).where(eq(products.name, name));
  return row;
}

let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 700, height: 500, channels: 3, background: { r: 20, g: 60, b: 90 } } }).png().toBuffer();
});

describeEachStore("uploaded images nothing points at are removed after the grace period", (uploads) => {
  /** Every stored file of one upload: its fallback and each variant. */
  const filesOf = async (url: string) => (await uploads.names()).filter((name) => name.startsWith(`${stemOf(url)}-`));

  it("keeps a main image and a gallery photo, removes an abandoned upload with all its variants", async () => {
    const { product_images, products } = tables();
    const bahia = await perfume("bahia");
    const main = await storeProductImage(png);
    await withTransaction((tx) => tx.update(products).set({ image_url: main }).where(eq(products.id, bahia.id)));
    const photo = await storeProductImage(png);
    const [row] = await withTransaction((tx) =>
      tx.insert(product_images).values({ product_id: bahia.id, url: photo, alt: "Le flacon" }).returning(),
    );
    const abandoned = await storeProductImage(png);
    await uploads.writeForeign("notes.txt", "pas une image de la boutique");
    const abandonedFiles = await filesOf(abandoned);
    expect(abandonedFiles.length).toBeGreaterThan(2);

    // Within the grace period nothing goes: its form may still be about to save it.
    expect((await sweepUploads()).removed).toEqual([]);

    const swept = await sweepUploads(later());
    expect(swept.removed.sort()).toEqual(abandonedFiles.sort());
    expect(await filesOf(abandoned)).toEqual([]);
    expect(swept.bytes).toBeGreaterThan(0);
    for (const name of swept.removed) expect(await uploads.bytes(name), name).toBeNull();
    expect((await filesOf(main)).length).toBeGreaterThan(2);
    expect((await filesOf(photo)).length).toBeGreaterThan(2);
    expect(await uploads.bytes("notes.txt")).not.toBeNull();

    // The photo removed from the gallery: its files go at the next sweep, the main image stays.
    await withTransaction((tx) => tx.delete(product_images).where(eq(product_images.id, row.id)));
    const photoFiles = await filesOf(photo);
    const next = await sweepUploads(later());
    expect(next.removed.sort()).toEqual(photoFiles.sort());
    expect(await filesOf(photo)).toEqual([]);
    expect((await filesOf(main)).length).toBeGreaterThan(2);
  });

  it("never deletes an image a stored value names as a full address, on any host (issue 18, defect 4)", async () => {
    const { product_images, products } = tables();
    const [bahia, rose] = [await perfume("bahia"), await perfume("rose-merveilleuse")];
    const pasted = await storeProductImage(png);
    const photo = await storeProductImage(png);
    const inBucket = await storeProductImage(png);
    // The object's address under a bucket's public URL (S3_PUBLIC_URL), as "copy image address" gives it.
    const bucketAddress = `https://images.example.fr/boutique${inBucket.replace("/uploads", "")}`;
    await withTransaction(async (tx) => {
      await tx.update(products).set({ image_url: `https://boutique.example.fr${pasted}` }).where(eq(products.id, bahia.id));
      await tx.insert(product_images).values([
        { product_id: rose.id, url: `http://localhost:3000${photo}?v=2`, alt: "Le flacon" },
        { product_id: rose.id, url: bucketAddress, alt: "Le coffret" },
      ]);
    });
    await sweepUploads(later());
    expect((await filesOf(pasted)).length).toBeGreaterThan(2);
    expect((await filesOf(photo)).length).toBeGreaterThan(2);
    expect((await filesOf(inBucket)).length).toBeGreaterThan(2);
  });

  it("the perfume form keeps a pasted full address of one of the shop's uploads as the shop's own path", async () => {
    const stored = await storeProductImage(png);
    const cookie = await signedInCookie();
    const name = `Brume Collée ${uploads.kind}`;
    const fields = { name, price: "42", stock_quantity: "3", stock_status: "in_stock", families: "floral", image_url: `https://boutique.example.fr${stored}` };
    expect(statusOf(await runAction(post(fields, { cookie, sub: "/parfums?nouveau" })))).toBe(302);
    const saved = await perfumeNamed(name);
    expect(saved.image_url).toBe(stored);
    const fromBucket = `http://127.0.0.1:9000/boutique${stored.replace("/uploads", "")}`;
    expect(statusOf(await runAction(post({ ...fields, name: `${name} S3`, image_url: fromBucket }, { cookie, sub: "/parfums?nouveau" })))).toBe(302);
    expect((await perfumeNamed(`${name} S3`)).image_url).toBe(stored);
    const foreign = "https://images.example.com/flacon.jpg";
    expect(statusOf(await runAction(post({ ...fields, name: `${name} ailleurs`, image_url: foreign }, { cookie, sub: "/parfums?nouveau" })))).toBe(302);
    expect((await perfumeNamed(`${name} ailleurs`)).image_url).toBe(foreign);
  });

  it("does nothing when no image was ever uploaded", async () => {
    await uploads.clear();
    expect(await sweepUploads(later())).toEqual({ removed: [], bytes: 0 });
  });
});
