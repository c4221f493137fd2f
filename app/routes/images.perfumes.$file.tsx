import { readFile } from "node:fs/promises";
import path from "node:path";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { DRAWN_VOLUME_ML, SIZED_DRAWING } from "~/lib/catalog/format-illustration";

const DRAWN_SIZE = new RegExp(`\\b${DRAWN_VOLUME_ML} ml\\b`, "g");

/**
 * A demo bottle drawn at another format's size (`illustrationFor`): the public drawing of the
 * perfume with the size on its label and in its name changed. `public/` answers first for the
 * drawings themselves; a name of another shape, or of no drawing, is a 404.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const [, slug, volume] = SIZED_DRAWING.exec(params.file ?? "") ?? [];
  const drawing = slug ? await readFile(path.resolve("public/images/perfumes", `${slug}.svg`), "utf8").catch(() => null) : null;
  if (!drawing || !drawing.includes(`${DRAWN_VOLUME_ML} ml`)) throw new Response("Image introuvable", { status: 404 });
  return new Response(drawing.replace(DRAWN_SIZE, `${volume} ml`), {
    headers: {
      "Content-Type": "image/svg+xml",
      // The drawing changes only with a deploy.
      "Cache-Control": "public, max-age=86400",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
