// First-load weight of a page: its HTML plus every stylesheet and script it makes the browser
// fetch, each compressed with gzip as remix-serve's compression sends it. Fonts and images apart.
import { gzipSync } from "node:zlib";

const ASSET = /\/build\/[\w./-]+\.(?:js|css)/g;

export async function firstLoadWeight(base, path) {
  const fetchText = async (url) => {
    const res = await fetch(url, { headers: { "accept-encoding": "identity" } });
    if (!res.ok) throw new Error(`${url} a répondu ${res.status}`);
    return res.text();
  };
  const html = await fetchText(`${base}${path}`);
  const parts = [{ name: "HTML", body: html }];
  for (const asset of new Set(html.match(ASSET))) {
    parts.push({ name: asset, body: await fetchText(`${base}${asset}`) });
  }
  return parts.map(({ name, body }) => ({ name, gzipBytes: gzipSync(body).length }));
}
