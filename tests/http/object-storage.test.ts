import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type S3Server } from "../fakes/s3-server";
import { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_PATH, startShop, type RunningShop } from "./server";

let s3: S3Server;
let shop: RunningShop;
/** The bucket's public address, as S3_PUBLIC_URL gives it (s3rver serves objects to anyone). */
let publicBase: string;

beforeAll(async () => {
  s3 = await startS3Server();
  publicBase = `${s3.endpoint}/${s3.bucket}`;
  shop = await startShop({ ...s3.env, S3_PUBLIC_URL: publicBase });
}, 90_000);

afterAll(async () => {
  await shop?.stop();
  await s3?.close();
});

async function adminCookie(): Promise<string> {
  const signIn = await fetch(`${shop.url}/${ADMIN_PATH}/connexion`, {
    method: "POST",
    body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    redirect: "manual",
  });
  expect(signIn.status).toBe(302);
  return signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("the built shop with its uploads in an S3 bucket that has a public URL", () => {
  it("says at start where images go", () => {
    expect(shop.output()).toContain(`Images : bucket S3 « ${s3.bucket} » (${new URL(s3.endpoint).host}), servies depuis ${publicBase}`);
  });

  it("stores an admin's upload in the bucket and points the pages at the bucket's address", async () => {
    const cookie = await adminCookie();
    const jpeg = await sharp({ create: { width: 700, height: 500, channels: 3, background: { r: 40, g: 20, b: 70 } } }).jpeg().toBuffer();
    const form = new FormData();
    form.set("imageFile", new File([jpeg], "flacon.jpg", { type: "image/jpeg" }));
    const upload = await fetch(`${shop.url}/${ADMIN_PATH}/images`, { method: "POST", body: form, headers: { Cookie: cookie } });
    expect(upload.status).toBe(200);
    const { url } = (await upload.json()) as { url: string };
    const name = path.basename(url);

    const object = (await s3.object(`product-images/${name}`))!;
    expect(object.contentType).toBe("image/jpeg");
    expect(object.cacheControl).toBe("public, max-age=31536000, immutable");
    expect((await s3.keys("product-images/")).length).toBeGreaterThan(2);

    const fields = { name: "Brume du Seau", price: "42", stock_quantity: "3", stock_status: "in_stock", families: "floral", image_url: url };
    const created = await fetch(`${shop.url}/${ADMIN_PATH}/parfums?nouveau`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(created.status).toBe(302);

    const page = await fetch(`${shop.url}/products/brume-du-seau`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`src="${publicBase}/product-images/${name}"`);
    const srcsets = [...html.matchAll(/srcSet="([^"]+)"/gi)].map((m) => m[1]);
    expect(srcsets.length).toBeGreaterThan(0);
    for (const entry of srcsets.flatMap((s) => s.split(", "))) expect(entry.startsWith(`${publicBase}/product-images/`), entry).toBe(true);
    expect(page.headers.get("Content-Security-Policy")).toContain(`img-src 'self' data: blob: https: ${s3.endpoint};`);

    // What a browser fetches: the bucket's public address, the stored bytes and type.
    const fromBucket = await fetch(`${publicBase}/product-images/${name}`);
    expect(fromBucket.status).toBe(200);
    expect(fromBucket.headers.get("Content-Type")).toBe("image/jpeg");
    expect((await bytesOf(fromBucket)).equals(object.bytes)).toBe(true);
    // The shop's own path still answers (older links, a bucket turned private), from the bucket.
    const fromShop = await fetch(`${shop.url}${url}`);
    expect(fromShop.headers.get("Content-Type")).toBe("image/jpeg");
    expect((await bytesOf(fromShop)).equals(object.bytes)).toBe(true);
  });
});
