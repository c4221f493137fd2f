import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { expect, it } from "vitest";
import { TOO_MANY_PIXELS } from "~/lib/catalog/image-variants.server";
import { responsiveImage } from "~/lib/catalog/product-image";
import { storeProductImage, UploadError } from "~/lib/catalog/uploads.server";
import { describeEachStore } from "./upload-stores";

/** Every file a page may ask for: the fallback and each srcset entry. */
function filesOf(url: string, maxWidth?: number) {
  const image = responsiveImage(url, maxWidth)!;
  const variants = image.sources.flatMap((s) => s.srcSet.split(", ").map((entry) => entry.split(" ")[0]));
  return [image.src, ...variants];
}

/** A photo-like picture: smooth gradients with some grain, as a camera JPEG would hold. */
async function photo(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x / width) * 255;
      raw[i + 1] = (y / height) * 200;
      raw[i + 2] = 90 + ((x * 7 + y * 13) % 40);
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

function pngChunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid black-and-white PNG of width × height, a few kilobytes for 400 million pixels. */
function hugePng(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale
  const rows = deflateSync(Buffer.alloc((Math.ceil(width / 8) + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", rows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

describeEachStore("uploaded images", (uploads) => {
  const stored = async (url: string) => (await uploads.bytes(path.basename(url)))!;

  it("are turned upright, stripped of EXIF and GPS, and stored as AVIF and WebP at each width", async () => {
    // A camera photo held sideways: 1600 × 1200 pixels with orientation 6 (rotate 90°) and a position.
    const camera = await (await photo(1600, 1200))
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Make: "Appareil", Model: "Espion 3000", Copyright: "Photographe" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1", GPSLongitudeRef: "E", GPSLongitude: "2/1 21/1 3/1" },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(camera).metadata()).exif).toBeDefined();

    const url = await storeProductImage(camera);
    expect(url).toMatch(/^\/uploads\/product-images\/\d{13}-[a-z0-9]{12}-1200x1600\.jpg$/);
    const image = responsiveImage(url)!;
    expect(image.sources).toEqual([
      { type: "image/avif", srcSet: expect.stringMatching(/-320\.avif 320w, .*-640\.avif 640w, .*-960\.avif 960w, .*-1200\.avif 1200w$/) },
      { type: "image/webp", srcSet: expect.stringMatching(/-320\.webp 320w, .*-640\.webp 640w, .*-960\.webp 960w, .*-1200\.webp 1200w$/) },
    ]);
    for (const file of filesOf(url)) {
      const meta = await sharp(await stored(file)).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.orientation ?? 1, file).toBe(1);
      expect(meta.height! > meta.width!, `${file} debout`).toBe(true);
      const width = Number(/-(\d+)\.(avif|webp)$/.exec(file)?.[1] ?? 1200);
      expect(meta.width, file).toBe(width);
    }
    expect((await sharp(await stored(url)).metadata()).format).toBe("jpeg");
  });

  it("keep transparency in a PNG fallback and never enlarge a small image", async () => {
    const logo = await sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 200, g: 160, b: 60, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const url = await storeProductImage(logo);
    expect(url).toMatch(/-400x300\.png$/);
    expect(responsiveImage(url)!.sources[0].srcSet).toMatch(/-320\.avif 320w, .*-400\.avif 400w$/);
    expect((await sharp(await stored(url)).metadata()).hasAlpha).toBe(true);
  });

  it("give a card on a phone no file over 30 KB", async () => {
    const url = await storeProductImage(await (await photo(3000, 2000)).jpeg({ quality: 92 }).toBuffer());
    const cardFiles = filesOf(url, 640);
    expect(cardFiles.some((f) => f.endsWith("-960.avif") || f.endsWith("-1280.avif"))).toBe(false);
    for (const file of cardFiles.slice(1)) expect((await stored(file)).byteLength, file).toBeLessThanOrEqual(30 * 1024);
  });

  it("refuse a 20000 × 20000 PNG with a French message, before decoding it", async () => {
    const bomb = hugePng(20_000, 20_000);
    expect(bomb.byteLength).toBeLessThan(5 * 1024 * 1024);
    const before = await uploads.names();
    await expect(storeProductImage(bomb)).rejects.toThrow(new UploadError(TOO_MANY_PIXELS));
    expect(TOO_MANY_PIXELS).toMatch(/trop grande/);
    expect(await uploads.names()).toEqual(before);
  });
});
