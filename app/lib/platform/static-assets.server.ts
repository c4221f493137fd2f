import fs from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import path from "node:path";

/**
 * The build's scripts and stylesheets, sent as compressed once by `npm run build`
 * (scripts/lib/precompress.mjs, decision 071) instead of remix-serve compressing them again for
 * every response at a lower quality. Files are fingerprinted: a URL's bytes never change while a
 * build runs, so they are read once and kept.
 */

const PREFIX = "/build/";
const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};
// As remix-serve sends /build/ files: a year, immutable.
const CACHE_CONTROL = "public, max-age=31536000, immutable";

export type Encoding = "br" | "gzip";
const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

export type AssetAnswer = { status: 200; body: Buffer; headers: Record<string, string> };

/** Per build directory: URL path → file on disk, for the files that have both compressed copies. */
const indexes = new Map<string, Map<string, string>>();
const bodies = new Map<string, Buffer>();

function buildIndex(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (current: string) => {
    if (!fs.existsSync(current)) return;
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (TYPES[path.extname(entry.name)] && fs.existsSync(`${full}.br`) && fs.existsSync(`${full}.gz`)) {
        found.set(PREFIX + path.relative(dir, full).split(path.sep).join("/"), full);
      }
    }
  };
  walk(dir);
  return found;
}

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else none (the request
 * then goes on to remix-serve). A coding refused with q=0 is never chosen.
 */
export function chooseEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const item of (Array.isArray(header) ? header.join(",") : header ?? "").split(",")) {
    const [name, ...params] = item.split(";").map((part) => part.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

/**
 * The answer for a GET or HEAD of a build asset the client can take compressed, or null to let
 * remix-serve answer (other files, ranges, clients without brotli or gzip).
 */
export function precompressedAsset(
  url: string,
  headers: IncomingHttpHeaders,
  dir = path.resolve("public", "build"),
): AssetAnswer | null {
  if (!url.startsWith(PREFIX) || headers.range) return null;
  let index = indexes.get(dir);
  if (!index) {
    index = buildIndex(dir);
    indexes.set(dir, index);
  }
  const file = index.get(url);
  if (!file) return null;
  const encoding = chooseEncoding(headers["accept-encoding"]);
  if (!encoding) return null;
  const compressed = file + SUFFIX[encoding];
  let body = bodies.get(compressed);
  if (!body) {
    body = fs.readFileSync(compressed);
    bodies.set(compressed, body);
  }
  return {
    status: 200,
    body,
    headers: {
      "Content-Type": TYPES[path.extname(file)],
      "Content-Encoding": encoding,
      "Content-Length": String(body.length),
      "Cache-Control": CACHE_CONTROL,
      Vary: "Accept-Encoding",
    },
  };
}
