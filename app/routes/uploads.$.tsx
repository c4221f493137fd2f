import fs from "node:fs/promises";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { IMAGE_TYPES, PRODUCT_IMAGES_DIR, STORED_NAME, productImagePath, type ImageExtension } from "~/lib/catalog/uploads.server";

/** Serves uploaded perfume images; any name the upload module could not have made is a 404. */
export async function loader({ params }: LoaderFunctionArgs) {
  const [folder, name, ...rest] = (params["*"] ?? "").split("/");
  if (folder !== PRODUCT_IMAGES_DIR || !name || rest.length > 0 || !STORED_NAME.test(name)) {
    throw new Response("Image introuvable", { status: 404 });
  }
  let body: Buffer;
  try {
    body = await fs.readFile(productImagePath(name));
  } catch {
    throw new Response("Image introuvable", { status: 404 });
  }
  const ext = name.slice(name.lastIndexOf(".") + 1) as ImageExtension;
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": IMAGE_TYPES[ext],
      "Content-Length": String(body.byteLength),
      // Names are unique and never reused, so the file behind a URL never changes.
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
