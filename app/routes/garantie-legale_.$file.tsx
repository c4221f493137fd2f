import type { LoaderFunctionArgs } from "@remix-run/node";
import { IMMUTABLE_CACHE } from "~/lib/platform/upload-store/store";
import { noticeFileNamed } from "./__guarantee-notice.server";

/**
 * The guarantee notice's reproduction as the image product pages show (decision 151): compressed
 * once, kept a year by the browser (its name changes with its content). Any other name is a 404.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const file = noticeFileNamed(params.file ?? "");
  if (!file) throw new Response("Notice introuvable", { status: 404 });
  const accepted = request.headers.get("Accept-Encoding") ?? "";
  const [body, encoding] = /\bbr\b/.test(accepted) ? [file.br, "br"] : /\bgzip\b/.test(accepted) ? [file.gzip, "gzip"] : [file.svg, null];
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "image/svg+xml",
      "Content-Length": String(body.byteLength),
      ...(encoding ? { "Content-Encoding": encoding } : {}),
      Vary: "Accept-Encoding",
      "Cache-Control": IMMUTABLE_CACHE,
      // Drawn with its own attributes only: nothing in it may run or fetch.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
