// First-load weight of a page: its HTML plus every stylesheet and script it makes the browser
// fetch, counted as the bytes remix-serve puts on the wire for a browser (which announces brotli
// and gzip, as Chromium does). Fonts and images apart.
import http from "node:http";

// What the browser fetches: link/script attributes and the inline module's imports. The inline
// manifest also names /build/manifest-….js as its "url", which the browser never loads.
const ASSET = /(?:href=|src=|from |import )"(\/build\/[\w./-]+\.(?:js|css))"/g;
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

/** The scripts and stylesheets a browser fetches for this HTML, each once. */
export function pageAssets(html) {
  return [...new Set([...html.matchAll(ASSET)].map((match) => match[1]))];
}

/** The compressed body's size and, to find the assets, the page's text (asked for uncompressed). */
function wireBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": BROWSER_ENCODINGS } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${url} a répondu ${res.statusCode}`));
        let bytes = 0;
        res.on("data", (chunk) => (bytes += chunk.length));
        res.on("end", () => resolve({ bytes, encoding: res.headers["content-encoding"] ?? "aucun" }));
      })
      .on("error", reject);
  });
}

export async function firstLoadWeight(base, path) {
  const html = await (await fetch(`${base}${path}`)).text();
  const urls = [path, ...pageAssets(html)];
  const parts = [];
  for (const url of urls) parts.push({ name: url === path ? `HTML ${path}` : url, ...(await wireBytes(`${base}${url}`)) });
  return parts;
}
