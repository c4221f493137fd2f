import { getConfig } from "./config.server";

/**
 * The page a form was posted from: its `Referer`, when that is one of the shop's own pages (the
 * request's origin, or `PUBLIC_URL` behind a proxy that rewrites `Host`), else null. Under the
 * shop's `strict-origin-when-cross-origin` policy browsers send the whole address with every post
 * to the same origin, a fetcher's included.
 */
export function postingPage(request: Request): URL | null {
  const referer = request.headers.get("Referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return [new URL(request.url).origin, getConfig().publicUrl].includes(url.origin) ? url : null;
  } catch {
    return null;
  }
}
