import type { LoaderFunctionArgs } from "@remix-run/node";
import { IMMUTABLE_CACHE } from "~/lib/platform/upload-store/store";
import { getUploadStore } from "~/lib/platform/upload-store/upload-store.server";
import { imageTypeOf, PRODUCT_IMAGES_DIR, productImageKey, STORED_NAME } from "~/lib/catalog/uploads.server";

/**
 * Serves uploaded perfume images from the store, a bucket included (so a private one works);
 * any name the upload module could not have made is a 404.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const [folder, name, ...rest] = (params["*"] ?? "").split("/");
  if (folder !== PRODUCT_IMAGES_DIR || !name || rest.length > 0 || !STORED_NAME.test(name)) {
    throw new Response("Image introuvable", { status: 404 });
  }
  let file;
  try {
    file = await getUploadStore().get(productImageKey(name));
  } catch (error) {
    // The bucket out of reach: said as such, so a browser or a CDN retries instead of keeping an error page.
    console.error("Lecture de l'image impossible", error);
    throw new Response("Image momentanément indisponible", { status: 503, headers: { "Retry-After": "30", "Cache-Control": "no-store" } });
  }
  if (!file) throw new Response("Image introuvable", { status: 404 });
  return new Response(file.body, {
    headers: {
      "Content-Type": imageTypeOf(name),
      "Content-Length": String(file.size),
      // Names are unique and never reused, so the file behind a URL never changes.
      "Cache-Control": IMMUTABLE_CACHE,
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
