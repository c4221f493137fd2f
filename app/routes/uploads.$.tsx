import type { LoaderFunctionArgs } from "@remix-run/node";
import { IMMUTABLE_CACHE } from "~/lib/platform/upload-store/store";
import { getUploadStore } from "~/lib/platform/upload-store/upload-store.server";
import { imageTypeOf, PRODUCT_IMAGES_DIR, productImageKey, STORED_NAME } from "~/lib/catalog/uploads.server";
import { ARTWORK_NAME, artworkContentType, artworkKey, GUARANTEE_ARTWORK_DIR } from "~/lib/legal/guarantee-artwork.server";

/** The store's key and type of a name one of the upload modules made in that folder; null for any other. */
function storedFile(folder: string, name: string): { key: string; type: string } | null {
  if (folder === PRODUCT_IMAGES_DIR && STORED_NAME.test(name)) return { key: productImageKey(name), type: imageTypeOf(name) };
  if (folder === GUARANTEE_ARTWORK_DIR && ARTWORK_NAME.test(name)) return { key: artworkKey(name), type: artworkContentType(name) };
  return null;
}

/**
 * Serves uploaded perfume images and the guarantee notice's official artwork from the store, a
 * bucket included (so a private one works); any name the upload modules could not have made is a 404.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const [folder, name, ...rest] = (params["*"] ?? "").split("/");
  const stored = name && rest.length === 0 ? storedFile(folder, name) : null;
  if (!stored) throw new Response("Image introuvable", { status: 404 });
  let file;
  try {
    file = await getUploadStore().get(stored.key);
  } catch (error) {
    // The bucket out of reach: said as such, so a browser or a CDN retries instead of keeping an error page.
    console.error("Lecture de l'image impossible", error);
    throw new Response("Image momentanément indisponible", { status: 503, headers: { "Retry-After": "30", "Cache-Control": "no-store" } });
  }
  if (!file) throw new Response("Image introuvable", { status: 404 });
  return new Response(file.body, {
    headers: {
      "Content-Type": stored.type,
      "Content-Length": String(file.size),
      // Names are unique and never reused, so the file behind a URL never changes.
      "Cache-Control": IMMUTABLE_CACHE,
      // An SVG's own styles, embedded images and fonts still draw it; nothing in it can run or fetch.
      "Content-Security-Policy": stored.type === "image/svg+xml" ? "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; sandbox" : "default-src 'none'; sandbox",
    },
  });
}
