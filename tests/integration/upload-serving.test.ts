import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { responsiveImage } from "~/lib/catalog/product-image";
import { NOT_STORED, storeProductImage, UploadError } from "~/lib/catalog/uploads.server";
import { resetConfigForTests } from "~/lib/platform/config.server";
import { freePort } from "../free-port";
import { describeEachStore, servedUpload } from "./upload-stores";

const get = servedUpload;

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await sharp({ create: { width: 500, height: 400, channels: 3, background: { r: 90, g: 30, b: 60 } } }).jpeg().toBuffer();
});

describeEachStore("an upload is served through /uploads/, whichever store holds it", (uploads) => {
  it("with the stored bytes, their type and a year's cache, variants included", async () => {
    const url = await storeProductImage(jpeg);
    const webp = responsiveImage(url)!.sources.find((s) => s.type === "image/webp")!.srcSet.split(" ")[0];
    for (const [file, type] of [[url, "image/jpeg"], [webp, "image/webp"]]) {
      const response = await get(file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("Content-Type")).toBe(type);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.equals((await uploads.bytes(path.basename(file)))!)).toBe(true);
      expect(Number(response.headers.get("Content-Length"))).toBe(body.byteLength);
    }
  });

  it("answers 404 for a name it could have made but did not store, and for any other name", async () => {
    expect((await get("/uploads/product-images/1700000000000-abcdefabcdef-10x10.jpg")).status).toBe(404);
    await uploads.writeForeign("notes.txt", "pas une image");
    expect((await get("/uploads/product-images/notes.txt")).status).toBe(404);
    expect((await get("/uploads/autre/1700000000000-abcdefabcdef.png")).status).toBe(404);
  });
});

describe("a bucket that does not answer", () => {
  const variables = { S3_ENDPOINT: "", S3_BUCKET: "boutique-images", S3_ACCESS_KEY_ID: "cle", S3_SECRET_ACCESS_KEY: "secret" };
  afterEach(() => {
    for (const name of Object.keys(variables)) delete process.env[name];
    resetConfigForTests();
  });

  it("refuses the upload with a French message the form can show, instead of failing the request", async () => {
    Object.assign(process.env, variables, { S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` });
    resetConfigForTests();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(storeProductImage(jpeg)).rejects.toThrow(new UploadError(NOT_STORED));
    expect(logged).toHaveBeenCalledWith("Enregistrement de l'image impossible", expect.anything());
    logged.mockRestore();
  });

  it("answers 503 for an image it cannot read now, not a 500 nor a 404 a cache would keep", async () => {
    Object.assign(process.env, variables, { S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` });
    resetConfigForTests();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await get("/uploads/product-images/1700000000000-abcdefabcdef-10x10.jpg");
    expect(response.status).toBe(503);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(logged).toHaveBeenCalledWith("Lecture de l'image impossible", expect.anything());
    logged.mockRestore();
  });
});
