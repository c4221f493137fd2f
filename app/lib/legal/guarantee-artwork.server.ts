import { memoUntilDataChanges } from "../platform/data-memo.server";
import { tables, withTransaction } from "../platform/database.server";
import { IMAGE_MAX_BYTES } from "../platform/upload-limits";
import { getUploadStore } from "../platform/upload-store/upload-store.server";
import { NOTICE_LANGUAGES, type NoticeLanguage } from "./guarantee-notice";
import { getShopSettings } from "./shop-settings.server";

/**
 * The Commission's official artwork of the guarantee notice, one per language, uploaded by the
 * owner in « Informations légales » (decision 141). No table holds it: the upload store does,
 * under a fixed name per language and a version (the upload's time), so the file behind an
 * address never changes and keeps its year-long cache; the newest version of a language is the
 * one shown, older ones are deleted once it is written.
 */
export const GUARANTEE_ARTWORK_DIR = "legal-notices";
const ARTWORK_TYPES = { svg: "image/svg+xml", png: "image/png" } as const;
type ArtworkType = keyof typeof ARTWORK_TYPES;

/** Only names this module makes are served: `garantie-legale-{language}-{version}.{svg|png}`. */
export const ARTWORK_NAME = /^garantie-legale-([a-z]{2})-(\d{13})\.(svg|png)$/;

export const artworkContentType = (name: string) => ARTWORK_TYPES[name.slice(name.lastIndexOf(".") + 1) as ArtworkType];
export const artworkKey = (name: string) => `${GUARANTEE_ARTWORK_DIR}/${name}`;

export class ArtworkError extends Error {}
export const ARTWORK_REFUSED = "Choisissez le fichier SVG ou PNG de la notice publié par la Commission européenne.";
export const ARTWORK_TOO_LARGE = "Le fichier ne doit pas dépasser 5MB";
const ARTWORK_ACTIVE = "Ce SVG contient du code ou des ressources externes : utilisez le fichier officiel, tel que publié.";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The file's type, from its bytes. An SVG is shown through <img>, where scripts never run, but a
 * bucket's public address could open it as a page: one carrying scripts, event handlers or
 * outside references is refused (the Commission's files have none).
 */
function artworkType(bytes: Uint8Array): ArtworkType {
  if (PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return "png";
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  if (!/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(text)) throw new ArtworkError(ARTWORK_REFUSED);
  if (/<script|<foreignObject|\son[a-z]+\s*=|javascript:|(?:xlink:)?href\s*=\s*["']\s*(?!#|data:image\/)/i.test(text)) {
    throw new ArtworkError(ARTWORK_ACTIVE);
  }
  return "svg";
}

/**
 * A write to the settings row moves the data stamp, so every process reads the folder again
 * (decision 046). Its time moves by a second at least: a row written again as it was (two uploads
 * within a second) would move no stamp.
 */
async function announceChange() {
  const { shop_settings } = tables();
  const { updated_at } = await getShopSettings();
  const next = new Date(Math.max(Date.now(), updated_at.getTime() + 1000));
  await withTransaction((tx) => tx.update(shop_settings).set({ updated_at: next }));
}

async function versionsOf(language: NoticeLanguage): Promise<string[]> {
  const names = (await getUploadStore().list(GUARANTEE_ARTWORK_DIR)).map((entry) => entry.name);
  // Versions have 13 digits until the year 2286: their names sort as their times.
  return names.filter((name) => ARTWORK_NAME.exec(name)?.[1] === language).sort((a, b) => Number(ARTWORK_NAME.exec(a)![2]) - Number(ARTWORK_NAME.exec(b)![2]));
}

/** Stores a new version of a language's official artwork and deletes the versions before it. */
export async function storeGuaranteeArtwork(language: NoticeLanguage, bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw new ArtworkError(ARTWORK_TOO_LARGE);
  if (bytes.byteLength === 0) throw new ArtworkError(ARTWORK_REFUSED);
  const type = artworkType(bytes);
  const before = await versionsOf(language);
  // Always after the newest, even with a clock that stood still or went back.
  const newest = Number(ARTWORK_NAME.exec(before.at(-1) ?? "")?.[2] ?? 0);
  const name = `garantie-legale-${language}-${Math.max(Date.now(), newest + 1)}.${type}`;
  await getUploadStore().put(artworkKey(name), bytes, ARTWORK_TYPES[type]);
  await getUploadStore().remove(before.map(artworkKey));
  await announceChange();
  return name;
}

/** Back to the reproduction for that language. */
export async function removeGuaranteeArtwork(language: NoticeLanguage): Promise<boolean> {
  const versions = await versionsOf(language);
  if (!versions.length) return false;
  await getUploadStore().remove(versions.map(artworkKey));
  await announceChange();
  return true;
}

/** The address of a language's official artwork, or null while the shop shows its reproduction. */
export const guaranteeArtworkUrl = memoUntilDataChanges(async (language: NoticeLanguage): Promise<string | null> => {
  const newest = (await versionsOf(language)).at(-1);
  return newest ? `/uploads/${artworkKey(newest)}` : null;
});

/** Every language's artwork, for the admin screen. */
export async function guaranteeArtworks(): Promise<Record<NoticeLanguage, string | null>> {
  const urls = await Promise.all(NOTICE_LANGUAGES.map((language) => guaranteeArtworkUrl(language)));
  return Object.fromEntries(NOTICE_LANGUAGES.map((language, i) => [language, urls[i]])) as Record<NoticeLanguage, string | null>;
}
