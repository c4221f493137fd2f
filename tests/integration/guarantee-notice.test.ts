import { beforeEach, describe, expect, it } from "vitest";
import { loadLegalDocument } from "~/lib/legal-pages/legal-pages.server";
import {
  ARTWORK_REFUSED,
  ArtworkError,
  guaranteeArtworkUrl,
  removeGuaranteeArtwork,
  storeGuaranteeArtwork,
} from "~/lib/legal/guarantee-artwork.server";
import { getUploadStore } from "~/lib/platform/upload-store/upload-store.server";
import { dataOf, locationOf, post, runAction, runLoader, signedInCookie, statusOf } from "./admin-helpers";
import { resetShop } from "./checkout-helpers";
import { describeEachStore, servedUpload } from "./upload-stores";

const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 595 842"><rect width="595" height="128" fill="#034ea2"/></svg>');
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

const served = servedUpload;

const productArtwork = async () => dataOf<{ guaranteeArtwork: string | null }>(await runLoader("products/minuit-profond")).guaranteeArtwork;

beforeEach(async () => {
  await resetShop();
  await removeGuaranteeArtwork("fr");
});

describeEachStore("the official artwork of the EU guarantee notice", () => {
  it("replaces the reproduction on product pages once stored, under a versioned name; a new version deletes the old", async () => {
    expect(await productArtwork()).toBeNull();
    await storeGuaranteeArtwork("fr", SVG);
    const svgUrl = await productArtwork();
    expect(svgUrl).toMatch(/^\/uploads\/legal-notices\/garantie-legale-fr-\d{13}\.svg$/);
    const svg = await served(svgUrl!);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(svg.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(svg.headers.get("Content-Security-Policy")).toContain("sandbox");
    expect(Buffer.from(await svg.arrayBuffer()).equals(SVG)).toBe(true);

    await storeGuaranteeArtwork("fr", PNG);
    const pngUrl = await productArtwork();
    expect(pngUrl).toMatch(/^\/uploads\/legal-notices\/garantie-legale-fr-\d{13}\.png$/);
    expect((await served(pngUrl!)).headers.get("Content-Type")).toBe("image/png");
    expect((await served(svgUrl!)).status).toBe(404);
    expect(await getUploadStore().list("legal-notices")).toHaveLength(1);

    expect(await removeGuaranteeArtwork("fr")).toBe(true);
    expect(await productArtwork()).toBeNull();
    expect(await getUploadStore().list("legal-notices")).toHaveLength(0);
  });
});

describe("what is refused", () => {
  it("anything but a PNG or an SVG, and an SVG that could run code or fetch outside", async () => {
    await expect(storeGuaranteeArtwork("fr", Buffer.from("pas une image"))).rejects.toThrow(ARTWORK_REFUSED);
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/x.png"/></svg>',
    ]) {
      await expect(storeGuaranteeArtwork("fr", Buffer.from(svg)), svg).rejects.toBeInstanceOf(ArtworkError);
    }
    expect(await guaranteeArtworkUrl("fr")).toBeNull();
    for (const name of ["garantie-legale-fr-1.svg", "../secrets.json", "garantie-legale-fr-1764000000000.txt"]) {
      expect((await served(`/uploads/legal-notices/${name}`)).status).toBe(404);
    }
  });
});

describe("the admin's legal facts screen", () => {
  it("uploads the file (multipart, without JavaScript too), says a refusal beside the field, and goes back to the reproduction", async () => {
    const cookie = await signedInCookie();
    const sub = "/informations-legales";
    const refused = await runAction(post({ intent: "guarantee-artwork", language: "fr", file: new File(["texte"], "notice.txt") }, { cookie, sub, multipart: true }));
    expect(statusOf(refused)).toBe(400);
    expect(dataOf(refused)).toMatchObject({ artworkError: ARTWORK_REFUSED });

    const saved = await runAction(post({ intent: "guarantee-artwork", language: "fr", file: new File([SVG], "notice.svg", { type: "image/svg+xml" }) }, { cookie, sub, multipart: true }));
    expect(locationOf(saved)).toMatch(/\/informations-legales$/);
    const screen = dataOf<{ guaranteeArtworks: { fr: string | null } }>(await runLoader(`${process.env.ADMIN_PATH}${sub}`, cookie));
    expect(screen.guaranteeArtworks.fr).toMatch(/garantie-legale-fr-\d{13}\.svg$/);

    const removed = await runAction(post({ intent: "guarantee-artwork-remove", language: "fr" }, { cookie, sub }));
    expect(locationOf(removed)).toMatch(/\/informations-legales$/);
    expect(await productArtwork()).toBeNull();

    const anonymous = await runAction(post({ intent: "guarantee-artwork", language: "fr", file: new File([SVG], "notice.svg") }, { sub, multipart: true }));
    expect([302, 303, 401, 403, 404]).toContain(statusOf(anonymous));
    expect(await productArtwork()).toBeNull();
  });
});

describe("where the notice is pointed to", () => {
  it("the CGV name the notice and link to its page", async () => {
    const text = JSON.stringify(await loadLegalDocument("cgv"));
    expect(text).toContain("règlement d'exécution (UE) 2025/1960");
    expect(text).toContain('"href":"/garantie-legale"');
  });

  it("/garantie-legale shows the reproduction, or the artwork once uploaded", async () => {
    expect(await runLoader("garantie-legale")).toEqual({ artworkUrl: null });
    await storeGuaranteeArtwork("fr", SVG);
    expect(((await runLoader("garantie-legale")) as { artworkUrl: string }).artworkUrl).toMatch(/\.svg$/);
  });
});
